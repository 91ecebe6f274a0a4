import type { ApiClient } from '../../../shared/api/client.ts';
import {
  proxySchema,
  type Proxy,
  type ReplaceProxyRequest,
} from '../../../shared/contracts/proxies.ts';

/** POST /api/v1/proxies/{proxyId}/replace: the replacement, sent for signing. */
export function replaceProxy(
  api: ApiClient,
  proxyId: string,
  body: ReplaceProxyRequest,
): Promise<Proxy> {
  return api.request(`api/v1/proxies/${encodeURIComponent(proxyId)}/replace`, proxySchema, {
    method: 'POST',
    body,
  });
}
