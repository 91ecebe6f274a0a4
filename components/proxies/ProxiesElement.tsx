import { useRef } from 'react';
import { useRoute } from '../../shared/elements/portal.ts';
import { ProxyList } from './ProxyList.tsx';
import { ProxyPage } from './ProxyPage.tsx';
import { useProxiesPortal } from './portal.ts';

export interface ProxiesElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * portal-proxies: the proxy list, the create modal ('ny'), the proxy page ('{proxyId}/')
 * and the replace modal ('{proxyId}/redigera'), chosen by the route the host matched
 * (shared/contracts/proxies/element.ts). It follows the effective profile: a profile
 * switch loads that profile's proxies.
 */
export function ProxiesElement(_props: ProxiesElementProps) {
  const portal = useProxiesPortal();
  const navigatedHere = useRef(false);
  const go = (path: string) => {
    navigatedHere.current = true;
    portal.navigate(path);
  };
  const route = useRoute();
  const proxyId = route.params.proxyId;
  const common = {
    api: portal.api,
    slug: portal.slug,
    profileKey: portal.profileKey,
    canWrite: portal.canWrite,
    isOrganizationUser: portal.profile.data?.isOrganizationUser ?? false,
    go,
  };

  if ((route.id === 'proxyPage' || route.id === 'proxyReplace') && proxyId !== undefined) {
    return (
      <ProxyPage
        {...common}
        key={proxyId}
        proxyId={proxyId}
        replacing={route.id === 'proxyReplace'}
        focusOnLoad={navigatedHere.current}
      />
    );
  }
  return <ProxyList {...common} creating={route.id === 'proxyCreate'} />;
}
