import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  createProxyRequestSchema,
  replaceProxyRequestSchema,
  rolesForRights,
  type Proxy,
} from '../../../shared/contracts/proxies.ts';
import { todayInSweden } from '../../../shared/time/index.ts';
import {
  createFakeSigning,
  type FakeSigning,
} from '../../../shared/signing/testing/fakeSigning.ts';

/**
 * A stand-in for /api/v1/proxies in element tests (the real server is tested in
 * server/proxies): Anna's proxies in memory, the shared schemas for input, her personal
 * number for signing. Installed as window.fetch; `calls` records every request.
 */
export const annaId = '00000000-0000-4000-8000-000000000001';
export const bertilId = '00000000-0000-4000-8000-000000000002';
export const annaNumber = '195001011237';
/** Members the fake knows by personal number (a receiver who is one gets an active proxy). */
const members: Record<string, { id: string; name: string }> = {
  '196211034563': { id: bertilId, name: 'Bertil Gran' },
};

export const bertilToAnna: Proxy = {
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'active',
  rights: ['signForestAgreements'],
  roles: rolesForRights(['signForestAgreements']),
  validTo: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  signedAt: '2026-01-05T10:01:00.000Z',
  endedAt: null,
  direction: 'received',
  giver: { memberId: bertilId, name: 'Bertil Gran' },
  receiver: {
    memberId: annaId,
    nationalId: annaNumber,
    name: 'Anna Skog',
    email: 'anna.skog@example.se',
    phoneCountryCode: '+46',
    phone: '701234567',
  },
  replacesProxyId: null,
  registrationTicketId: null,
};

export const annaToBertil: Proxy = {
  ...bertilToAnna,
  id: '00000000-0000-4000-8000-0000000000a2',
  status: 'active',
  rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
  roles: rolesForRights(['signForestAgreements', 'chooseLiquidityRecipient']),
  validTo: '2027-06-30',
  direction: 'given',
  giver: { memberId: annaId, name: 'Anna Skog' },
  receiver: {
    memberId: bertilId,
    nationalId: '196211034563',
    name: 'Bertil Gran',
    email: 'bertil.gran@example.se',
    phoneCountryCode: '+46',
    phone: '702345678',
  },
};

export const ticketId = 'T'.repeat(43);

/** An answer of the fake; `wait` holds it back until the promise settles. */
type Answer = { status: number; body?: unknown; wait?: Promise<void> };
export interface FakeProxyApi {
  proxies: Proxy[];
  /** The signing calls' fake (orders, test signer with Anna's number). */
  signing: FakeSigning;
  calls: { method: string; path: string; body: unknown }[];
  /** Answers the next call to a path (suffix match) with this instead. */
  failNext(pathEnd: string, answer: Answer): void;
  /** Holds the next list answer back until the returned function is called. */
  holdList(): () => void;
  restore(): void;
}

const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

export function installFakeProxyApi(initial: Proxy[] = [bertilToAnna, annaToBertil]): FakeProxyApi {
  const original = window.fetch;
  const proxies = initial.map((p) => structuredClone(p));
  const calls: FakeProxyApi['calls'] = [];
  const failures: { pathEnd: string; answer: Answer }[] = [];
  let counter = 0;
  // The giver's signature: the order's completion does what the server's signProxy does.
  const signing = createFakeSigning({
    personalNumber: annaNumber,
    userSignPolls: 0,
    complete: (order) => {
      const proxy = proxies.find((p) => p.id === order.subjectId)!;
      const member = members[proxy.receiver.nationalId];
      Object.assign(proxy, {
        signedAt: new Date().toISOString(),
        status: member ? 'active' : 'pendingCreationOfParty',
        registrationTicketId: member ? null : ticketId,
      });
      if (member) Object.assign(proxy.receiver, { memberId: member.id, name: member.name });
      const old = proxies.find((p) => p.id === proxy.replacesProxyId);
      if (old) Object.assign(old, { status: 'cancelled', endedAt: new Date().toISOString() });
      return { proxyId: proxy.id };
    },
  });

  const answer = (method: string, path: string, body: unknown): Answer => {
    const failure = failures.findIndex((f) => path.endsWith(f.pathEnd));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const signingAnswer = signing.answer(method, path, body);
    if (signingAnswer) return signingAnswer;
    const today = todayInSweden();
    if (method === 'GET' && path === '/api/v1/proxies') {
      return {
        status: 200,
        body: {
          given: proxies.filter((p) => p.direction === 'given'),
          received: proxies.filter((p) => p.direction === 'received'),
        },
      };
    }
    if (method === 'POST' && path === '/api/v1/proxies') {
      const parsed = createProxyRequestSchema({ today, ownPersonalNumber: annaNumber }).safeParse(
        body,
      );
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const request = parsed.data;
      const proxy: Proxy = {
        ...annaToBertil,
        id: `00000000-0000-4000-8000-00000000b00${++counter}`,
        status: 'sentForSigning',
        rights: request.rights,
        roles: rolesForRights(request.rights),
        validTo: request.validTo || null,
        createdAt: new Date().toISOString(),
        signedAt: null,
        receiver: {
          memberId: null,
          nationalId: request.receiverNationalId,
          name: null,
          email: request.receiverEmail,
          phoneCountryCode: request.receiverPhoneCountryCode,
          phone: request.receiverPhone,
        },
      };
      proxies.unshift(proxy);
      return { status: 201, body: proxy };
    }
    const match = /^\/api\/v1\/proxies\/([^/]+)(?:\/(sign|replace|terminate))?$/.exec(path);
    const proxy = match && proxies.find((p) => p.id === match[1]);
    if (!match || !proxy) return problem(404, 'notFound');
    const action = match[2];
    if (method === 'GET' && !action) return { status: 200, body: proxy };
    if (method !== 'POST' || proxy.direction !== 'given') return problem(403, 'forbidden');
    if (action === 'sign') {
      if (proxy.status !== 'sentForSigning') return problem(409, 'proxyNotSignable');
      const text = `Jag, Anna Skog, ger ${proxy.receiver.nationalId} fullmakt.`;
      return { status: 201, body: signing.start('proxy', proxy.id, text) };
    }
    if (action === 'replace') {
      const parsed = replaceProxyRequestSchema({ today }).safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const replacement: Proxy = {
        ...structuredClone(proxy),
        id: `00000000-0000-4000-8000-00000000c00${++counter}`,
        status: 'sentForSigning',
        rights: parsed.data.rights,
        roles: rolesForRights(parsed.data.rights),
        validTo: parsed.data.validTo || null,
        signedAt: null,
        replacesProxyId: proxy.id,
      };
      replacement.receiver.email = parsed.data.receiverEmail;
      proxies.unshift(replacement);
      return { status: 201, body: replacement };
    }
    if (action === 'terminate') {
      if (proxy.status === 'inactive' || proxy.status === 'cancelled') {
        return problem(409, 'proxyAlreadyEnded');
      }
      Object.assign(proxy, {
        status: proxy.status === 'active' ? 'inactive' : 'cancelled',
        endedAt: new Date().toISOString(),
      });
      return { status: 200, body: proxy };
    }
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const { status, body: out, wait } = answer(method, url.pathname, body);
    if (wait) await wait;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(out === undefined ? null : JSON.stringify(out), {
      status,
      headers: { 'content-type': type },
    });
  };

  return {
    proxies,
    signing,
    calls,
    failNext: (pathEnd, result) => failures.push({ pathEnd, answer: result }),
    holdList: () => {
      let release!: () => void;
      const wait = new Promise<void>((resolve) => (release = resolve));
      const list = answer('GET', '/api/v1/proxies', undefined);
      failures.push({ pathEnd: '/api/v1/proxies', answer: { ...list, wait } });
      return release;
    },
    restore: () => {
      window.fetch = original;
    },
  };
}
