import type { SignOrder, SignOrderStart } from '../../contracts/signing.ts';
import { testSignerConfirmSchema } from '../../contracts/signing.ts';
import { fieldErrorsFromIssues } from '../../contracts/fieldErrors.ts';

/**
 * A stand-in for the signing calls in element tests (the real service is tested in
 * server/signing): orders in memory, the test signer's rules (own personal number, then
 * userSign, then complete), cancel. An area's fake starts orders with `start` and answers
 * every /api/v1/signing/ call with `answer`.
 */
export type FakeAnswer = { status: number; body?: unknown };

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
  /** Calls made to the signing API: [method, action]. */
  calls: [string, string][];
  start(kind: string, subjectId: string, userVisibleData: string): SignOrderStart;
  /** The answer for a signing call, or null when the path is not one. */
  answer(method: string, path: string, body: unknown): FakeAnswer | null;
  /** Ends a pending order as the provider would (expiredTransaction, startFailed...). */
  fail(orderRef: string, hintCode: string): void;
}

const problem = (status: number, type: string, errors?: Record<string, string>): FakeAnswer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

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
      if (!order) return problem(404, 'InvalidSignSession');
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
      if (method !== 'POST') return problem(404, 'notFound');
      if (action === 'cancel') {
        if (order.status === 'pending') {
          Object.assign(order, { status: 'cancelled', hintCode: 'userCancel' });
        }
        return { status: 200, body: view(order) };
      }
      const parsed = testSignerConfirmSchema.safeParse(body);
      if (!parsed.success) {
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      }
      if (order.status !== 'pending') return problem(409, 'signOrderNotPending');
      if (parsed.data.personalNumber !== options.personalNumber) {
        return problem(400, 'validation', {
          personalNumber: 'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
        });
      }
      order.state = 'userSign';
      return { status: 200, body: view(order) };
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
