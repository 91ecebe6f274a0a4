import { z } from 'zod/mini';
import { defineRoutes } from '../routes.ts';
import { signOrderSchema, testSignerConfirmSchema } from '../signing.ts';

const orderParams = z.object({
  orderRef: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * The signing view's calls (server/signing, issue 9). Starting an order is each area's own
 * call (e.g. POST /api/v1/proxies/{proxyId}/sign), answering `signOrderStartSchema`. Every
 * call here is for the order's own signer acting for the same member (404
 * InvalidSignSession otherwise); staff impersonating may never sign for a member.
 */
export const signingRoutes = defineRoutes({
  pollSignOrder: {
    method: 'GET',
    path: '/api/v1/signing/orders/{orderRef}',
    summary:
      'Poll a sign order (about every 2 s): collects from the e-ID provider and, when signed, completes the action exactly once.',
    params: orderParams,
    response: signOrderSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
    problems: ['InvalidSignSession'],
  },
  cancelSignOrder: {
    method: 'POST',
    path: '/api/v1/signing/orders/{orderRef}/cancel',
    summary:
      'The member cancels a pending sign order (userCancel); an ended one is answered as is.',
    params: orderParams,
    response: signOrderSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
    problems: ['InvalidSignSession'],
  },
  confirmTestSigner: {
    method: 'POST',
    path: '/api/v1/signing/orders/{orderRef}/test-confirm',
    summary:
      "The local test signer's confirm with the member's own personal number (test environments only; 404 otherwise).",
    params: orderParams,
    body: testSignerConfirmSchema,
    response: signOrderSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
    problems: ['InvalidSignSession', 'signOrderNotPending'],
  },
});
