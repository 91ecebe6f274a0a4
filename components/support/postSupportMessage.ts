import type { ApiClient } from '../../shared/api/client.ts';
import {
  supportMessageCreatedSchema,
  type SupportMessageCreated,
  type SupportMessageRequest,
} from '../../shared/contracts/support.ts';

/** POST /api/v1/support/messages: 201 { id, createdAt }; 400 names the broken rules. */
export function postSupportMessage(
  client: ApiClient,
  message: SupportMessageRequest,
  signal?: AbortSignal,
): Promise<SupportMessageCreated> {
  return client.request('api/v1/support/messages', supportMessageCreatedSchema, {
    method: 'POST',
    body: message,
    ...(signal ? { signal } : {}),
  });
}
