import type { ApiClient } from '../../../shared/api/client.ts';
import {
  proxySchema,
  type CreateProxyRequest,
  type Proxy,
} from '../../../shared/contracts/proxies.ts';

/** POST /api/v1/proxies: a new proxy, stored as sent for signing. */
export function createProxy(api: ApiClient, body: CreateProxyRequest): Promise<Proxy> {
  return api.request('api/v1/proxies', proxySchema, { method: 'POST', body });
}
