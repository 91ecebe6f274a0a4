import type { ApiClient } from '../../../shared/api/client.ts';
import {
  externalProxySchema,
  type CompleteRegistrationRequest,
  type ExternalProxy,
} from '../../../shared/contracts/proxies.ts';

/** POST /api/v1/proxies/external/{ticketId}/complete (anonymous): the receiver registers. */
export function completeProxyRegistration(
  api: ApiClient,
  ticketId: string,
  body: CompleteRegistrationRequest,
): Promise<ExternalProxy> {
  return api.request(
    `api/v1/proxies/external/${encodeURIComponent(ticketId)}/complete`,
    externalProxySchema,
    { method: 'POST', body },
  );
}
