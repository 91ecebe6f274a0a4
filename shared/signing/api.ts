import type { ApiClient } from '../api/client.ts';
import { signOrderSchema, type SignOrder, type TestSignerConfirm } from '../contracts/signing.ts';

const orderPath = (orderRef: string) => `api/v1/signing/orders/${encodeURIComponent(orderRef)}`;

/** GET /api/v1/signing/orders/{orderRef}: one poll (the server collects and completes). */
export function pollSignOrder(
  api: ApiClient,
  orderRef: string,
  signal?: AbortSignal,
): Promise<SignOrder> {
  return api.request(orderPath(orderRef), signOrderSchema, signal ? { signal } : {});
}

/** POST /api/v1/signing/orders/{orderRef}/cancel: the member cancels. */
export function cancelSignOrder(api: ApiClient, orderRef: string): Promise<SignOrder> {
  return api.request(`${orderPath(orderRef)}/cancel`, signOrderSchema, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/v1/signing/orders/{orderRef}/test-confirm: the local test signer's confirm. */
export function confirmTestSigner(
  api: ApiClient,
  orderRef: string,
  body: TestSignerConfirm,
): Promise<SignOrder> {
  return api.request(`${orderPath(orderRef)}/test-confirm`, signOrderSchema, {
    method: 'POST',
    body,
  });
}
