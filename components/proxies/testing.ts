import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';
import { proxyRoutes } from '../../shared/contracts/proxies/routes.ts';
import {
  createProxyRequestSchema,
  replaceProxyRequestSchema,
  rolesForRights,
  type Proxy,
} from '../../shared/contracts/proxies.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi, parseWith, problem } from '../../shared/testing/fakeApi.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';

/**
 * The proxies element's test support: Anna's proxies, and a stand-in for /api/v1/proxies
 * made from its route table (the real server is tested in server/proxies): the proxies in
 * memory, the create and replace bodies parsed again with the day's rules as the server
 * does, her personal number for signing.
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

export type FakeProxyApi = ReturnType<typeof installFakeProxyApi>;

export function installFakeProxyApi(initial: Proxy[] = [bertilToAnna, annaToBertil]) {
  const proxies = initial.map((p) => structuredClone(p));
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
  /** The caller's own given proxy; the server's refusal otherwise. */
  const given = (proxyId: string) => {
    const proxy = proxies.find((p) => p.id === proxyId);
    if (!proxy) throw problem('notFound');
    if (proxy.direction !== 'given') throw problem('forbidden');
    return proxy;
  };

  const api = installFakeApi(
    { ...proxyRoutes, ...signingRoutes },
    {
      listProxies: () => ({
        given: proxies.filter((p) => p.direction === 'given'),
        received: proxies.filter((p) => p.direction === 'received'),
      }),
      getProxy: ({ params }) => proxies.find((p) => p.id === params.proxyId) ?? problem('notFound'),
      createProxy: ({ call }) => {
        const request = parseWith(
          createProxyRequestSchema({ today: todayInSweden(), ownPersonalNumber: annaNumber }),
          call.body,
        );
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
        return proxy;
      },
      signProxy: ({ params }) => {
        const proxy = given(params.proxyId);
        if (proxy.status !== 'sentForSigning') return problem('proxyNotSignable');
        const text = `Jag, Anna Skog, ger ${proxy.receiver.nationalId} fullmakt.`;
        return signing.start('proxy', proxy.id, text);
      },
      replaceProxy: ({ params, call }) => {
        const proxy = given(params.proxyId);
        const request = parseWith(replaceProxyRequestSchema({ today: todayInSweden() }), call.body);
        const replacement: Proxy = {
          ...structuredClone(proxy),
          id: `00000000-0000-4000-8000-00000000c00${++counter}`,
          status: 'sentForSigning',
          rights: request.rights,
          roles: rolesForRights(request.rights),
          validTo: request.validTo || null,
          signedAt: null,
          replacesProxyId: proxy.id,
        };
        replacement.receiver.email = request.receiverEmail;
        proxies.unshift(replacement);
        return replacement;
      },
      terminateProxy: ({ params }) => {
        const proxy = given(params.proxyId);
        if (proxy.status === 'inactive' || proxy.status === 'cancelled') {
          return problem('proxyAlreadyEnded');
        }
        Object.assign(proxy, {
          status: proxy.status === 'active' ? 'inactive' : 'cancelled',
          endedAt: new Date().toISOString(),
        });
        return proxy;
      },
      ...signing.handlers,
    },
    { problems: [proxyProblems, signingProblems] },
  );
  return Object.assign(api, { proxies, signing });
}

const element = { name: proxiesElement.element, define: () => import('./index.tsx') };

/** The proxies element for each test: Anna on her own profile, on the fake above. */
export const proxiesPerTest = () =>
  elementPerTest(element, () => ({
    harness: demoHarnessOptions({ person: 'anna' }),
    api: installFakeProxyApi(),
  }));
