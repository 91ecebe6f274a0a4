import type { ApiClient } from '../../../shared/api/client.ts';
import { signOrderStartSchema, type SignOrderStart } from '../../../shared/contracts/signing.ts';

/**
 * POST /api/v1/proxies/{proxyId}/sign: starts the giver's e-ID sign order (kind 'proxy');
 * the signing view polls it and its completion brings the proxy into force.
 */
export function startProxySigning(api: ApiClient, proxyId: string): Promise<SignOrderStart> {
  return api.request(`api/v1/proxies/${encodeURIComponent(proxyId)}/sign`, signOrderStartSchema, {
    method: 'POST',
    body: {},
  });
}
