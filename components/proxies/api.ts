import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { proxyRoutes } from '../../shared/contracts/proxies/routes.ts';

/** The proxy calls, one per route of shared/contracts/proxies/routes.ts. */
export type ProxyCalls = AreaClient<typeof proxyRoutes>;

/** The area's calls on the portal's API client (the same client the signing view polls with). */
export function useProxyCalls(api: ApiClient): ProxyCalls {
  return useMemo(() => createAreaClient(api, proxyRoutes), [api]);
}
