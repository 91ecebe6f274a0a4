import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { addWorkingDays } from '../../shared/time/workingDays.ts';
import { loadSharedSecret } from '../identity/keys.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { flagsContent } from '../features/testing.ts';
import { startWorker, type Worker } from '../jobs/worker.ts';
import { openMessaging, type OpenedMessaging } from '../messaging/index.ts';
import { provideTransports } from '../messaging/transports.ts';
import { sendOutboxMessage } from '../signing/outbox.ts';
import { outboxMessages } from '../signing/schema.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { profileTestApp } from './testing.ts';
import { secondConnection } from '../testing/database.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { readNoticePreferences, saveNoticePreferences } from './noticePreferences.ts';
import { deadlineStep, runNotices, type NoticeRuntime } from './notices.ts';
import { noticesSent } from './schema.ts';
import { readUnsubscribeToken, unsubscribePath, unsubscribeToken } from './unsubscribe.ts';

describe('deadline steps on Swedish working days', () => {
  // Monday 2026-06-22: Midsummer Eve (Fri 19th) and Day (Sat 20th) are no working days.
  const dueOn = '2026-06-22';
  it.each([
    ['2026-06-15', null],
    ['2026-06-16', 'due-3'],
    ['2026-06-17', 'due-3'],
    ['2026-06-18', 'due-1'],
    ['2026-06-19', 'due-1'],
    ['2026-06-22', 'due-1'],
    ['2026-06-23', null],
  ])('on %s: %s', (today, step) => {
    expect(deadlineStep(dueOn, today)).toBe(step);
  });
});

/**
 * The notice run on the real database: Anna's agreement waiting for her signature (due the
 * last day of its window) and a booking on her account. Two runs at once, on two connections
 * as two processes have (on PostgreSQL two pools; PGlite has one), send each notice once.
 */
describe('notices (issue 33)', () => {
  let t: ApiTestApp;
  let messaging: OpenedMessaging;
  let second: Database;
  const publicUrl = 'https://portal.test';
  const deps: NoticeRuntime = {
    content: flagsContent(() => []),
    slug: 'granskog',
    publicUrl,
    productName: 'Granskog',
  };
  let dueOn: string;
  let now: Date;

  beforeAll(async () => {
    t = await profileTestApp({
      config: { accounts: { bankgiro: '5050-1055', bookingDelayMs: 0 }, publicUrl },
    });
    second = await secondConnection(t.database);
    messaging = await openMessaging({
      smtp: { url: undefined, from: 'Granskog <noreply@granskog.test>' },
      sms: { url: undefined, key: undefined, sender: 'Granskog' },
      localStandIns: true,
    });
    provideTransports(messaging.transports);
    // Anna's agreement: its last day, and a run three working days before it.
    const { agreementRow, demoAgreementIds } = await testFaceOf('timber-agreements');
    const agreement = await agreementRow(t.database.db, demoAgreementIds.bjorkasAwaiting);
    const deadline = agreement!.signDeadline!;
    dueOn = new Date(deadline.getTime() - 1).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Stockholm',
    });
    now = new Date(`${addWorkingDays(dueOn, -3)}T10:00:00Z`);
    // A booking on her member account that day.
    const accounts = await testFaceOf('accounts');
    await accounts.bookTransaction(t.database.db, {
      accountId: accounts.demoAccountIds.annaMember,
      activity: 'deposit',
      text: 'Insättning',
      bookedOn: addWorkingDays(dueOn, -3),
      amountOre: 1_234_500,
    });
    // Her El invoices paid: their due dates follow the seed's day, not this test's.
    await (await testFaceOf('electricity')).settleInvoices(t.database.db, demoIds.anna, dueOn);
    // SMS too for deadlines.
    await saveNoticePreferences(t.database.db, demoIds.anna, {
      deadlines: ['email', 'sms'],
      money: ['email'],
      deliveries: ['email'],
      // The machines due on her land have a test of their own (below).
      workOrders: [],
    });
  });
  afterAll(async () => {
    provideTransports({});
    await messaging.close();
    await second.close();
    await t.close();
  });

  const annasMessages = () =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.memberId, demoIds.anna))
      .orderBy(outboxMessages.createdAt);
  const annasNotices = () =>
    t.database.db.select().from(noticesSent).where(eq(noticesSent.memberId, demoIds.anna));

  it(
    'two runs at once on one database send each due notice once',
    { tags: ['engine'] },
    async () => {
      const results = await Promise.all([
        runNotices(t.database.db, deps, now),
        runNotices(second.db, deps, now),
      ]);
      const notices = await annasNotices();
      expect(notices.map((n) => [n.kind, n.step]).sort()).toEqual([
        ['deadlines', 'due-3'],
        ['money', 'event'],
      ]);
      const messages = await annasMessages();
      // Deadline by e-mail and SMS, the booking by e-mail: three messages, whoever sent them.
      expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms']);
      expect(results.reduce((sum, r) => sum + r.messages, 0)).toBe(
        (await t.database.db.select().from(outboxMessages)).length,
      );

      // A later run the same day, and the next day, sends nothing new for the same step.
      await runNotices(t.database.db, deps, now);
      await runNotices(second.db, deps, new Date(now.getTime() + 24 * 3600_000));
      expect(await annasMessages()).toHaveLength(3);
    },
  );

  it('writes Swedish messages without amounts, with a link to act and one to unsubscribe', async () => {
    const messages = await annasMessages();
    const deadline = messages.find((m) => m.channel === 'email' && m.subject?.includes('senast'))!;
    expect(deadline.subject).toBe(`Påminnelse: Signera leveransvirkesavtalet, senast ${dueOn}`);
    expect(deadline.body).toContain('Hej Anna Skog!');
    expect(deadline.body).toContain(`Sista dagen är ${dueOn} (om 3 arbetsdagar).`);
    expect(deadline.body).toContain(`${publicUrl}/skogsgardens-affarer/leveransvirke/avtal/`);
    expect(deadline.body).toMatch(
      new RegExp(
        `e-post om sista dagar för det du behöver göra\\? Avsluta här: ${publicUrl}${unsubscribePath}\\?token=`,
      ),
    );
    const money = messages.find((m) => m.subject === 'Ny bokning på ditt konto')!;
    expect(money.body).toContain('En bokning har gjorts på ett av dina konton: Insättning.');
    expect(money.body).not.toMatch(/12 345|1234500|kr\b/);
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.recipient).toBe('+46701234567');
    expect(sms.body).toMatch(
      /^Granskog: Signera leveransvirkesavtalet \(LV-\d+ Gallring Björkås\) senast/,
    );
    expect(sms.body).toContain(
      'Avsluta sms om detta: https://portal.test/avisering/avsluta?token=',
    );
  });

  it(
    'two outbox workers on one database deliver each message once to the transports',
    { tags: ['engine'] },
    async () => {
      const workers: Worker[] = [t.database.db, second.db].map((db, i) =>
        startWorker({ db, kinds: [sendOutboxMessage], pollMs: 20, workerId: `outbox-${i}` }),
      );
      try {
        await expect
          .poll(async () => (await annasMessages()).filter((m) => m.status === 'sent').length, {
            timeout: 15_000,
          })
          .toBe(3);
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
      const [catcher, gateway] = messaging.standIns;
      const mails = catcher!.received().filter((m) => m.to === 'anna.skog@example.se');
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Ny bokning på ditt konto',
        `Påminnelse: Signera leveransvirkesavtalet, senast ${dueOn}`,
      ]);
      expect(gateway!.received().filter((m) => m.to === '+46701234567')).toHaveLength(1);
      for (const m of await annasMessages()) expect(m.transport).toMatch(/^(SMTP|sms-gateway) /);
    },
  );

  it('sends the one-day notice when its day comes, once', async () => {
    const oneDay = new Date(`${addWorkingDays(dueOn, -1)}T10:00:00Z`);
    await Promise.all([
      runNotices(t.database.db, deps, oneDay),
      runNotices(second.db, deps, oneDay),
    ]);
    const steps = (await annasNotices()).filter((n) => n.kind === 'deadlines').map((n) => n.step);
    expect(steps.sort()).toEqual(['due-1', 'due-3']);
    const last = (await annasMessages()).filter((m) => m.body.includes('Sista dagen'));
    expect(last).toHaveLength(2);
  });

  it('tells Anna once, by e-mail and SMS, of the machines due on her land within the week', async () => {
    const db = t.database.db;
    const preferences = await readNoticePreferences(db, demoIds.anna);
    await saveNoticePreferences(db, demoIds.anna, { ...preferences, workOrders: ['email', 'sms'] });
    const machines = async () =>
      (await annasNotices()).filter((n) => n.kind === 'workOrders').map((n) => n.step);
    // The demo's soil scarification may start five days after the seed's day (today): eight
    // days ahead is too early, within the week it is told, once across two processes.
    await runNotices(db, deps, new Date(Date.now() - 3 * 24 * 3600_000));
    expect(await machines()).toEqual([]);
    const today = new Date();
    await Promise.all([runNotices(db, deps, today), runNotices(second.db, deps, today)]);
    await runNotices(db, deps, new Date(today.getTime() + 24 * 3600_000));
    const steps = await machines();
    expect(steps).toHaveLength(1);
    const startsOn = steps[0]!.replace('ahead:', '');
    expect(startsOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    const sent = (await annasMessages()).filter((m) => m.body.includes('Markberedning'));
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.subject).toBe(`Maskiner kommer till din mark ${startsOn}`);
    expect(email.body).toContain(
      'Maskiner kommer till din mark: 3311241 Markberedning, Norrskogen 1:4 (Kronobergs Markberedning AB).',
    );
    expect(email.body).toContain(`Arbetet kan börja ${startsOn} (om 5 dagar).`);
    expect(email.body).toContain(
      `${publicUrl}/skogsgardens-affarer/bestallda-tjanster/tjanst/3311241/`,
    );
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain(
      `arbetet kan börja ${startsOn}, om 5 dagar.`,
    );
  });

  describe('unsubscribe', () => {
    const claims = { memberId: demoIds.anna, kind: 'money', channel: 'email' } as const;

    it('asks first (GET changes nothing), then turns that kind off without signing in', async () => {
      const messages = await annasMessages();
      const money = messages.find((m) => m.subject === 'Ny bokning på ditt konto')!;
      const link = /https:\/\/portal\.test(\/avisering\/avsluta\?token=[\w.-]+)/.exec(
        money.body,
      )![1]!;
      const page = await t.app.inject({ method: 'GET', url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="sv">');
      expect(page.body).toContain('Vill du sluta få e-post om pengar som bokats på dina konton?');
      expect(page.body).toContain('<button type="submit" class="button">Ja, sluta skicka</button>');
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect((await readNoticePreferences(t.database.db, demoIds.anna)).money).toEqual(['email']);

      const token = new URL(`https://x${link}`).searchParams.get('token')!;
      const done = await t.app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Du får inte längre e-post om pengar som bokats på dina konton.');
      const after = await readNoticePreferences(t.database.db, demoIds.anna);
      expect(after.money).toEqual([]);
      expect(after.deadlines).toEqual(['email', 'sms']);

      // A new booking is no longer sent by e-mail.
      const accounts = await testFaceOf('accounts');
      const day = addWorkingDays(dueOn, 1);
      await accounts.bookTransaction(t.database.db, {
        accountId: accounts.demoAccountIds.annaMember,
        activity: 'deposit',
        text: 'Insättning',
        bookedOn: day,
        amountOre: 100,
      });
      const before = (await annasMessages()).length;
      await runNotices(t.database.db, deps, new Date(`${day}T10:00:00Z`));
      expect(await annasMessages()).toHaveLength(before);
      const money2 = await t.database.db
        .select()
        .from(noticesSent)
        .where(and(eq(noticesSent.memberId, demoIds.anna), eq(noticesSent.kind, 'money')));
      expect(money2).toHaveLength(1);
    });

    it('refuses a tampered, an expired and another purpose’s token', async () => {
      const db = t.database.db;
      const token = await unsubscribeToken(db, claims);
      expect(await readUnsubscribeToken(db, token)).toEqual(claims);
      // Tampered: another kind in the payload, the signature kept.
      const [head, body, signature] = token.split('.');
      const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...payload, kind: 'deadlines' })).toString(
        'base64url',
      );
      expect(await readUnsubscribeToken(db, `${head}.${forged}.${signature}`)).toBe('invalid');
      // Expired: 91 days on.
      expect(await readUnsubscribeToken(db, token, new Date(Date.now() + 91 * 24 * 3600_000))).toBe(
        'expired',
      );
      // Another purpose signed with the same secret: refused by its audience and purpose.
      const secret = await loadSharedSecret(db, 'notice-unsubscribe');
      const otherPurpose = await new SignJWT({
        purpose: 'login-link',
        kind: 'money',
        channel: 'email',
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(demoIds.anna)
        .setIssuer('granskog-portal')
        .setAudience('login-link')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      expect(await readUnsubscribeToken(db, otherPurpose)).toBe('invalid');
      // Another kind of token: an access token of the portal's API is no unsubscribe token.
      const access = (await t.as('anna')).authorization!.replace('Bearer ', '');
      expect(await readUnsubscribeToken(db, access)).toBe('invalid');
      // The page says so, and nothing changes.
      for (const bad of [`${head}.${forged}.${signature}`, otherPurpose, access, 'nonsense']) {
        const page = await t.app.inject({
          method: 'POST',
          url: unsubscribePath,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${encodeURIComponent(bad)}`,
        });
        expect(page.statusCode).toBe(400);
        expect(page.body).toContain('Länken fungerar inte.');
      }
      expect((await readNoticePreferences(db, demoIds.anna)).deadlines).toEqual(['email', 'sms']);
    });
  });
});
