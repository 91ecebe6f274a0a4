import {
  certificationApplicationSchema,
  certificationSignLinkSchema,
  type CertificationQuestion,
  type CertificationState,
} from '../../../shared/contracts/certification.ts';
import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  createFakeSigning,
  type FakeSigning,
} from '../../../shared/signing/testing/fakeSigning.ts';

/**
 * A stand-in for /api/v1/certificates in element tests (the real server is tested in
 * server/certification): one member's state and the questions in memory, the shared schema
 * for the application, Anna's personal number for signing. Installed as window.fetch.
 */
export const annaNumber = '195001011237';

export const annaState = (): CertificationState => ({
  status: { kind: 'completed', certificateType: 'FSC', issuedOn: '2021-04-15' },
  eligibility: {
    isFscCertified: true,
    isPefcCertified: false,
    isExplicitMember: true,
    isOrganizationUser: false,
    isActiveMember: true,
    livesAbroad: false,
    needsPlan: false,
    hasPendingApplication: false,
  },
  totalAreaForestHa: 99.7,
  estates: [
    { id: 'e1', designation: 'Björkås 2:7', productiveForestHa: 14.2, planDate: null },
    { id: 'e2', designation: 'Norrskogen 1:4', productiveForestHa: 85.5, planDate: '2017-02-10' },
  ],
  deviations: [
    { kind: 'expiringExemption', estate: 'Björkås 2:7', date: '2027-03-31' },
    { kind: 'uncertifiedCoOwners', estate: 'Björkås 2:7', date: null },
    { kind: 'expiredCertification', estate: 'Björkås 2:7', date: '2026-06-30' },
    { kind: 'expiringPlan', estate: 'Norrskogen 1:4', date: '2027-02-10' },
  ],
  rejection: null,
  contact: {
    name: 'Anna Skog',
    email: 'anna.skog@example.se',
    phone: '+46 701234567',
    address: ['Skogsvägen 12', '352 30 Växjö'],
  },
});

export const pefcQuestions: CertificationQuestion[] = [
  { id: 'hansyn', text: 'Lämnar du naturhänsyn vid avverkning?', help: null },
  { id: 'pefc-naturvardstrad', text: 'Lämnar du minst tio naturvårdsträd per hektar?', help: null },
];

type Answer = { status: number; body?: unknown };
const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

export interface FakeCertificationApi {
  state: CertificationState;
  /** Tokens of the links sent, in order (the e-mail or SMS the member would get). */
  links: Map<string, string>;
  signing: FakeSigning;
  calls: { method: string; path: string; search: string; body: unknown; key: string | null }[];
  failNext(method: string, pathEnd: string, answer: Answer): void;
  restore(): void;
}

export function installFakeCertificationApi(state = annaState()): FakeCertificationApi {
  const original = window.fetch;
  const calls: FakeCertificationApi['calls'] = [];
  const failures: { method: string; pathEnd: string; answer: Answer }[] = [];
  const applications = new Map<string, string>();
  /** Signing links sent: token → application; a used one answers signLinkUsed. */
  const links = new Map<string, string>();
  const usedLinks = new Set<string>();
  let counter = 0;
  const signing = createFakeSigning({
    personalNumber: annaNumber,
    userSignPolls: 0,
    complete: (order) => {
      const type = applications.get(order.subjectId);
      if (!type) return { problem: { type: 'CertificationNotSignable', title: 'x' } };
      state.status = {
        kind: 'pending',
        certificateType: type as 'PEFC',
        submittedAt: new Date().toISOString(),
      };
      state.eligibility.hasPendingApplication = true;
      return { applicationId: order.subjectId, certificateType: type };
    },
  });

  const answer = (method: string, path: string, search: string, body: unknown): Answer => {
    const failure = failures.findIndex((f) => f.method === method && path.endsWith(f.pathEnd));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const signingAnswer = signing.answer(method, path, body);
    if (signingAnswer) return signingAnswer;
    if (method === 'GET' && path === '/api/v1/certificates') return { status: 200, body: state };
    if (method === 'GET' && path === '/api/v1/certificates/questions') {
      const query = new URLSearchParams(search);
      return query.get('certificateType') === 'PEFC'
        ? { status: 200, body: { questions: pefcQuestions } }
        : problem(404, 'CertificationNotFound');
    }
    if (method === 'POST' && path === '/api/v1/certificates') {
      const parsed = certificationApplicationSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const id = `application-${++counter}`;
      applications.set(id, parsed.data.certificateType);
      return {
        status: 201,
        body: {
          ...signing.start('certificationApplication', id, 'Jag ansöker om PEFC-certifiering.'),
          applicationId: id,
        },
      };
    }
    if (method === 'POST' && path === '/api/v1/certificates/sign-link') {
      const parsed = certificationSignLinkSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const id = `application-${++counter}`;
      applications.set(id, parsed.data.application.certificateType);
      const { delivery } = parsed.data;
      links.set(`${'t'.repeat(40)}${String(counter).padStart(3, '0')}`, id);
      return {
        status: 201,
        body: {
          applicationId: id,
          channel: delivery.channel,
          recipient:
            delivery.channel === 'email'
              ? delivery.email.toLowerCase()
              : `${delivery.countryCode}${delivery.phone}`,
          expiresAt: '2026-11-27T09:00:00.000Z',
        },
      };
    }
    // The signing link's calls (server/signing/links.ts): once, then signLinkUsed.
    if (method === 'POST' && path.startsWith('/api/v1/signing/links/')) {
      const token = (body as { token: string }).token;
      const id = links.get(token);
      if (!id) return problem(404, 'signLinkNotFound');
      if (usedLinks.has(token)) return problem(409, 'signLinkUsed');
      if (path.endsWith('/read')) {
        return {
          status: 200,
          body: {
            kind: 'certificationApplication',
            userVisibleData: 'Jag ansöker om PEFC-certifiering.',
            expiresAt: '2026-11-27T09:00:00.000Z',
          },
        };
      }
      usedLinks.add(token);
      return {
        status: 201,
        body: signing.start('certificationApplication', id, 'Jag ansöker om PEFC-certifiering.'),
      };
    }
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ method, path: url.pathname, search: url.search, body, key });
    const { status, body: out } = answer(method, url.pathname, url.search, body);
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(out === undefined ? null : JSON.stringify(out), {
      status,
      headers: { 'content-type': type },
    });
  };

  return {
    state,
    links,
    signing,
    calls,
    failNext: (method, pathEnd, result) => failures.push({ method, pathEnd, answer: result }),
    restore: () => {
      window.fetch = original;
    },
  };
}
