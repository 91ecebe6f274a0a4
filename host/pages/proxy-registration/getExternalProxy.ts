import type { ApiClient } from '../../../shared/api/client.ts';
import { externalProxySchema, type ExternalProxy } from '../../../shared/contracts/proxies.ts';

/** GET /api/v1/proxies/external/{ticketId} (anonymous): giver, rights and valid-to. */
export function getExternalProxy(
  api: ApiClient,
  ticketId: string,
  signal?: AbortSignal,
): Promise<ExternalProxy> {
  return api.request(
    `api/v1/proxies/external/${encodeURIComponent(ticketId)}`,
    externalProxySchema,
    signal ? { signal } : {},
  );
}
