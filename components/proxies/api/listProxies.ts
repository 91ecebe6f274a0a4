import type { ApiClient } from '../../../shared/api/client.ts';
import { proxyListSchema, type ProxyList } from '../../../shared/contracts/proxies.ts';

/** GET /api/v1/proxies: the proxies the member has given and received. */
export function listProxies(api: ApiClient, signal?: AbortSignal): Promise<ProxyList> {
  return api.request('api/v1/proxies', proxyListSchema, signal ? { signal } : {});
}
