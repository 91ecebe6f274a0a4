import type { SignOrder, SignOrderStart } from '../../contracts/signing.ts';
import { signOrderStartSchema, testSignerConfirmSchema } from '../../contracts/signing.ts';
import { defineRoutes } from '../../contracts/routes.ts';
import type { signingRoutes } from '../../contracts/signing/routes.ts';
import { problem, type FakeHandlers } from '../../testing/fakeApi.ts';
import { fieldErrorsFromIssues } from '../../contracts/fieldErrors.ts';

export type FakeAnswer = { status: number; body?: unknown };
const oldProblem = (status: number, type: string, errors?: Record<string, string>): FakeAnswer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

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
  /** Calls made to the signing API: [method, action]. */
  calls: [string, string][];
  /** The answer for a signing call, or null when the path is not one. */
  answer(method: string, path: string, body: unknown): FakeAnswer | null;
  /** The signing routes' handlers. */
  handlers: FakeHandlers<typeof signingRoutes>;
  /** Ends a pending order as the provider would (expiredTransaction, startFailed...). */
  fail(orderRef: string, hintCode: string): void;
}

// A real QR code of "bankid.test" would need the encoder; a fixed 21x21 pattern will do.
const qrPath = 'M2 2h7v7h-7zM12 2h7v7h-7zM2 12h7v7h-7zM11 11h1v1h-1zM14 14h2v2h-2z';

export function createFakeSigning(options: FakeSigningOptions): FakeSigning {
  const orders: FakeSigning['orders'] = new Map();
  const calls: FakeSigning['calls'] = [];
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
    calls,
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
    answer(method, path, body) {
      const match = /^\/api\/v1\/signing\/orders\/([^/]+)(?:\/(cancel|test-confirm))?$/.exec(path);
      if (!match) return null;
      const action = match[2] ?? 'poll';
      calls.push([method, action]);
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order) return oldProblem(404, 'InvalidSignSession');
      if (action === 'poll' && method === 'GET') {
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
        return { status: 200, body: view(order) };
      }
      if (method !== 'POST') return oldProblem(404, 'notFound');
      if (action === 'cancel') {
        if (order.status === 'pending') {
          Object.assign(order, { status: 'cancelled', hintCode: 'userCancel' });
        }
        return { status: 200, body: view(order) };
      }
      const parsed = testSignerConfirmSchema.safeParse(body);
      if (!parsed.success) {
        return oldProblem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      }
      if (order.status !== 'pending') return oldProblem(409, 'signOrderNotPending');
      if (parsed.data.personalNumber !== options.personalNumber) {
        return oldProblem(400, 'validation', {
          personalNumber: 'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
        });
      }
      order.state = 'userSign';
      return { status: 200, body: view(order) };
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

/**
 * A stand-in for window.fetch in browser tests: `route` answers each call from its method,
 * path and JSON body; an answer of 400 or more is sent as application/problem+json.
 */
export function fakeFetch(
  route: (method: string, path: string, body: unknown) => FakeAnswer | Promise<FakeAnswer>,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = await route(method, url.pathname, body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json',
      },
    });
  };
}
