import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { addDays, todayInSweden } from '../../shared/time/index.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { members } from '../db/schema.ts';
import { demoIds, demoPassword } from '../db/seed.ts';
import { jobs, runDueJobs } from '../jobs/index.ts';
import { signingTestApp } from '../signing/testApp.ts';
import type { signingCalls } from '../signing/testing.ts';
import { staffDeskRoutes } from '../staff-desk/routes.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import { staffTaskAudit, staffTasks } from '../staff-desk/schema.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { counterSign } from './counterSignTask.ts';
import { expireAgreementSigning } from './jobs.ts';
import {
  parsePostalNote,
  postalMessages,
  postalSignatureKindName,
  postalSubjectId,
} from './postalSignature.ts';
import { timberAgreementsRoutes } from './routes.ts';
import { timberAgreements, timberAgreementSigners } from './schema.ts';
import { signerRow } from './testing.ts';
import { demoCoOwner, demoOrganisation } from './demoOrganisation.ts';
import { demoAgreementIds, seedTimberAgreements } from './seed.ts';

describe('parsePostalNote', () => {
  const today = '2026-11-26';
  const earliest = '2026-11-20';
  it('reads the signatory and the day the paper came in', () => {
    expect(parsePostalNote('Cecilia Lund, 2026-11-24', today, earliest)).toEqual({
      signatory: 'Cecilia Lund',
      receivedOn: '2026-11-24',
    });
    expect(parsePostalNote('2026-11-20 – Bertil Gran, firmatecknare', today, earliest)).toEqual({
      signatory: 'Bertil Gran, firmatecknare',
      receivedOn: '2026-11-20',
    });
  });
  it('refuses a note without a name or one real date, or a date out of range', () => {
    expect(parsePostalNote('Cecilia Lund', today, earliest)).toEqual({
      error: postalMessages.noteFormat,
    });
    expect(parsePostalNote('2026-11-24', today, earliest)).toEqual({
      error: postalMessages.noteFormat,
    });
    expect(parsePostalNote('Cecilia Lund 2026-02-30', today, earliest)).toEqual({
      error: postalMessages.noteFormat,
    });
    expect(parsePostalNote('Lund 2026-11-21, 2026-11-22', today, earliest)).toEqual({
      error: postalMessages.noteFormat,
    });
    expect(parsePostalNote('Cecilia Lund 2026-11-27', today, earliest)).toEqual({
      error: postalMessages.future,
    });
    expect(parsePostalNote('Cecilia Lund 2026-11-19', today, earliest)).toEqual({
      error: postalMessages.beforeSent,
    });
  });
});

const config = {
  publicUrl: 'http://portal.test',
  fastDemoHashes: true,
  product: { name: 'Granskog', slug: 'granskog' },
};
const eva = { email: 'eva.radgivare@granskog.example.se', password: demoPassword };
const staff = { id: demoIds.eva, name: 'Eva', email: eva.email };
const id = demoAgreementIds.bjorkasAwaiting;
const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formType = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a postal signature registered at the staff desk (§6)', () => {
  let t: ApiTestApp;
  let signing: ReturnType<typeof signingCalls>;
  beforeAll(async () => {
    const fixtures = await loadContentFixtures(path.resolve('content-fixtures'));
    ({ t, signing } = await signingTestApp(async (app, db, service) => {
      await app.register(timberAgreementsRoutes, {
        db,
        signing: service,
        productName: 'Granskog',
        content: () => fixtures,
      });
      await app.register(staffDeskRoutes, {
        db,
        config,
        kinds: staffTaskKindsOf(serverAreas),
      });
    }));
  });
  afterAll(async () => {
    await t.database.db
      .update(members)
      .set({ isOrganizationUser: false })
      .where(eq(members.id, demoIds.bertil));
    await t.close();
  });
  const db = () => t.database.db;

  /** Björkås with Bertil as an organisation: the cooperative signs, Bertil signs by post. */
  beforeEach(async () => {
    await db().execute(
      sql`delete from staff_task_audit where task_id in (select id from staff_tasks where kind = ${postalSignatureKindName})`,
    );
    await db().delete(staffTasks).where(eq(staffTasks.kind, postalSignatureKindName));
    await db().delete(jobs).where(eq(jobs.kind, expireAgreementSigning.name));
    await db().delete(timberAgreements);
    await db()
      .update(members)
      .set({ isOrganizationUser: true })
      .where(eq(members.id, demoIds.bertil));
    await seedTimberAgreements(db());
    await db().delete(timberAgreementSigners).where(eq(timberAgreementSigners.agreementId, id));
    await db()
      .update(timberAgreements)
      .set({ cooperativeSignedAt: null, signDeadline: null })
      .where(eq(timberAgreements.id, id));
    await db().transaction((tx) => counterSign(tx, id));
  });

  const postalTask = async () => {
    const [task] = await db()
      .select()
      .from(staffTasks)
      .where(
        and(
          eq(staffTasks.kind, postalSignatureKindName),
          eq(staffTasks.subjectId, postalSubjectId(id, demoIds.bertil)),
        ),
      );
    return task!;
  };
  const bertilSigner = async () => {
    return (await signerRow(db(), id, demoIds.bertil))!;
  };
  const agreement = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/timber-agreements/${id}`,
        headers: await t.as('anna'),
      })
    ).json<Agreement>();

  async function signIn() {
    const shown = await t.app.inject({ method: 'GET', url: '/personal/logga-in' });
    const loginCookie = cookieOf(shown.headers['set-cookie'], 'desk_login')!.split(';')[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/personal/logga-in',
      headers: { cookie: loginCookie, ...formType },
      payload: form({ csrf: csrfIn(shown.body), ...eva }),
    });
    const cookie = cookieOf(response.headers['set-cookie'], 'desk_session')!.split(';')[0]!;
    const home = await t.app.inject({ method: 'GET', url: '/personal/', headers: { cookie } });
    return { cookie, csrf: csrfIn(home.body), home: home.body };
  }
  const register = (taskId: string, cookie: string, csrf: string, note: string) =>
    t.app.inject({
      method: 'POST',
      url: `/personal/uppgifter/${taskId}`,
      headers: { cookie, ...formType },
      payload: form({ csrf, action: 'register', note }),
    });

  it('opens a desk task for the co-owner who signs by post, shown with what to write', async () => {
    const task = await postalTask();
    expect(task).toMatchObject({ status: 'open', memberId: demoIds.bertil });
    const { cookie, home } = await signIn();
    expect(home).toContain('Registrera underskrift per post, leveransvirkesavtal');
    const page = await t.app.inject({
      method: 'GET',
      url: `/personal/uppgifter/${task.id}`,
      headers: { cookie },
    });
    expect(page.body).toContain('Delägare som skriver under per post');
    expect(page.body).toContain('Sista dag för underskrift');
    expect(page.body).toContain('value="register">Registrera inkommen underskrift</button>');
    // The organisation is told to sign on paper; its proxy (Anna) may sign with e-ID.
    const asBertil = await t.app.inject({
      method: 'GET',
      url: `/api/v1/timber-agreements/${id}`,
      headers: await t.as('bertil'),
    });
    expect(asBertil.json<Agreement>()).toMatchObject({
      awaitingMySignature: false,
      awaitingMyPostalSignature: true,
    });
    const asProxy = await t.app.inject({
      method: 'GET',
      url: `/api/v1/timber-agreements/${id}`,
      headers: await t.as('anna', demoIds.bertil),
    });
    expect(asProxy.json<Agreement>()).toMatchObject({
      awaitingMySignature: true,
      awaitingMyPostalSignature: false,
    });
    // The member cannot sign for the organisation with e-ID.
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/timber-agreements/${id}/signing`,
      headers: { ...(await t.as('bertil')), 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(start.json().type).toBe('PostalSigningRequired');
  });

  it('only staff register it: no desk session, or a member token, changes nothing', async () => {
    const task = await postalTask();
    const { csrf } = await signIn();
    const note = `Bertil Gran, ${todayInSweden()}`;
    const anonymous = await register(task.id, '', csrf, note);
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.headers.location ?? '').not.toContain('klar=');
    const member = await t.app.inject({
      method: 'POST',
      url: `/personal/uppgifter/${task.id}`,
      headers: { ...(await t.as('anna')), ...formType },
      payload: form({ csrf, action: 'register', note }),
    });
    expect(member.headers.location ?? '').not.toContain('klar=');
    expect((await postalTask()).status).toBe('open');
    expect((await bertilSigner()).signedAt).toBeNull();
  });

  it('registers who signed and the day it came in; with every signature it is active', async () => {
    const task = await postalTask();
    const { cookie, csrf } = await signIn();
    const today = todayInSweden();
    const response = await register(task.id, cookie, csrf, `Bertil Gran, firmatecknare, ${today}`);
    expect(response.statusCode).toBe(303);
    expect(await bertilSigner()).toMatchObject({
      postalSignatory: 'Bertil Gran, firmatecknare',
      postalReceivedOn: today,
      postalRegisteredBy: demoIds.eva,
      signedByMemberId: null,
    });
    expect((await postalTask()).status).toBe('done');
    const audit = await db()
      .select()
      .from(staffTaskAudit)
      .where(eq(staffTaskAudit.taskId, task.id));
    expect(audit.map((a) => a.action)).toEqual(['opened', 'register']);
    // Anna still signs with e-ID; then every co-owner has signed.
    const waiting = await agreement();
    expect(waiting.status).toBe('SentForSign');
    expect(waiting.signers.find((s) => s.memberId === demoIds.bertil)).toMatchObject({
      method: 'postal',
      postalSignatory: 'Bertil Gran, firmatecknare',
      postalReceivedOn: today,
    });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/timber-agreements/${id}/signing`,
      headers: { ...(await t.as('anna')), 'idempotency-key': randomUUID() },
      payload: {},
    });
    await signing.signWith('anna', start, '195001011237');
    expect((await agreement()).status).toBe('Active');
  });

  it(
    'is registered once: the same action twice at once, and again, stores one signature',
    { tags: ['engine'] },
    async () => {
      const task = await postalTask();
      const note = `Bertil Gran ${todayInSweden()}`;
      const before = (await agreement()).version;
      const outcomes = await Promise.all(
        [1, 2].map(() =>
          handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
            taskId: task.id,
            action: 'register',
            staff,
            note,
          }),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)).toMatchObject({ reason: 'alreadyHandled' });
      const again = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task.id,
        action: 'register',
        staff,
        note,
      });
      expect(again).toMatchObject({ ok: false, reason: 'alreadyHandled' });
      expect((await agreement()).version).toBe(before + 1);
    },
  );

  it('refuses a note without name and date, or a date out of range; nothing is stored', async () => {
    const task = await postalTask();
    const { cookie, csrf } = await signIn();
    const today = todayInSweden();
    for (const [note, message] of [
      ['Pappret har kommit in', postalMessages.noteFormat],
      [`Bertil Gran ${addDays(today, 1)}`, postalMessages.future],
      [`Bertil Gran ${addDays(today, -1)}`, postalMessages.beforeSent],
    ] as const) {
      const response = await register(task.id, cookie, csrf, note);
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain(message.slice(0, 40));
    }
    expect((await postalTask()).status).toBe('open');
    expect(await bertilSigner()).toMatchObject({ signedAt: null, postalSignatory: null });
  });

  it('an organisation signing with e-ID through a proxy closes its postal task', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/timber-agreements/${id}/signing`,
      headers: { ...(await t.as('anna', demoIds.bertil)), 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(start.statusCode).toBe(201);
    // The signing view acts for Bertil (X-User-Id) while Anna signs with her own e-ID.
    const { orderRef } = start.json<{ orderRef: string }>();
    const asProxy = await t.as('anna', demoIds.bertil);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/signing/orders/${encodeURIComponent(orderRef)}/test-confirm`,
      headers: asProxy,
      payload: { personalNumber: '195001011237' },
    });
    expect(confirmed.statusCode).toBe(200);
    let poll = await signing.poll('anna', orderRef, { 'x-user-id': demoIds.bertil });
    for (let i = 0; i < 5 && poll.json().status === 'pending'; i++) {
      poll = await signing.poll('anna', orderRef, { 'x-user-id': demoIds.bertil });
    }
    expect(poll.json()).toMatchObject({ status: 'complete' });
    expect((await bertilSigner()).signedAt).not.toBeNull();
    expect((await postalTask()).status).toBe('cancelled');
  });

  it(
    'the signing window ends: the job cancels the task; a late paper is refused',
    { tags: ['engine'] },
    async () => {
      const task = await postalTask();
      const day = 24 * 60 * 60 * 1000;
      await db()
        .update(timberAgreements)
        .set({
          cooperativeSignedAt: new Date(Date.now() - 12 * day),
          signDeadline: new Date(Date.now() - 2 * day),
        })
        .where(eq(timberAgreements.id, id));
      const late = await handleStaffTask(db(), staffTaskKindsOf(serverAreas), {
        taskId: task.id,
        action: 'register',
        staff,
        note: `Bertil Gran ${todayInSweden()}`,
      });
      expect(late).toMatchObject({ ok: false, message: postalMessages.late });
      await db()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, expireAgreementSigning.name));
      await runDueJobs(db(), [expireAgreementSigning]);
      expect((await postalTask()).status).toBe('cancelled');
      expect((await agreement()).status).toBe('Archived');
    },
  );

  it("the demo's Lövnäs agreement: Gustav has signed, the desk registers Lövnäs Skog AB's paper; it is active", async () => {
    const lovnas = demoAgreementIds.lovnasAwaitingPost;
    const subjectId = postalSubjectId(lovnas, demoOrganisation.id);
    const tasksOf = () =>
      db()
        .select()
        .from(staffTasks)
        .where(
          and(eq(staffTasks.kind, postalSignatureKindName), eq(staffTasks.subjectId, subjectId)),
        );
    const [task] = await tasksOf();
    expect(task).toMatchObject({ status: 'open', memberId: demoOrganisation.id });
    const gustav = { authorization: `Bearer ${await t.tokenFor(demoCoOwner.id)}` };
    const asGustav = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/timber-agreements/${lovnas}`,
          headers: gustav,
        })
      ).json<Agreement>();
    const before = await asGustav();
    expect(before).toMatchObject({
      status: 'SentForSign',
      isCreator: true,
      awaitingMySignature: false,
      awaitingMyPostalSignature: false,
    });
    expect(before.signers.map((s) => [s.name, s.method, s.signedAt !== null])).toEqual([
      ['Gustav Lind', 'electronic', true],
      ['Lövnäs Skog AB', 'postal', false],
    ]);
    // Anna and Bertil own nothing on Lövnäs: not theirs to see.
    for (const other of ['anna', 'bertil'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/timber-agreements/${lovnas}`,
        headers: await t.as(other),
      });
      expect(response.statusCode, other).toBe(404);
    }

    const { cookie, csrf, home } = await signIn();
    expect(home).toContain('Lövnäs Skog AB');
    const today = todayInSweden();
    const response = await register(task!.id, cookie, csrf, `Karin Lövgren, ${today}`);
    expect(response.statusCode).toBe(303);
    const after = await asGustav();
    expect(after.status).toBe('Active');
    expect(after.signers.find((s) => s.name === 'Lövnäs Skog AB')).toMatchObject({
      postalSignatory: 'Karin Lövgren',
      postalReceivedOn: today,
    });
    // Seeding again leaves the demo as it is: no new task for the registered paper.
    await seedTimberAgreements(db());
    expect((await tasksOf()).map((x) => x.status)).toEqual(['done']);
  });
});
