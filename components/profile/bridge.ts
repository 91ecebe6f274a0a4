import { getBridge, type PortalBridge } from '@portal/bridge';
import { useMemo, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';
import { createProfileApi, type ProfileApi } from './api.ts';

/** An atom of the bridge as React state. */
export function useAtom<T>(atom: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => atom.listen(onChange),
    () => atom.get(),
  );
}

/** The API as the member in force calls it (bearer token, X-User-Id with a proxy). */
export function useProfileApi(bridge: PortalBridge = getBridge()): ProfileApi | null {
  const settings = useAtom(bridge.settings);
  const baseUrl = settings?.apiBaseUrl ?? null;
  return useMemo(
    () =>
      baseUrl === null
        ? null
        : createProfileApi({
            baseUrl,
            getAccessToken: () => bridge.getAccessToken(),
            getProxyUserId: () => bridge.proxy.get().userId,
          }),
    [baseUrl, bridge],
  );
}
