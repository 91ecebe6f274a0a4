import { useEffect } from 'react';
import type { RuntimeSettings } from '../shared/contracts/settings.ts';
import { t } from '../shared/i18n/t.ts';
import { useOptionalBridge } from './context.tsx';

/**
 * The page title of platform §2: on '/' (routeTitle null) the portal's Swedish default
 * title from the runtime settings ("Mina sidor – Granskog"); on every other page the
 * cooperative's short name, a dash and the route title ("Granskog – Konton").
 */
export function pageTitle(
  routeTitle: string | null,
  product: RuntimeSettings['product'] | undefined,
): string {
  const shortName = product?.shortName ?? t('title.portal');
  if (routeTitle === null) return product?.defaultTitle ?? t('title.portal');
  return t('title.page', { shortName, page: routeTitle });
}

/** Sets document.title by pageTitle; the settings are inlined once at start, so read once. */
export function usePageTitle(routeTitle: string | null): void {
  const product = useOptionalBridge()?.settings.get()?.product;
  useEffect(() => {
    document.title = pageTitle(routeTitle, product);
  }, [routeTitle, product]);
}
