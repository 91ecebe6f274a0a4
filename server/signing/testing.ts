import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import type { demoIds } from '../db/seed.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { portalSigning } from './index.ts';
import { signingRoutes } from './routes.ts';

type Person = keyof typeof demoIds;

/** A signed-in member acting for themselves (or as `extra` says), as the API's auth hook makes it. */
export const callerOf = (memberId: string, extra: Partial<Caller> = {}): Caller => ({
  memberId,
  customerNo: '',
  idp: 'eid',
  impersonationId: null,
  effectiveMemberId: memberId,
  effectiveRoles: [],
  proxyId: null,
  ...extra,
});

/** Registers the signing routes with the local test signer; returns the service. */
export async function registerTestSigning(app: FastifyInstance, db: Db) {
  const parts = portalSigning(db, { testSigner: true });
  await app.register(signingRoutes, { db, ...parts });
  return parts;
}

/** The signing view's calls as a demo person makes them (app.inject). */
export function signingCalls(t: ApiTestApp) {
  const call = async (
    person: Person,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.as(person)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const base = (orderRef: string) => `/api/v1/signing/orders/${encodeURIComponent(orderRef)}`;
  const calls = {
    poll: (person: Person, orderRef: string, headers?: Record<string, string>) =>
      call(person, 'GET', base(orderRef), undefined, headers),
    cancel: (person: Person, orderRef: string) =>
      call(person, 'POST', `${base(orderRef)}/cancel`, {}),
    confirm: (person: Person, orderRef: string, personalNumber: string) =>
      call(person, 'POST', `${base(orderRef)}/test-confirm`, { personalNumber }),
    /** Polls until the order is no longer pending (at most 5 polls); the last answer. */
    async pollUntilDone(person: Person, orderRef: string): Promise<LightMyRequestResponse> {
      let res = await calls.poll(person, orderRef);
      for (let i = 0; i < 5 && res.statusCode === 200 && res.json().status === 'pending'; i++) {
        res = await calls.poll(person, orderRef);
      }
      return res;
    },
    /**
     * The whole flow after an area's start answer: confirm in the test signer with the
     * number, poll until done. Answers the first call that fails, else the final poll.
     */
    async signWith(person: Person, started: LightMyRequestResponse, personalNumber: string) {
      if (started.statusCode !== 201) return started;
      const { orderRef } = started.json<{ orderRef: string }>();
      const confirmed = await calls.confirm(person, orderRef, personalNumber);
      if (confirmed.statusCode !== 200) return confirmed;
      return calls.pollUntilDone(person, orderRef);
    },
  };
  return calls;
}
