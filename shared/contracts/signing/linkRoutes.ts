import { defineRoutes } from '../routes.ts';
import { signOrderStartSchema } from '../signing.ts';
import { signLinkSchema, signLinkTokenSchema } from './links.ts';

/**
 * The calls of a signing link sent by e-mail or SMS (server/signing/links.ts): a table of
 * their own, so the signing view every signing area ships does not carry them.
 */
export const signingLinkRoutes = defineRoutes({
  readSignLink: {
    method: 'POST',
    path: '/api/v1/signing/links/read',
    summary:
      'What a signing link sent by e-mail or SMS is for (the token in the body: it never appears in a URL the server logs). Only its signer, signed in, may read it.',
    body: signLinkTokenSchema,
    response: signLinkSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
    problems: ['signLinkNotFound', 'signLinkExpired', 'signLinkUsed'],
  },
  startSignLink: {
    method: 'POST',
    status: 201,
    path: '/api/v1/signing/links/start',
    summary:
      'Uses a signing link (once): starts the BankID order on this device for its signer; the signing view then polls it as any other.',
    body: signLinkTokenSchema,
    response: signOrderStartSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
    idempotency: 'required',
    problems: ['signLinkNotFound', 'signLinkExpired', 'signLinkUsed', 'signOrderInProgress'],
  },
});
