import { useRef } from 'react';
import { useProxiesPortal } from './bridge.ts';
import { viewOf } from './paths.ts';
import { ProxyList } from './ProxyList.tsx';
import { ProxyPage } from './ProxyPage.tsx';

export interface ProxiesElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * portal-proxies: the proxy list, the create modal ('ny'), the proxy page ('{proxyId}/')
 * and the replace modal ('{proxyId}/redigera'), chosen from the portal's current path. It
 * follows the effective profile: a profile switch loads that profile's proxies.
 */
export function ProxiesElement(_props: ProxiesElementProps) {
  const portal = useProxiesPortal();
  const navigatedHere = useRef(false);
  const go = (path: string) => {
    navigatedHere.current = true;
    portal.navigate(path);
  };
  const view = viewOf(portal.pathname, portal.slug);
  const common = {
    api: portal.api,
    slug: portal.slug,
    profileKey: portal.profileKey,
    canWrite: portal.canWrite,
    isOrganizationUser: portal.isOrganizationUser,
    go,
  };

  if (view.kind === 'proxy' || view.kind === 'replace') {
    return (
      <ProxyPage
        {...common}
        key={view.proxyId}
        proxyId={view.proxyId}
        replacing={view.kind === 'replace'}
        focusOnLoad={navigatedHere.current}
      />
    );
  }
  return <ProxyList {...common} creating={view.kind === 'create'} />;
}
