import type { ApiClient } from '../../../shared/api/client.ts';
import { proxySchema, type Proxy } from '../../../shared/contracts/proxies.ts';

/** GET /api/v1/proxies/{proxyId}: one proxy the member gave or received (else 404). */
export function getProxy(api: ApiClient, proxyId: string, signal?: AbortSignal): Promise<Proxy> {
  return api.request(
    `api/v1/proxies/${encodeURIComponent(proxyId)}`,
    proxySchema,
    signal ? { signal } : {},
  );
}
