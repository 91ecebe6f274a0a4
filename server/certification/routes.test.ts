import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CertificationApplication,
  CertificationState,
} from '../../shared/contracts/certification.ts';
import { certificationMessages } from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import {
  eligibilityOutcome,
  selectableCertificates,
} from '../../shared/contracts/certification/guard.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { signingTestApp } from '../signing/testApp.ts';
import type { signingCalls } from '../signing/testing.ts';
import { outboxMessages } from '../signing/schema.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import { staffTaskAudit, staffTasks } from '../staff-desk/schema.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { expectValidation } from '../testing/validation.ts';
import { withProxyChanged } from '../testing/proxyRoles.ts';
import { demoApplicant } from './demoApplicant.ts';
import { certificationRoutes } from './routes.ts';
import {
  certificationApplications,
  certificationEstates,
  certificationQuestions,
} from './schema.ts';
import { certificationDemoIds, seedCertification } from './seed.ts';
import { certificationState } from './state.ts';
import { annaEligibility } from '../../shared/contracts/certification/testing.ts';

type Person = 'anna' | 'bertil' | 'cecilia' | 'david';
const annaNumber = '195001011237';
const now = new Date('2026-11-26T10:00:00Z');

/** Anna's PEFC application as the form sends it. */
const annasPefc: CertificationApplication = {
  certificateType: 'PEFC',
  answers: {
    hansyn: 'yes',
    kemikalier: 'yes',
    kulturmiljo: 'no',
    'pefc-naturvardstrad': 'yes',
    naturvardsplan: 'yes',
  },
  advisorMessage: 'Ring mig gärna på förmiddagen.',
  introVideoWatched: true,
  confirmedDetails: true,
};

describe('certification', () => {
  let t: ApiTestApp;
  let signing: ReturnType<typeof signingCalls>;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    ({ t, signing } = await signingTestApp(async (app, db, service) => {
      await app.register(certificationRoutes, {
        db,
        signing: service,
        productName: 'Granskog',
        content: flagsContent(() => off),
        now: () => now,
      });
    }));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const memberDefaults = {
    anna: { isFscCertified: true, isPefcCertified: false },
    bertil: { isFscCertified: false, isPefcCertified: true },
  };
  beforeEach(async () => {
    const tasks = await db()
      .select({ id: staffTasks.id })
      .from(staffTasks)
      .where(eq(staffTasks.kind, 'certificationApplicationReview'));
    if (tasks.length) {
      await db()
        .delete(staffTaskAudit)
        .where(
          inArray(
            staffTaskAudit.taskId,
            tasks.map((task) => task.id),
          ),
        );
      await db().delete(staffTasks).where(eq(staffTasks.kind, 'certificationApplicationReview'));
    }
    await db().delete(certificationApplications);
    await db().delete(certificationEstates);
    await db().delete(certificationQuestions);
    await seedCertification(db());
    for (const who of ['anna', 'bertil'] as const) {
      await db()
        .update(members)
        .set({
          ...memberDefaults[who],
          isExplicitMember: true,
          isOrganizationUser: false,
          departedOn: null,
          country: 'SE',
          customerNo: who === 'anna' ? '100001' : '100002',
          mobileCountryCode: '+46',
          mobilePhone: who === 'anna' ? '701234567' : '703456789',
        })
        .where(eq(members.id, demoIds[who]));
    }
  });

  const setMember = (who: Person, values: Partial<typeof members.$inferInsert>) =>
    db().update(members).set(values).where(eq(members.id, demoIds[who]));
  const get = async (person: Person, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.as(person) });
  const state = async (person: Person = 'anna') =>
    (await get(person, '/api/v1/certificates')).json<CertificationState>();
  const apply = async (
    person: Person,
    payload: unknown = annasPefc,
    key = randomUUID(),
    actingFor?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/certificates',
      headers: { ...(await t.as(person, actingFor)), 'idempotency-key': key },
      payload: payload as object,
    });
  const stored = () => db().select().from(certificationApplications);
  const open = async () =>
    (await stored()).filter((r) => r.status === 'awaitingSignature' || r.status === 'pending');

  const expectProblem = async (
    response: Awaited<ReturnType<typeof apply>>,
    type: keyof typeof certificationProblems,
  ) => {
    expect(response.statusCode).toBe(certificationProblems[type].status);
    expect(response.json()).toMatchObject({ type, status: certificationProblems[type].status });
    expect(await open()).toEqual([]);
  };

  it('refuses the application steps while CertificationApplication is off, the home stays (§2)', async () => {
    const before = await stored();
    off = ['CertificationApplication'];
    try {
      const signLink = await t.app.inject({
        method: 'POST',
        url: '/api/v1/certificates/sign-link',
        headers: { ...(await t.as('anna')), 'idempotency-key': randomUUID() },
        payload: {},
      });
      for (const res of [
        await get('anna', '/api/v1/certificates/questions'),
        await apply('anna'),
        signLink,
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
      expect(await stored()).toEqual(before);
      expect((await get('anna', '/api/v1/certificates')).statusCode).toBe(200);
    } finally {
      off = [];
    }
  });

  describe('GET /api/v1/certificates', () => {
    it("gives Anna her FSC certificate's date, her estates and every kind of deviation", async () => {
      const res = await get('anna', '/api/v1/certificates');
      expect(res.statusCode).toBe(200);
      const body = res.json<CertificationState>();
      expect(body.status).toEqual({
        kind: 'completed',
        certificateType: 'FSC',
        issuedOn: '2021-04-15',
      });
      expect(body.eligibility).toEqual(annaEligibility);
      expect(body.totalAreaForestHa).toBe(99.7);
      expect(body.estates.map((e) => [e.designation, e.productiveForestHa, e.planDate])).toEqual([
        ['Björkås 2:7', 14.2, null],
        ['Norrskogen 1:4', 85.5, '2017-02-10'],
      ]);
      expect(body.deviations).toEqual([
        { kind: 'expiringExemption', estate: 'Björkås 2:7', date: '2027-03-31' },
        { kind: 'uncertifiedCoOwners', estate: 'Björkås 2:7', date: null },
        { kind: 'expiredCertification', estate: 'Björkås 2:7', date: '2026-06-30' },
        { kind: 'expiringPlan', estate: 'Norrskogen 1:4', date: '2027-02-10' },
      ]);
      expect(body.contact).toMatchObject({
        name: 'Anna Skog',
        email: 'anna.skog@example.se',
        phone: '+46 701234567',
      });
    });

    it('gives Cecilia no certificate and no estates, as an organisation user', async () => {
      const body = await state('cecilia');
      expect(body.status).toEqual({ kind: 'none' });
      expect(body.eligibility.isOrganizationUser).toBe(true);
      expect(body.estates).toEqual([]);
      expect(body.totalAreaForestHa).toBe(0);
    });

    it('says an estate over 20 ha whose plan is over 10 years old needs a plan', async () => {
      await db()
        .update(certificationEstates)
        .set({ planDate: '2016-11-25' })
        .where(eq(certificationEstates.estateId, mapDemoIds.norrskogen));
      expect((await state()).eligibility.needsPlan).toBe(true);
      await db()
        .update(certificationEstates)
        .set({ planDate: '2016-11-26' })
        .where(eq(certificationEstates.estateId, mapDemoIds.norrskogen));
      expect((await state()).eligibility.needsPlan).toBe(false);
    });

    it('refuses David (no Page_Certification_Read) with 403 and a signed-out caller with 401', async () => {
      expect((await get('david', '/api/v1/certificates')).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/certificates' });
      expect(res.statusCode).toBe(401);
    });

    it('refuses Anna acting for Bertil (his proxy gives no certification roles)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/certificates',
        headers: await t.as('anna', demoIds.bertil),
      });
      expect(res.statusCode).toBe(403);
    });

    it('answers CertificationProfileNotFound for a member who does not exist', async () => {
      await expect(certificationState(db(), randomUUID(), '2026-11-26')).rejects.toMatchObject({
        status: 404,
        type: 'CertificationProfileNotFound',
      });
    });
  });

  describe('GET /api/v1/certificates/questions', () => {
    const questions = async (query: string, person: Person = 'anna') =>
      get(person, `/api/v1/certificates/questions?${query}`);
    const ids = async (query: string) =>
      (await questions(query)).json<{ questions: { id: string }[] }>().questions.map((q) => q.id);

    it('asks PEFC questions, and the large-holding one from 50 ha', async () => {
      expect(await ids('certificateType=PEFC&totalAreaForest=99.7')).toEqual([
        'hansyn',
        'kemikalier',
        'kulturmiljo',
        'pefc-naturvardstrad',
        'naturvardsplan',
      ]);
      expect(await ids('certificateType=PEFC&totalAreaForest=49.99')).toEqual([
        'hansyn',
        'kemikalier',
        'kulturmiljo',
        'pefc-naturvardstrad',
      ]);
      expect(await ids('certificateType=FSCAndPEFC&totalAreaForest=50')).toEqual([
        'hansyn',
        'kemikalier',
        'kulturmiljo',
        'fsc-avsattning',
        'pefc-naturvardstrad',
        'naturvardsplan',
      ]);
    });

    it('refuses a bad query with 400 and its Swedish messages', async () => {
      const res = await questions('certificateType=ISO&totalAreaForest=-1');
      expectValidation(res, {
        certificateType: certificationMessages.certificateType,
        totalAreaForest: certificationMessages.totalAreaForest,
      });
    });

    it('answers CertificationNotFound when there are no questions', async () => {
      await db().delete(certificationQuestions);
      const res = await questions('certificateType=FSC&totalAreaForest=10');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'CertificationNotFound',
        title: certificationProblems.CertificationNotFound.message,
      });
    });

    it('lets any member with the roles read the questions (Cecilia), not David', async () => {
      expect(
        (await questions('certificateType=FSC&totalAreaForest=10', 'cecilia')).statusCode,
      ).toBe(200);
      expect((await questions('certificateType=FSC&totalAreaForest=10', 'david')).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST /api/v1/certificates', () => {
    it(
      'Anna applies for PEFC, signs with BankID and her application is under processing',
      { tags: ['engine'] },
      async () => {
        const started = await apply('anna');
        expect(started.statusCode).toBe(201);
        const { applicationId } = started.json<{ applicationId: string }>();
        const [waiting] = await stored().then((rows) => rows.filter((r) => r.id === applicationId));
        expect(waiting).toMatchObject({
          status: 'awaitingSignature',
          memberId: demoIds.anna,
          certificateType: 'PEFC',
          totalAreaForestHa: 99.7,
          advisorMessage: 'Ring mig gärna på förmiddagen.',
        });
        expect((await state()).status.kind).toBe('completed');

        const done = await signing.signWith('anna', started, annaNumber);
        expect(done.json()).toMatchObject({
          status: 'complete',
          result: { applicationId, certificateType: 'PEFC' },
        });
        const after = await state();
        expect(after.status).toEqual({
          kind: 'pending',
          certificateType: 'PEFC',
          submittedAt: now.toISOString(),
        });
        expect(after.eligibility.hasPendingApplication).toBe(true);

        // One application under processing at a time.
        await expectProblemKeeping(await apply('anna'), 'CertificationApplicationPending');
      },
    );

    const expectProblemKeeping = async (
      response: Awaited<ReturnType<typeof apply>>,
      type: keyof typeof certificationProblems,
    ) => {
      expect(response.statusCode).toBe(certificationProblems[type].status);
      expect(response.json()).toMatchObject({ type });
      expect(await open()).toHaveLength(1);
    };

    describe('the adviser at the staff desk', () => {
      const eva = { id: demoIds.eva, name: 'Eva', email: 'eva@example.se' };
      const signedApplication = async () => {
        const started = await apply('anna');
        await signing.signWith('anna', started, annaNumber);
        const { applicationId } = started.json<{ applicationId: string }>();
        const [task] = await db()
          .select()
          .from(staffTasks)
          .where(
            and(
              eq(staffTasks.kind, 'certificationApplicationReview'),
              eq(staffTasks.subjectId, applicationId),
            ),
          );
        return { applicationId, task: task! };
      };
      const act = (taskId: string, action: 'approve' | 'reject', note = '') =>
        handleStaffTask(db(), staffTaskKindsOf(serverAreas), { taskId, action, staff: eva, note });

      it(
        'gets a task when Anna signs; approving issues PEFC today and she holds both',
        { tags: ['engine'] },
        async () => {
          const { task } = await signedApplication();
          expect(task).toMatchObject({ status: 'open', memberId: demoIds.anna });
          expect(await act(task.id, 'approve')).toEqual({ ok: true, status: 'done' });
          const after = await state();
          expect(after.status).toEqual({
            kind: 'completed',
            certificateType: 'FSCAndPEFC',
            issuedOn: todayInSweden(),
          });
          expect(after.eligibility).toMatchObject({
            isFscCertified: true,
            isPefcCertified: true,
            hasPendingApplication: false,
          });
          expect(after.rejection).toBeNull();
        },
      );

      it('rejecting needs a reason, which Anna then reads; she may apply again', async () => {
        const { task } = await signedApplication();
        expect(await act(task.id, 'reject')).toMatchObject({ ok: false, reason: 'noteRequired' });
        expect((await state()).status.kind).toBe('pending');
        expect(await act(task.id, 'reject', 'Naturvårdsplan saknas.')).toEqual({
          ok: true,
          status: 'rejected',
        });
        const after = await state();
        expect(after.status).toEqual({
          kind: 'completed',
          certificateType: 'FSC',
          issuedOn: '2021-04-15',
        });
        expect(after.rejection).toEqual({
          certificateType: 'PEFC',
          rejectedOn: todayInSweden(),
          reason: 'Naturvårdsplan saknas.',
        });
        expect(after.eligibility.isPefcCertified).toBe(false);
        expect((await apply('anna')).statusCode).toBe(201);
      });

      it('decides once when two staff press at once', { tags: ['engine'] }, async () => {
        const { applicationId, task } = await signedApplication();
        const outcomes = await Promise.all([
          act(task.id, 'approve'),
          act(task.id, 'reject', 'Samtidigt.'),
        ]);
        expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
        expect(outcomes.filter((o) => !o.ok)).toMatchObject([{ reason: 'alreadyHandled' }]);
        const [row] = (await stored()).filter((r) => r.id === applicationId);
        expect(row!.status).toBe(outcomes[0].ok ? 'completed' : 'rejected');
      });

      it('refuses to decide an application that is no longer under processing', async () => {
        const { applicationId, task } = await signedApplication();
        await db()
          .update(certificationApplications)
          .set({ status: 'cancelled' })
          .where(eq(certificationApplications.id, applicationId));
        expect(await act(task.id, 'approve')).toEqual({
          ok: false,
          reason: 'refused',
          message: 'Ansökan är inte längre under behandling.',
        });
        expect((await state()).eligibility.isPefcCertified).toBe(false);
      });
    });

    describe('signed by a link sent by e-mail or SMS', () => {
      const sendLink = async (delivery: object, person: Person = 'anna') =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/certificates/sign-link',
          headers: { ...(await t.as(person)), 'idempotency-key': randomUUID() },
          payload: { application: annasPefc, delivery },
        });
      const newestMessage = async () => {
        const all = await db().select().from(outboxMessages);
        return all.sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
      };

      it('sends Anna an SMS; opening the link signed in lets her sign and it is under processing', async () => {
        const res = await sendLink({
          channel: 'sms',
          email: '',
          countryCode: '+46',
          phone: '70 123 45 67',
        });
        expect(res.statusCode).toBe(201);
        const { applicationId } = res.json<{ applicationId: string }>();
        expect(res.json()).toMatchObject({ channel: 'sms', recipient: '+46701234567' });
        const [waiting] = (await stored()).filter((r) => r.id === applicationId);
        expect(waiting!.status).toBe('awaitingSignature');
        const message = await newestMessage();
        expect(message.body).toContain('Skriv under din ansökan om skogscertifiering med BankID');
        expect(message.body).toContain('/min-skog/skogscertifiering/signera/#token=');
        const token = /#token=([\w-]{43})/.exec(message.body)![1]!;

        const started = await t.app.inject({
          method: 'POST',
          url: '/api/v1/signing/links/start',
          headers: { ...(await t.as('anna')), 'idempotency-key': randomUUID() },
          payload: { token },
        });
        expect(started.statusCode).toBe(201);
        const done = await signing.signWith('anna', started, annaNumber);
        expect(done.json()).toMatchObject({
          status: 'complete',
          result: { applicationId, certificateType: 'PEFC' },
        });
        expect((await state()).status.kind).toBe('pending');
      });

      it('refuses a bad address with the Swedish message, storing nothing', async () => {
        const res = await sendLink({
          channel: 'email',
          email: 'anna@',
          countryCode: '',
          phone: '',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ 'delivery.email': 'Ange en giltig e-postadress' });
        const none = await sendLink({
          channel: 'sms',
          email: '',
          countryCode: '46',
          phone: '0701',
        });
        expect(none.json().errors).toEqual({
          'delivery.countryCode':
            'Ange landsnummer med plustecken och 1–4 siffror, till exempel +46.',
          'delivery.phone': 'Ange med 7-10 siffror, utan en inledande nolla.',
        });
        expect(await open()).toEqual([]);
      });

      it('checks the application by the same rules first (Bertil holds PEFC)', async () => {
        const res = await sendLink(
          { channel: 'email', email: 'bertil.gran@example.se', countryCode: '', phone: '' },
          'bertil',
        );
        expect(res.json()).toMatchObject({ type: 'PefcCertificateExists' });
      });

      it('lets the demo applicant Ingrid (no certificate, a phone) apply for FSC and sign by an e-mailed link', async () => {
        const ingrid = { authorization: `Bearer ${await t.tokenFor(demoApplicant.id)}` };
        const mine = await t.app.inject({
          method: 'GET',
          url: '/api/v1/certificates',
          headers: ingrid,
        });
        const before = mine.json<CertificationState>();
        expect(before.status).toEqual({ kind: 'none' });
        expect(eligibilityOutcome(before.eligibility)).toBeNull();
        expect(selectableCertificates(before.eligibility)).toEqual(['FSC', 'PEFC', 'FSCAndPEFC']);
        expect(before.totalAreaForestHa).toBe(18.4);
        expect(before.contact).toMatchObject({
          phone: '+46 730112233',
          email: 'ingrid.ljung@example.se',
        });
        expect(before.deviations).toEqual([]);

        const questions = await t.app.inject({
          method: 'GET',
          url: '/api/v1/certificates/questions?certificateType=FSC&totalAreaForest=18.4',
          headers: ingrid,
        });
        const ids = questions.json<{ questions: { id: string }[] }>().questions.map((q) => q.id);
        expect(ids).toEqual(['hansyn', 'kemikalier', 'kulturmiljo', 'fsc-avsattning']);
        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/v1/certificates/sign-link',
          headers: { ...ingrid, 'idempotency-key': randomUUID() },
          payload: {
            application: {
              ...annasPefc,
              certificateType: 'FSC',
              answers: Object.fromEntries(ids.map((id) => [id, 'yes'])),
            },
            delivery: {
              channel: 'email',
              email: 'ingrid.ljung@example.se',
              countryCode: '',
              phone: '',
            },
          },
        });
        expect(sent.statusCode).toBe(201);
        expect(sent.json()).toMatchObject({
          channel: 'email',
          recipient: 'ingrid.ljung@example.se',
        });
        const message = await newestMessage();
        expect(message.recipient).toBe('ingrid.ljung@example.se');
        const token = /#token=([\w-]{43})/.exec(message.body)![1]!;
        const started = await t.app.inject({
          method: 'POST',
          url: '/api/v1/signing/links/start',
          headers: { ...ingrid, 'idempotency-key': randomUUID() },
          payload: { token },
        });
        expect(started.statusCode).toBe(201);
        const { orderRef } = started.json<{ orderRef: string }>();
        const order = `/api/v1/signing/orders/${encodeURIComponent(orderRef)}`;
        const confirmed = await t.app.inject({
          method: 'POST',
          url: `${order}/test-confirm`,
          headers: ingrid,
          payload: { personalNumber: demoApplicant.personalNumber },
        });
        expect(confirmed.statusCode).toBe(200);
        await expect
          .poll(
            async () =>
              (await t.app.inject({ method: 'GET', url: order, headers: ingrid })).json().status,
          )
          .toBe('complete');
        const after = await t.app.inject({
          method: 'GET',
          url: '/api/v1/certificates',
          headers: ingrid,
        });
        expect(after.json<CertificationState>().status).toMatchObject({
          kind: 'pending',
          certificateType: 'FSC',
        });
      });
    });

    it('lets Anna double-certify (FSC and PEFC) while she holds FSC', async () => {
      const res = await apply('anna', {
        ...annasPefc,
        certificateType: 'FSCAndPEFC',
        answers: { ...annasPefc.answers, 'fsc-avsattning': 'yes' },
      });
      expect(res.statusCode).toBe(201);
    });

    it('replaces an unsigned application when the member sends again (one row)', async () => {
      expect((await apply('anna')).statusCode).toBe(201);
      const second = await apply('anna', { ...annasPefc, advisorMessage: 'Andra försöket.' });
      expect(second.statusCode).toBe(201);
      const rows = await open();
      expect(rows.map((r) => [r.status, r.advisorMessage])).toEqual([
        ['awaitingSignature', 'Andra försöket.'],
      ]);
    });

    it('makes one application when two are sent at once', { tags: ['engine'] }, async () => {
      await db()
        .delete(certificationApplications)
        .where(eq(certificationApplications.memberId, demoIds.anna));
      const answers = await Promise.all([apply('anna'), apply('anna')]);
      const codes = answers.map((r) => r.statusCode).sort();
      // Both may land one after the other (the second replaces the first), or collide.
      expect(codes[0]).toBe(201);
      expect(codes[1] === 201 || codes[1] === 409).toBe(true);
      expect(await open()).toHaveLength(1);
    });

    it('refuses the signature when the application changed after the start', async () => {
      const started = await apply('anna');
      const { applicationId } = started.json<{ applicationId: string }>();
      await db()
        .update(certificationApplications)
        .set({ certificateType: 'FSCAndPEFC' })
        .where(eq(certificationApplications.id, applicationId));
      const done = await signing.signWith('anna', started, annaNumber);
      expect(done.json()).toMatchObject({
        status: 'failed',
        hintCode: 'completionRejected',
        result: { type: 'CertificationNotSignable' },
      });
      expect((await state()).status.kind).toBe('completed');
    });

    it("does not let Bertil poll Anna's sign order (404)", async () => {
      const started = await apply('anna');
      const res = await signing.poll('bertil', started.json<{ orderRef: string }>().orderRef);
      expect(res.statusCode).toBe(404);
    });

    describe('refuses by every rule with its code, storing nothing', () => {
      it('FscCertificateExists: Anna holds FSC', async () => {
        await expectProblem(
          await apply('anna', { ...annasPefc, certificateType: 'FSC' }),
          'FscCertificateExists',
        );
      });
      it('PefcCertificateExists: Bertil holds PEFC', async () => {
        await expectProblem(await apply('bertil'), 'PefcCertificateExists');
      });
      it('AlreadyCertified: both held', async () => {
        await setMember('anna', { isPefcCertified: true });
        await expectProblem(await apply('anna'), 'AlreadyCertified');
      });
      for (const [what, change] of [
        ['an organisation user', { isOrganizationUser: true }],
        ['a member who is not an explicit member', { isExplicitMember: false }],
        ['an owner abroad', { country: 'NO' }],
        ['a departed member', { departedOn: '2026-01-31' }],
      ] as const) {
        it(`CertificationAdviserRequired: ${what}`, async () => {
          await setMember('anna', change);
          await expectProblem(await apply('anna'), 'CertificationAdviserRequired');
        });
      }
      it('CertificationAdviserRequired: Cecilia (organisation)', async () => {
        await expectProblem(await apply('cecilia'), 'CertificationAdviserRequired');
      });
      it('CertificationAdviserRequired: an estate over 20 ha without a plan', async () => {
        await db()
          .update(certificationEstates)
          .set({ planDate: null })
          .where(eq(certificationEstates.estateId, mapDemoIds.norrskogen));
        await expectProblem(await apply('anna'), 'CertificationAdviserRequired');
      });
      it('MissingCustomerNumber', async () => {
        await setMember('anna', { customerNo: ' ' });
        await expectProblem(await apply('anna'), 'MissingCustomerNumber');
      });
      it('CertifiedEstatesNotFound: no productive forest on record', async () => {
        await db().delete(certificationEstates);
        await expectProblem(await apply('anna'), 'CertifiedEstatesNotFound');
      });
      it('ExceededMaximumTotalForestArea: over 1 000 ha', async () => {
        await db()
          .update(certificationEstates)
          .set({ productiveForestHa: 985.81 })
          .where(eq(certificationEstates.estateId, mapDemoIds.norrskogen));
        await expectProblem(await apply('anna'), 'ExceededMaximumTotalForestArea');
      });
      it('MissingCertifiedUseRightGroup', async () => {
        await db().update(certificationEstates).set({ useRightGroupId: null });
        await expectProblem(await apply('anna'), 'MissingCertifiedUseRightGroup');
      });
      it('CertificationValidationFailed: no phone number', async () => {
        await setMember('anna', { mobilePhone: null });
        const res = await apply('anna');
        await expectProblem(res, 'CertificationValidationFailed');
        expect(res.json()).toMatchObject({ errors: { phone: certificationMessages.phoneMissing } });
      });
      it('CertificationValidationFailed: a question unanswered and one unknown', async () => {
        const { naturvardsplan: _left, ...rest } = annasPefc.answers;
        const res = await apply('anna', { ...annasPefc, answers: { ...rest, lottery: 'yes' } });
        await expectProblem(res, 'CertificationValidationFailed');
        expect(res.json<{ errors: object }>().errors).toEqual({
          'answers.naturvardsplan': certificationMessages.answer,
          'answers.lottery': certificationMessages.unknownQuestion,
        });
      });
      it('CertificationNotFound: no questions to answer', async () => {
        await db().delete(certificationQuestions);
        await expectProblem(await apply('anna'), 'CertificationNotFound');
      });
    });

    it('refuses a broken form with 400 and the form’s Swedish messages', async () => {
      const res = await apply('anna', {
        certificateType: 'ISO',
        answers: { hansyn: 'kanske' },
        advisorMessage: 'x'.repeat(2001),
        introVideoWatched: false,
        confirmedDetails: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        type: 'validation',
        title: platformProblems.validation.title,
        status: 400,
        errors: {
          certificateType: certificationMessages.certificateType,
          'answers.hansyn': certificationMessages.answer,
          advisorMessage: certificationMessages.advisorMessageTooLong,
          introVideoWatched: certificationMessages.introVideoWatched,
          confirmedDetails: certificationMessages.confirmedDetails,
        },
      });
      expect(await open()).toEqual([]);
    });

    it('needs an Idempotency-Key, the write role, and refuses a proxy without the roles', async () => {
      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/v1/certificates',
        headers: await t.as('anna'),
        payload: annasPefc,
      });
      expect(noKey.statusCode).toBe(400);
      expect((await apply('david')).statusCode).toBe(403);
      const res = await apply('anna', annasPefc, randomUUID(), demoIds.bertil);
      expect(res.statusCode).toBe(403);
      expect(await open()).toEqual([]);
    });

    it('acts for Bertil when his proxy gives the certification roles', async () => {
      const roles = [
        'Page_Certification_Read',
        'Service_Certification_Read',
        'Service_Certification_Write',
      ];
      await withProxyChanged(
        db(),
        () => ({ roles }),
        async () => {
          const res = await apply(
            'anna',
            {
              ...annasPefc,
              certificateType: 'FSC',
              answers: {
                hansyn: 'yes',
                kemikalier: 'yes',
                kulturmiljo: 'yes',
                'fsc-avsattning': 'yes',
              },
            },
            randomUUID(),
            demoIds.bertil,
          );
          expect(res.statusCode).toBe(201);
          const rows = await open();
          expect(rows.map((r) => [r.memberId, r.sentByMemberId, r.totalAreaForestHa])).toEqual([
            [demoIds.bertil, demoIds.anna, 14.2],
          ]);
        },
      );
    });
  });

  it('seeds idempotently', async () => {
    await seedCertification(db());
    const rows = await db()
      .select()
      .from(certificationApplications)
      .where(inArray(certificationApplications.id, Object.values(certificationDemoIds)));
    expect(rows).toHaveLength(2);
    const ingrid = await db().select().from(members).where(eq(members.id, demoApplicant.id));
    expect(ingrid.map((m) => [m.name, m.personalNumber])).toEqual([
      ['Ingrid Ljung', '197105082346'],
    ]);
    const facts = await db()
      .select()
      .from(certificationEstates)
      .where(eq(certificationEstates.estateId, demoApplicant.estateId));
    expect(facts).toHaveLength(1);
  });
});
