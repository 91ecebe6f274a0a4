// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignLinkDelivery } from '../../shared/contracts/signing/links.ts';
import { demoIds } from '../db/seed.ts';
import { z } from 'zod/mini';
import { dayMs, defineJobKind, jobs, runDueJobs, schedule } from '../jobs/index.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { sendOutboxMessage } from './outbox.ts';
import { signingRoutes } from './routes.ts';
import { outboxMessages, signLinks, signOrders } from './schema.ts';
import { createSigningService, type SigningService } from './service.ts';
import { callerOf, signingCalls } from './testing.ts';
import { createTestSigner } from './testProvider.ts';

const annaNumber = '195001011237';
const callerFor = callerOf;
const byEmail: SignLinkDelivery = {
  channel: 'email',
  email: 'Anna.Skog@example.se',
  countryCode: '',
  phone: '',
};
const bySms: SignLinkDelivery = {
  channel: 'sms',
  email: '',
  countryCode: '+46',
  phone: '701234567',
};

/** A schedule the development mailbox offers to run now. */
const ping = defineJobKind({ name: 'test.ping', payload: z.object({}), handler: async () => {} });

describe('signing links sent by e-mail or SMS (real database, test signer)', () => {
  let t: ApiTestApp;
  let signing: SigningService;
  let now = new Date('2026-11-26T10:00:00Z');
  let completions: string[];
  let subject = 0;

  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      const testSigner = createTestSigner(database.db);
      signing = createSigningService({
        db: database.db,
        provider: testSigner,
        publicUrl: 'https://portal.test',
        clock: () => now,
      });
      signing.register('linkTest', async (_tx, order) => {
        completions.push(order.subjectId);
        return { signed: order.subjectId };
      });
      await app.register(signingRoutes, {
        db: database.db,
        signing,
        testSigner,
        schedules: [schedule({ kind: ping, payload: {}, everyMs: dayMs })],
      });
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    completions = [];
    now = new Date('2026-11-26T10:00:00Z');
  });
  const db = () => t.database.db;
  const calls = () => signingCalls(t);

  /** Anna asks for a link for a fresh subject; answers the subject and the token sent. */
  async function sendLink(delivery = byEmail, subjectId = `subject-${++subject}`) {
    const sent = await signing.links.send(
      callerFor(demoIds.anna),
      {
        kind: 'linkTest',
        subjectId,
        userVisibleData: 'Jag godkänner testet.',
        data: { subjectId },
        path: '/min-skog/skogscertifiering/signera/',
        what: 'testet',
      },
      delivery,
    );
    // The newest message is this one (each send is its own transaction, its own now()).
    const all = await db().select().from(outboxMessages);
    const message = all.sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(message.body)![1]!;
    return { sent, subjectId, token, message };
  }
  const post = async (
    person: keyof typeof demoIds,
    action: 'read' | 'start',
    token: string,
    actingFor?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/signing/links/${action}`,
      headers: { ...(await t.as(person, actingFor)), 'idempotency-key': randomUUID() },
      payload: { token },
    });

  it('stores only the hash, queues the e-mail in the outbox and a job sends it', async () => {
    const { sent, token, message, subjectId } = await sendLink();
    expect(sent).toEqual({
      channel: 'email',
      recipient: 'anna.skog@example.se',
      expiresAt: '2026-11-27T10:00:00.000Z',
    });
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'anna.skog@example.se',
      memberId: demoIds.anna,
      subject: 'Skriv under testet',
      status: 'queued',
    });
    expect(message.body).toContain('Jag godkänner testet.');
    expect(message.body).toContain(
      `https://portal.test/min-skog/skogscertifiering/signera/#token=${token}`,
    );
    expect(message.body).toContain('gäller till 2026-11-27 11:00');
    const [link] = await db().select().from(signLinks).where(eq(signLinks.subjectId, subjectId));
    expect(link).toMatchObject({ status: 'sent', channel: 'email' });
    expect(JSON.stringify(link)).not.toContain(token);

    await runDueJobs(db(), [sendOutboxMessage]);
    const [after] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(after!.status).toBe('sent');
    expect(after!.sentAt).not.toBeNull();
    // Run again (at least once): nothing is sent twice.
    await db()
      .update(jobs)
      .set({ state: 'queued' })
      .where(eq(jobs.uniqueKey, `outbox:${message.id}`));
    await runDueJobs(db(), [sendOutboxMessage]);
    const [again] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(again!.sentAt).toEqual(after!.sentAt);
  });

  it('shows the messages in the development mailbox, the link clickable and nothing unescaped', async () => {
    const { token } = await sendLink();
    const page = await t.app.inject({ method: 'GET', url: '/utvecklare/utkorg' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('E-post till anna.skog@example.se');
    expect(page.body).toContain(
      `<a href="https://portal.test/min-skog/skogscertifiering/signera/#token=${token}">`,
    );
    expect(page.body).not.toContain('<script');
  });

  it('runs a schedule now from the development mailbox, and no other job', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/utvecklare/utkorg' });
    expect(page.body).toContain('<button type="submit" class="button">Kör test.ping nu</button>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const runNow = (schedule: string) =>
      t.app.inject({
        method: 'POST',
        url: '/utvecklare/utkorg/kor-jobb',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `schedule=${schedule}`,
      });
    const run = await runNow('test.ping');
    expect(run.statusCode).toBe(303);
    expect(run.headers.location).toBe('/utvecklare/utkorg');
    const queued = await db().select().from(jobs).where(eq(jobs.kind, 'test.ping'));
    expect(queued).toHaveLength(1);
    const other = await runNow('accounts.bookWithdrawals');
    expect(other.statusCode).toBe(404);
  });

  it('sends a short SMS to the mobile number', async () => {
    const { sent, message } = await sendLink(bySms);
    expect(sent.recipient).toBe('+46701234567');
    expect(message.subject).toBeNull();
    expect(message.body).toMatch(
      /^Skriv under testet med BankID: https:\/\/portal\.test\/.+#token=/,
    );
  });

  it('lets its signer read it, open it once and sign with BankID on that device', async () => {
    const { token, subjectId } = await sendLink();
    const read = await post('anna', 'read', token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      kind: 'linkTest',
      userVisibleData: 'Jag godkänner testet.',
      expiresAt: '2026-11-27T10:00:00.000Z',
    });
    const started = await post('anna', 'start', token);
    expect(started.statusCode).toBe(201);
    const done = await calls().signWith('anna', started, annaNumber);
    expect(done.json()).toMatchObject({ status: 'complete', result: { signed: subjectId } });
    expect(completions).toEqual([subjectId]);
    const [link] = await db().select().from(signLinks).where(eq(signLinks.subjectId, subjectId));
    expect(link).toMatchObject({
      status: 'used',
      orderRef: started.json<{ orderRef: string }>().orderRef,
    });

    // Single use: the link is spent, reading or opening again says so.
    for (const action of ['read', 'start'] as const) {
      const again = await post('anna', action, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ type: 'signLinkUsed' });
    }
  });

  it('expires after 24 hours', async () => {
    const { token, subjectId } = await sendLink();
    now = new Date('2026-11-27T09:59:59Z');
    expect((await post('anna', 'read', token)).statusCode).toBe(200);
    now = new Date('2026-11-27T10:00:00Z');
    for (const action of ['read', 'start'] as const) {
      const res = await post('anna', action, token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ type: 'signLinkExpired' });
    }
    // Nothing was started from it.
    expect(await db().select().from(signOrders).where(eq(signOrders.subjectId, subjectId))).toEqual(
      [],
    );
  });

  it('is nobody else’s: another member, or its signer acting for someone else, gets 404', async () => {
    const { token, subjectId } = await sendLink();
    for (const res of [
      await post('bertil', 'read', token),
      await post('bertil', 'start', token),
      await post('anna', 'start', token, demoIds.bertil),
      await post('anna', 'read', 'A'.repeat(43)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'signLinkNotFound' });
    }
    const [link] = await db().select().from(signLinks).where(eq(signLinks.subjectId, subjectId));
    expect(link!.status).toBe('sent');
    // Still Anna's to use.
    expect((await post('anna', 'start', token)).statusCode).toBe(201);
  });

  it('starts one order when the link is opened twice at once', async () => {
    const { token, subjectId } = await sendLink();
    const answers = await Promise.all([post('anna', 'start', token), post('anna', 'start', token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const orders = await db().select().from(signOrders).where(eq(signOrders.subjectId, subjectId));
    expect(orders).toHaveLength(1);
  });

  it('a newer link for the subject revokes the older', async () => {
    const first = await sendLink();
    const second = await sendLink(bySms, first.subjectId);
    const old = await post('anna', 'start', first.token);
    expect(old.statusCode).toBe(410);
    expect((await post('anna', 'start', second.token)).statusCode).toBe(201);
  });

  it('refuses staff impersonating the member, and a malformed token', async () => {
    await expect(
      signing.links.send(
        callerFor(demoIds.anna, { impersonationId: randomUUID() }),
        {
          kind: 'linkTest',
          subjectId: 'imp',
          userVisibleData: 'x',
          data: {},
          path: '/',
          what: 'testet',
        },
        byEmail,
      ),
    ).rejects.toMatchObject({ status: 403, type: 'signingImpersonationNotAllowed' });
    const bad = await post('anna', 'read', 'kort');
    expect(bad.statusCode).toBe(400);
  });
});
