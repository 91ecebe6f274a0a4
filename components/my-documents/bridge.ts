import { getBridge, type PortalBridge } from '@portal/bridge';
import { useMemo, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';
import { createApiClient, type ApiClient } from '../../shared/api/client.ts';

/** The value of one of the bridge's atoms, re-rendering when the host changes it. */
export function useAtom<T>(atom: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => atom.listen(onChange),
    () => atom.get(),
  );
}

/** The member API as the portal calls it: the host's token, X-User-Id of the proxy in use. */
export function apiClientFor(bridge: PortalBridge, baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    getAccessToken: () => bridge.getAccessToken(),
    getProxyUserId: () => bridge.proxy.get().userId,
  });
}

/** The bridge, the effective profile and an API client on the runtime settings' base URL. */
export function usePortal() {
  const bridge = getBridge();
  const settings = useAtom(bridge.settings);
  const profile = useAtom(bridge.effectiveProfile);
  const baseUrl = settings?.apiBaseUrl ?? '/';
  const api = useMemo(() => apiClientFor(bridge, baseUrl), [bridge, baseUrl]);
  return { bridge, profile, api };
}
