import { certificationElement } from '../../shared/contracts/certification/element.ts';
import type {
  CertificationState,
  CertificationQuestion,
} from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { certificationRoutes } from '../../shared/contracts/certification/routes.ts';
import { annaEligibility } from '../../shared/contracts/certification/testing.ts';
import { signingLinkRoutes } from '../../shared/contracts/signing/linkRoutes.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi, problem } from '../../shared/testing/fakeApi.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';

/**
 * The certification element's test support: Anna's state and the questions, and a stand-in
 * for /api/v1/certificates and the signing links made from their route tables (the real
 * server is tested in server/certification): one member's state in memory, Anna's personal
 * number for signing.
 */
export const annaNumber = '195001011237';

export const annaState = (): CertificationState => ({
  status: { kind: 'completed', certificateType: 'FSC', issuedOn: '2021-04-15' },
  eligibility: { ...annaEligibility },
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

export type FakeCertificationApi = ReturnType<typeof installFakeCertificationApi>;

export function installFakeCertificationApi(state = annaState()) {
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

  const signText = 'Jag ansöker om PEFC-certifiering.';
  /** The application a link's token stands for; the server's refusal for a spent or unknown one. */
  const linked = (token: string) => {
    const id = links.get(token);
    if (!id) throw problem('signLinkNotFound');
    if (usedLinks.has(token)) throw problem('signLinkUsed');
    return id;
  };

  const api = installFakeApi(
    { ...certificationRoutes, ...signingRoutes, ...signingLinkRoutes },
    {
      getCertification: () => state,
      getQuestions: ({ query }) =>
        query.certificateType === 'PEFC'
          ? { questions: pefcQuestions }
          : problem('CertificationNotFound'),
      applyForCertification: ({ body }) => {
        const id = `application-${++counter}`;
        applications.set(id, body.certificateType);
        return {
          ...signing.start('certificationApplication', id, signText),
          applicationId: id,
        };
      },
      sendCertificationSignLink: ({ body }) => {
        const id = `application-${++counter}`;
        applications.set(id, body.application.certificateType);
        const { delivery } = body;
        links.set(`${'t'.repeat(40)}${String(counter).padStart(3, '0')}`, id);
        return {
          applicationId: id,
          channel: delivery.channel,
          recipient:
            delivery.channel === 'email'
              ? delivery.email.toLowerCase()
              : `${delivery.countryCode}${delivery.phone}`,
          expiresAt: '2026-11-27T09:00:00.000Z',
        };
      },
      // The signing link's calls (server/signing/links.ts): once, then signLinkUsed.
      readSignLink: ({ body }) => {
        linked(body.token);
        return {
          kind: 'certificationApplication',
          userVisibleData: signText,
          expiresAt: '2026-11-27T09:00:00.000Z',
        };
      },
      startSignLink: ({ body }) => {
        const id = linked(body.token);
        usedLinks.add(body.token);
        return signing.start('certificationApplication', id, signText);
      },
      ...signing.handlers,
    },
    { problems: [certificationProblems, signingProblems] },
  );
  return Object.assign(api, { state, links, signing });
}

const element = { name: certificationElement.element, define: () => import('./index.tsx') };

/** The certification element for each test: Anna with both certification flags on. */
export const certificationPerTest = () =>
  elementPerTest(element, (state: CertificationState = annaState()) => ({
    harness: {
      ...demoHarnessOptions({ person: 'anna' }),
      flags: ['CertificationApplication', 'CertificationStatus'],
    },
    api: installFakeCertificationApi(state),
  }));
