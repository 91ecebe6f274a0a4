import { createAreaClient } from '../api/areaClient.ts';
import type { ApiClient } from '../api/client.ts';
import type { SignOrder, TestSignerConfirm } from '../contracts/signing.ts';
import { signingRoutes } from '../contracts/signing/routes.ts';

/** The signing calls, typed from their route table (shared/contracts/signing/routes.ts). */
const client = (api: ApiClient) => createAreaClient(api, signingRoutes);

/** GET /api/v1/signing/orders/{orderRef}: one poll (the server collects and completes). */
export function pollSignOrder(
  api: ApiClient,
  orderRef: string,
  signal?: AbortSignal,
): Promise<SignOrder> {
  return client(api).pollSignOrder({ params: { orderRef }, ...(signal ? { signal } : {}) });
}

/** POST /api/v1/signing/orders/{orderRef}/cancel: the member cancels. */
export function cancelSignOrder(api: ApiClient, orderRef: string): Promise<SignOrder> {
  return client(api).cancelSignOrder({ params: { orderRef } });
}

/** POST /api/v1/signing/orders/{orderRef}/test-confirm: the local test signer's confirm. */
export function confirmTestSigner(
  api: ApiClient,
  orderRef: string,
  body: TestSignerConfirm,
): Promise<SignOrder> {
  return client(api).confirmTestSigner({ params: { orderRef }, body });
}
