import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { DisabledLink } from '../layout/DisabledLink.tsx';
import { resolveLink } from './resolvePath.ts';

/**
 * A link in content: a portal path becomes a router link ('/first-sub-page' resolved to the
 * first unfiltered child), disabled with a tooltip when the effective profile may not open
 * it or when there is no child; anything else stays an ordinary link.
 */
export function PortalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const bridge = useBridge();
  const settings = useStore(bridge.settings);
  const profile = useStore(bridge.effectiveProfile).data;
  const link = resolveLink(
    href,
    profile?.routes ?? [],
    profile?.roles ?? [],
    settings?.product.slug ?? '',
  );
  const classes = className === undefined ? {} : { className };
  if (link.kind === 'external') {
    return (
      <a href={link.href} {...classes}>
        {children}
      </a>
    );
  }
  // Signed out there is no profile to judge by: the route guard asks for sign-in instead.
  if (!profile || (link.kind === 'internal' && link.accessible)) {
    return (
      <Link to={link.kind === 'internal' ? link.to : href} {...classes}>
        {children}
      </Link>
    );
  }
  const reason = link.kind === 'unavailable' ? { reason: t('nav.unavailable') } : {};
  return (
    <DisabledLink {...reason} {...classes}>
      {children}
    </DisabledLink>
  );
}
