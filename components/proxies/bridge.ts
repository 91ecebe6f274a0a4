import { getBridge, type PortalBridge } from '@portal/bridge';
import type { ReadableAtom } from 'nanostores';
import { useMemo, useSyncExternalStore } from 'react';
import { isRequirementMet } from '../../shared/access/requirements.ts';
import { fixedRouteRules } from '../../shared/access/routeRequirements.ts';
import { createApiClient, type ApiClient } from '../../shared/api/client.ts';

/** The value of one of the bridge's atoms, re-rendering when the host changes it. */
export function useAtom<T>(atom: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => atom.listen(onChange),
    () => atom.get(),
  );
}

function apiClientFor(bridge: PortalBridge, baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    getAccessToken: () => bridge.getAccessToken(),
    getProxyUserId: () => bridge.proxy.get().userId,
  });
}

/**
 * What the element reads from the portal: the API client (the host's token, X-User-Id of
 * the proxy in use), the cooperative's slug, the current path, and what the effective
 * profile may do, by the same rules the host's route guard applies.
 */
export function usePortal() {
  const bridge = getBridge();
  const settings = useAtom(bridge.settings);
  const profile = useAtom(bridge.effectiveProfile).data;
  const location = useAtom(bridge.location);
  const baseUrl = settings?.apiBaseUrl ?? '/';
  const api = useMemo(() => apiClientFor(bridge, baseUrl), [bridge, baseUrl]);
  const roles = profile?.roles ?? [];
  return {
    bridge,
    api,
    slug: settings?.product.slug ?? '',
    pathname: location.pathname,
    /** Changes when the member switches profile: data loaded for another one is stale. */
    profileKey: profile?.memberId ?? '',
    isOrganizationUser: profile?.isOrganizationUser ?? false,
    canWrite: isRequirementMet(fixedRouteRules.proxyCreate.requirement, roles),
    navigate: (path: string) => bridge.actions.navigate(path),
  };
}
