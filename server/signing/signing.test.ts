// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Caller } from '../api/auth.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { HttpProblem } from '../kit/problem.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { signOrders, testSignerOrders } from './schema.ts';
import { sha256Hex, type SigningService } from './service.ts';
import { callerOf, registerTestSigning, signingCalls } from './testing.ts';

const annaNumber = '195001011237';
const bertilNumber = '196211034563';

const callerFor = callerOf;

describe('signing service (test signer, real database)', () => {
  let t: ApiTestApp;
  let signing: SigningService;
  let api: ReturnType<typeof signingCalls>;
  /** Every completion the 'test' kind ran: [subjectId, actingFor]. */
  let completions: [string, string][];
  let subject = 0;

  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      ({ signing } = await registerTestSigning(app, database.db));
      signing.register('test', async (tx, order) => {
        completions.push([order.subjectId, order.actingForMemberId]);
        if (order.subjectId.startsWith('refuse')) {
          throw new HttpProblem(409, 'proxyNotSignable', 'Det går inte längre.');
        }
        // Written in the completing transaction: proves it runs inside it.
        await tx
          .update(members)
          .set({ aboveStakeParticipation: true })
          .where(eq(members.id, order.actingForMemberId));
        return { done: order.subjectId };
      });
    });
    api = signingCalls(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    completions = [];
  });

  const db = () => t.database.db;
  const start = (
    memberId: string = demoIds.anna,
    subjectId = `s${++subject}`,
    extra?: Partial<Caller>,
  ) =>
    signing.start(
      callerFor(memberId, extra),
      {
        kind: 'test',
        subjectId,
        userVisibleData: 'Jag godkänner testet.',
        data: { b: 2, a: [1, { y: 1, x: 0 }] },
      },
      '127.0.0.1',
    );
  const order = async (orderRef: string) =>
    (await db().select().from(signOrders).where(eq(signOrders.orderRef, orderRef)))[0]!;

  it('starts an order for the signed-in member with the text, the hash and a live QR code', async () => {
    const row = await start();
    expect(row).toMatchObject({
      kind: 'test',
      provider: 'test',
      status: 'pending',
      hintCode: 'outstandingTransaction',
      signerMemberId: demoIds.anna,
      signerPersonalNumber: annaNumber,
      actingForMemberId: demoIds.anna,
      userVisibleData: 'Jag godkänner testet.',
      // Canonical JSON: the same data in any key order hashes the same.
      dataSha256: sha256Hex({ a: [1, { x: 0, y: 1 }], b: 2 }),
    });
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000).toBe(180);

    const res = await api.poll('anna', row.orderRef);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json();
    expect(view).toMatchObject({
      orderRef: row.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      userVisibleData: 'Jag godkänner testet.',
      autoStartToken: row.autoStartToken,
      result: null,
    });
    const [, token, time, auth] = /^bankid\.([0-9a-f-]{36})\.(\d+)\.([0-9a-f]{64})$/.exec(
      view.qr.data,
    )!;
    expect(token).toBe(row.qrStartToken);
    expect(auth).toBe(createHmac('sha256', row.qrStartSecret).update(time!).digest('hex'));
    expect(view.qr.size).toBeGreaterThan(20);
    expect(view.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // The secret never leaves the server.
    expect(JSON.stringify(view)).not.toContain(row.qrStartSecret);
  });

  it('stays outstanding on a wrong personal number, then userSign, then complete once', async () => {
    const row = await start();
    const wrong = await api.confirm('anna', row.orderRef, bertilNumber);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      personalNumber: 'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
    });
    const invalid = await api.confirm('anna', row.orderRef, '123');
    expect(invalid.json().errors).toEqual({
      personalNumber: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
    });
    expect((await api.poll('anna', row.orderRef)).json().hintCode).toBe('outstandingTransaction');

    expect((await api.confirm('anna', row.orderRef, '19500101-1237')).statusCode).toBe(200);
    const signing1 = (await api.poll('anna', row.orderRef)).json();
    expect(signing1).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    const done = (await api.poll('anna', row.orderRef)).json();
    expect(done).toMatchObject({ status: 'complete', hintCode: null, qr: null });
    expect(done.result).toEqual({ done: row.subjectId });
    expect(done.completedAt).not.toBeNull();
    expect(completions).toEqual([[row.subjectId, demoIds.anna]]);
    expect((await order(row.orderRef)).completionData).toMatchObject({
      user: { personalNumber: annaNumber },
    });

    // Idempotent: later polls answer the same, and nothing runs again.
    const again = (await api.poll('anna', row.orderRef)).json();
    expect(again).toEqual(done);
    expect(completions).toHaveLength(1);
    const late = await api.confirm('anna', row.orderRef, annaNumber);
    expect(late.statusCode).toBe(409);
    expect(late.json().type).toBe('signOrderNotPending');
  });

  it('completes exactly once when polls and a callback race', async () => {
    const row = await start();
    await api.confirm('anna', row.orderRef, annaNumber);
    expect((await api.poll('anna', row.orderRef)).json().hintCode).toBe('userSign');
    const answers = await Promise.all([
      api.poll('anna', row.orderRef),
      api.poll('anna', row.orderRef),
      signing.collect(await order(row.orderRef)),
      api.poll('anna', row.orderRef),
    ]);
    for (const res of [answers[0], answers[1], answers[3]]) {
      expect(res.json()).toMatchObject({ status: 'complete', result: { done: row.subjectId } });
    }
    expect(answers[2]).toMatchObject({ status: 'complete' });
    expect(completions).toEqual([[row.subjectId, demoIds.anna]]);
    const rows = await db()
      .select()
      .from(signOrders)
      .where(eq(signOrders.subjectId, row.subjectId));
    expect(rows.map((r) => r.status)).toEqual(['complete']);
  });

  it('answers 404 to another member polling, cancelling or confirming the order', async () => {
    const row = await start();
    for (const res of [
      await api.poll('bertil', row.orderRef),
      await api.cancel('bertil', row.orderRef),
      await api.confirm('bertil', row.orderRef, bertilNumber),
      await api.poll('anna', 'no-such-order'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        type: 'InvalidSignSession',
        title: 'Underskriften hittades inte.',
      });
    }
    // Acting for someone else (through a proxy) is another order too.
    const asBertil = await api.poll('anna', row.orderRef, { 'x-user-id': demoIds.bertil });
    expect(asBertil.statusCode).toBe(404);
    expect((await order(row.orderRef)).status).toBe('pending');
  });

  it('refuses staff impersonating the member: no start, no confirm, no completion', async () => {
    const imp = await startImpersonation(db());
    await expect(start(demoIds.anna, 'imp-1', { impersonationId: imp.id })).rejects.toMatchObject({
      status: 403,
      type: 'signingImpersonationNotAllowed',
      title: 'Du kan inte skriva under åt medlemmen när du är inloggad som personal.',
    });
    expect(await db().select().from(signOrders).where(eq(signOrders.subjectId, 'imp-1'))).toEqual(
      [],
    );

    // Anna's own order, which Eva (signed in as Anna's impersonation) tries to finish.
    const row = await start();
    await api.confirm('anna', row.orderRef, annaNumber);
    const eva = {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: imp.id })}`,
    };
    const url = `/api/v1/signing/orders/${row.orderRef}`;
    for (const res of [
      await t.app.inject({ url, headers: eva }),
      await t.app.inject({ method: 'POST', url: `${url}/cancel`, headers: eva, payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: `${url}/test-confirm`,
        headers: eva,
        payload: { personalNumber: annaNumber },
      }),
    ]) {
      // The route table refuses staff before the service is asked (impersonation: false).
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ type: 'impersonationNotAllowed' });
    }
    expect(completions).toEqual([]);
    expect((await order(row.orderRef)).status).toBe('pending');
  });

  it('cancels (userCancel), and a cancelled order stays cancelled', async () => {
    const row = await start();
    const cancelled = await api.cancel('anna', row.orderRef);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      hintCode: 'userCancel',
      qr: null,
    });
    expect((await api.cancel('anna', row.orderRef)).json().status).toBe('cancelled');
    expect((await api.confirm('anna', row.orderRef, annaNumber)).statusCode).toBe(409);
    expect((await api.poll('anna', row.orderRef)).json().status).toBe('cancelled');
    expect(completions).toEqual([]);
  });

  it('fails with expiredTransaction when the order is not signed in time', async () => {
    const row = await start();
    const past = new Date(Date.now() - 1000);
    await db().update(signOrders).set({ expiresAt: past }).where(eq(signOrders.id, row.id));
    await db()
      .update(testSignerOrders)
      .set({ expiresAt: past })
      .where(eq(testSignerOrders.orderRef, row.orderRef));
    const res = (await api.poll('anna', row.orderRef)).json();
    expect(res).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });
    expect(completions).toEqual([]);
  });

  it('keeps one pending order per subject: starting again cancels the member’s earlier one', async () => {
    const first = await start(demoIds.anna, 'again-1');
    const second = await start(demoIds.anna, 'again-1');
    expect((await order(first.orderRef)).status).toBe('cancelled');
    expect((await order(second.orderRef)).status).toBe('pending');
    // Someone else's order for the subject is not theirs to cancel.
    await expect(start(demoIds.bertil, 'again-1')).rejects.toMatchObject({
      status: 409,
      type: 'signOrderInProgress',
    });
    // Two starts at once: the unique index leaves exactly one pending.
    await Promise.allSettled([start(demoIds.anna, 'again-2'), start(demoIds.anna, 'again-2')]);
    const pending = (
      await db().select().from(signOrders).where(eq(signOrders.subjectId, 'again-2'))
    ).filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
  });

  it('fails with completionRejected when the area refuses the action, keeping nothing it wrote', async () => {
    await db()
      .update(members)
      .set({ aboveStakeParticipation: null })
      .where(eq(members.id, demoIds.bertil));
    const row = await start(demoIds.bertil, 'refuse-1');
    await api.confirm('bertil', row.orderRef, bertilNumber);
    await api.poll('bertil', row.orderRef);
    const res = (await api.poll('bertil', row.orderRef)).json();
    expect(res).toMatchObject({
      status: 'failed',
      hintCode: 'completionRejected',
      result: { type: 'proxyNotSignable', title: 'Det går inte längre.', status: 409 },
    });
    expect(completions).toHaveLength(1);
    const [bertil] = await db().select().from(members).where(eq(members.id, demoIds.bertil));
    expect(bertil!.aboveStakeParticipation).toBeNull();
  });

  it('refuses a member without a personal number (no e-ID)', async () => {
    const [nobody] = await db()
      .insert(members)
      .values({ customerNo: 'S-1', name: 'Utan Nummer', roles: [] })
      .returning();
    await expect(start(nobody!.id)).rejects.toMatchObject({ status: 403, type: 'signerHasNoEid' });
  });
});
