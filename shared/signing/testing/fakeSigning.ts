import {
  signOrderStartSchema,
  type SignOrder,
  type SignOrderStart,
} from '../../contracts/signing.ts';
import { defineRoutes } from '../../contracts/routes.ts';
import type { signingRoutes } from '../../contracts/signing/routes.ts';
import { problem, type FakeHandlers } from '../../testing/fakeApi.ts';

/**
 * A stand-in for the signing calls in element tests (the real service is tested in
 * server/signing): orders in memory, the test signer's rules (own personal number, then
 * userSign, then complete), cancel. An area's fake starts orders with `start` and answers
 * the signing routes with `handlers` (shared/testing/fakeApi.ts, beside its own routes:
 * `installFakeApi({ ...areaRoutes, ...signingRoutes }, { ...handlers, ...signing.handlers },
 * { problems: [areaProblems, signingProblems] })`).
 */

/** An area's start call, for the signing kit's own tests (areas have theirs in their tables). */
export const testStartRoutes = defineRoutes({
  startTestSigning: {
    method: 'POST',
    path: '/api/v1/test/sign',
    summary: 'Starts a sign order, as an area action does.',
    response: signOrderStartSchema,
    status: 201,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: false,
  },
});

export interface FakeSigningOptions {
  /** The signed-in member's own personal number. */
  personalNumber: string;
  /** Runs when an order completes: its result, or a problem (completionRejected). */
  complete(
    order: SignOrder,
  ): { problem: { type: string; title: string } } | Record<string, unknown>;
  /** Polls that report userSign before complete (default 1; 0 goes straight on). */
  userSignPolls?: number;
}

export interface FakeSigning {
  orders: Map<string, SignOrder & { state: string; userSignLeft: number }>;
  start(kind: string, subjectId: string, userVisibleData: string): SignOrderStart;
  /** The signing routes' handlers. */
  handlers: FakeHandlers<typeof signingRoutes>;
  /** Ends a pending order as the provider would (expiredTransaction, startFailed...). */
  fail(orderRef: string, hintCode: string): void;
}

// A real QR code of "bankid.test" would need the encoder; a fixed 21x21 pattern will do.
const qrPath = 'M2 2h7v7h-7zM12 2h7v7h-7zM2 12h7v7h-7zM11 11h1v1h-1zM14 14h2v2h-2z';

export function createFakeSigning(options: FakeSigningOptions): FakeSigning {
  const orders: FakeSigning['orders'] = new Map();
  let counter = 0;
  let seconds = 0;

  const view = (order: SignOrder & { state: string }): SignOrder => {
    const {
      state: _state,
      userSignLeft: _left,
      ...rest
    } = order as SignOrder & {
      state: string;
      userSignLeft: number;
    };
    return {
      ...rest,
      qr:
        rest.status === 'pending'
          ? { data: `bankid.fake.${seconds++}.x`, size: 21, path: qrPath }
          : null,
    };
  };

  return {
    orders,
    start(kind, subjectId, userVisibleData) {
      for (const other of orders.values()) {
        if (other.subjectId === subjectId && other.status === 'pending') {
          Object.assign(other, { status: 'cancelled', hintCode: 'cancelled' });
        }
      }
      const orderRef = `order-${++counter}`;
      const order = {
        orderRef,
        kind,
        subjectId,
        status: 'pending' as const,
        hintCode: 'outstandingTransaction',
        userVisibleData,
        autoStartToken: `auto-${counter}`,
        expiresAt: new Date(Date.now() + 180_000).toISOString(),
        qr: null,
        completedAt: null,
        result: null,
        state: 'outstandingTransaction',
        userSignLeft: options.userSignPolls ?? 1,
      };
      orders.set(orderRef, order);
      return { orderRef, autoStartToken: order.autoStartToken, expiresAt: order.expiresAt };
    },
    fail(orderRef, hintCode) {
      const order = orders.get(orderRef);
      if (order) Object.assign(order, { status: 'failed', hintCode, state: 'failed' });
    },
    handlers: {
      pollSignOrder: ({ params }) => {
        const order = orders.get(params.orderRef);
        if (!order) return problem('InvalidSignSession');
        if (order.status === 'pending' && order.state === 'userSign') {
          if (order.userSignLeft > 0) {
            order.userSignLeft--;
            order.hintCode = 'userSign';
          } else {
            const outcome = options.complete(view(order));
            if ('problem' in outcome) {
              const refused = outcome.problem as { type: string; title: string };
              Object.assign(order, {
                status: 'failed',
                hintCode: 'completionRejected',
                result: { type: refused.type, title: refused.title, status: 409 },
              });
            } else {
              Object.assign(order, {
                status: 'complete',
                hintCode: null,
                completedAt: new Date().toISOString(),
                result: outcome,
              });
            }
          }
        }
        return view(order);
      },
      cancelSignOrder: ({ params }) => {
        const order = orders.get(params.orderRef);
        if (!order) return problem('InvalidSignSession');
        if (order.status === 'pending') {
          Object.assign(order, { status: 'cancelled', hintCode: 'userCancel' });
        }
        return view(order);
      },
      confirmTestSigner: ({ params, body }) => {
        const order = orders.get(params.orderRef);
        if (!order) return problem('InvalidSignSession');
        if (order.status !== 'pending') return problem('signOrderNotPending');
        if (body.personalNumber !== options.personalNumber) {
          return problem('validation', {
            personalNumber:
              'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
          });
        }
        order.state = 'userSign';
        return view(order);
      },
    },
  };
}
