import type { ApiClient } from '../../api/client.ts';
import { createAreaClient } from '../../api/areaClient.ts';
import { signingLinkRoutes } from '../../contracts/signing/linkRoutes.ts';

const client = (api: ApiClient) => createAreaClient(api, signingLinkRoutes);

/** POST /api/v1/signing/links/read: what a link sent by e-mail or SMS is for. */
export function readSignLink(api: ApiClient, token: string, signal?: AbortSignal) {
  return client(api).readSignLink({ body: { token }, ...(signal ? { signal } : {}) });
}

/** POST /api/v1/signing/links/start: uses the link (once), starting its BankID order. */
export function startSignLink(api: ApiClient, token: string) {
  return client(api).startSignLink({ body: { token } });
}
