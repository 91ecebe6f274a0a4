import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useBridge } from './context.tsx';

/**
 * Sets document.title (platform §2): the default title on '/', otherwise
 * "{shortName} - {route title}".
 */
export function usePageTitle(routeTitle: string | null): void {
  const settings = useStore(useBridge().settings);
  useEffect(() => {
    if (!settings) return;
    document.title =
      routeTitle === null
        ? settings.product.defaultTitle
        : `${settings.product.shortName} - ${routeTitle}`;
  }, [settings, routeTitle]);
}
