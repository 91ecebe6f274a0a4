import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBankIdTestServer, type BankIdTestServer } from '../../bankid-test/index.ts';
import { demoIds } from '../../db/seed.ts';
import { apiTestApp, type ApiTestApp } from '../../testing/apiApp.ts';
import { portalSigning } from '../index.ts';
import { signingRoutes } from '../routes.ts';
import { signOrders } from '../schema.ts';
import { createSigningService, sha256Hex, type SigningService } from '../service.ts';
import { callerOf, signingCalls } from '../testing.ts';
import { createBankIdClient, type BankIdClient } from './client.ts';
import { createBankIdProvider } from './provider.ts';
import { loadBankIdCredentials } from './settings.ts';

const anna = '195001011237';
const caller = callerOf;

describe('signing with BankID (the RP API v6 provider against the test server, real database)', () => {
  let folder: string;
  let server: BankIdTestServer;
  let client: BankIdClient;
  let t: ApiTestApp;
  let signing: SigningService;
  let api: ReturnType<typeof signingCalls>;
  let subject = 0;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bankid-flow-test-'));
    server = await startBankIdTestServer({ folder });
    const { files, passphrase } = server.certificates;
    client = createBankIdClient({
      url: server.url,
      retryDelayMs: 10,
      credentials: await loadBankIdCredentials({
        url: server.url,
        pfx: files.pfx,
        passphrase,
        ca: files.ca,
      }),
    });
    t = await apiTestApp(async (app, database) => {
      const parts = portalSigning(database.db, { testSigner: false, bankId: client });
      signing = parts.signing;
      signing.register('test', async (_tx, order) => ({ done: order.subjectId }));
      await app.register(signingRoutes, { db: database.db, ...parts });
    });
    api = signingCalls(t);
  });
  afterAll(async () => {
    await t.close();
    client.close();
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const start = (text = 'Jag godkänner testet.', s = `s${++subject}`) =>
    signing.start(
      caller(demoIds.anna),
      { kind: 'test', subjectId: s, userVisibleData: text, data: { s } },
      '192.0.2.44',
    );
  const row = async (orderRef: string) =>
    (await t.database.db.select().from(signOrders).where(eq(signOrders.orderRef, orderRef)))[0]!;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('Anna signs: BankID gets her number, the text, the data hash and her address; the completion is kept', async () => {
    const order = await start('Jag tar ut 500 kr.');
    expect(order.provider).toBe('bankid');
    expect(order.endUserIp).toBe('192.0.2.44');
    const atBankId = server.store.get(order.orderRef)!;
    expect(atBankId).toMatchObject({ personalNumber: anna, endUserIp: '192.0.2.44' });
    expect(Buffer.from(atBankId.userVisibleData!, 'base64').toString()).toBe('Jag tar ut 500 kr.');
    expect(Buffer.from(atBankId.userNonVisibleData!, 'base64').toString()).toBe(
      sha256Hex({ s: order.subjectId }),
    );

    const first = (await api.poll('anna', order.orderRef)).json();
    expect(first).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction' });
    expect(first.qr.data).toMatch(
      new RegExp(`^bankid\\.${atBankId.qrStartToken}\\.\\d+\\.[0-9a-f]{64}$`),
    );

    // The member's app reads the QR code and signs.
    server.store.open(server.store.byQr(first.qr.data) as typeof atBankId);
    server.store.approve(atBankId, anna, '192.0.2.44');
    await wait(1600);
    const done = (await api.poll('anna', order.orderRef)).json();
    expect(done).toMatchObject({ status: 'complete', result: { done: order.subjectId } });
    const stored = await row(order.orderRef);
    expect(stored.completionData).toMatchObject({
      user: { personalNumber: anna },
      signature: expect.any(String),
      ocspResponse: expect.any(String),
    });
  });

  it('asks BankID at most about every 2 s however often the view polls', async () => {
    const order = await start();
    await api.poll('anna', order.orderRef);
    server.store.setHint(server.store.get(order.orderRef)!, 'started');
    // Within the interval: the stored hint, BankID is not asked.
    expect((await api.poll('anna', order.orderRef)).json().hintCode).toBe('outstandingTransaction');
    await wait(1600);
    expect((await api.poll('anna', order.orderRef)).json().hintCode).toBe('started');
    await api.cancel('anna', order.orderRef);
  });

  it('keeps the order waiting through BankID maintenance, and shows a failure hint as BankID gives it', async () => {
    const order = await start();
    server.fail(
      'collect',
      ...Array.from({ length: 3 }, () => ({ status: 503, errorCode: 'maintenance' })),
    );
    expect((await api.poll('anna', order.orderRef)).json()).toMatchObject({ status: 'pending' });
    server.store.setHint(server.store.get(order.orderRef)!, 'certificateErr');
    await wait(1600);
    expect((await api.poll('anna', order.orderRef)).json()).toMatchObject({
      status: 'failed',
      hintCode: 'certificateErr',
    });
  });

  it('cancels at BankID when the member cancels, and when she starts again', async () => {
    const order = await start('Text', 'again');
    expect((await api.cancel('anna', order.orderRef)).json().status).toBe('cancelled');
    expect(server.store.get(order.orderRef)).toBeUndefined();
    const second = await start('Text', 'again2');
    const third = await start('Text', 'again2');
    expect(server.store.get(second.orderRef)).toBeUndefined();
    expect(server.store.get(third.orderRef)?.status).toBe('pending');
    await api.cancel('anna', third.orderRef);
  });

  it('answers 409 (RFA4) when BankID has another order for her, and 503 when BankID is down', async () => {
    const other = await client.sign({
      endUserIp: '192.0.2.1',
      userVisibleData: 'Annan tjänst',
      requirement: { personalNumber: anna },
    });
    expect(other.orderRef).toBeTruthy();
    await expect(start()).rejects.toMatchObject({ status: 409, type: 'signOrderInProgress' });
    server.fail('sign', { status: 500, errorCode: 'internalError' });
    await expect(start()).rejects.toMatchObject({ status: 503, type: 'signingUnavailable' });
  });

  it('refuses a completion whose signature holds another text than the one sent', async () => {
    const bankId = createBankIdProvider(client);
    const tampering = createSigningService({
      db: t.database.db,
      provider: {
        ...bankId,
        collect: async (orderRef) => {
          const collected = await bankId.collect(orderRef);
          return collected.status === 'complete'
            ? { ...collected, signed: { userVisibleData: 'Något annat', userNonVisibleData: null } }
            : collected;
        },
      },
    });
    tampering.register('test', async () => ({ ran: true }));
    const order = await tampering.start(
      caller(demoIds.anna),
      { kind: 'test', subjectId: 'tampered', userVisibleData: 'Rätt text', data: {} },
      '192.0.2.45',
    );
    const atBankId = server.store.get(order.orderRef)!;
    server.store.open(atBankId);
    server.store.approve(atBankId, anna, null);
    const after = await tampering.collect(order);
    expect(after).toMatchObject({ status: 'failed', hintCode: 'signatureMismatch', result: null });
  });

  it('refuses a completion by another person than the signer', async () => {
    const order = await start();
    const atBankId = server.store.get(order.orderRef)!;
    // What a broken or hostile provider might answer: someone else's signature.
    atBankId.personalNumber = null;
    server.store.approve(atBankId, '196211034563', null);
    await wait(1600);
    expect((await api.poll('anna', order.orderRef)).json()).toMatchObject({
      status: 'failed',
      hintCode: 'certificateErr',
    });
  });
});
