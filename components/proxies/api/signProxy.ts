import type { ApiClient } from '../../../shared/api/client.ts';
import {
  proxySchema,
  type Proxy,
  type SignProxyRequest,
} from '../../../shared/contracts/proxies.ts';

/** POST /api/v1/proxies/{proxyId}/sign: the giver's test e-ID signature. */
export function signProxy(api: ApiClient, proxyId: string, body: SignProxyRequest): Promise<Proxy> {
  return api.request(`api/v1/proxies/${encodeURIComponent(proxyId)}/sign`, proxySchema, {
    method: 'POST',
    body,
  });
}
