import type { ApiClient } from '../../../shared/api/client.ts';
import { proxySchema, type Proxy } from '../../../shared/contracts/proxies.ts';

/** POST /api/v1/proxies/{proxyId}/terminate: the giver ends the proxy. */
export function terminateProxy(api: ApiClient, proxyId: string): Promise<Proxy> {
  return api.request(`api/v1/proxies/${encodeURIComponent(proxyId)}/terminate`, proxySchema, {
    method: 'POST',
    body: {},
  });
}
