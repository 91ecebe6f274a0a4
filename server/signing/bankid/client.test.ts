import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificates } from '../../bankid-test/certificates.ts';
import { startBankIdTestServer, type BankIdTestServer } from '../../bankid-test/index.ts';
import { failedHints, pendingHints } from '../../bankid-test/orders.ts';
import {
  BankIdError,
  BankIdUnreachable,
  createBankIdClient,
  type BankIdClient,
  type BankIdCredentials,
} from './client.ts';
import { BankIdSettingsError, loadBankIdCredentials, probeBankIdServer } from './settings.ts';
import { signedDataOf } from './signedData.ts';

const anna = '195001011237';
const bertil = '196211034563';

describe('BankID RP API v6 client against the BankID test server', () => {
  let folder: string;
  let server: BankIdTestServer;
  let credentials: BankIdCredentials;
  let client: BankIdClient;
  let now = Date.now();
  const clients: BankIdClient[] = [];
  const clientWith = (extra: Partial<Parameters<typeof createBankIdClient>[0]> = {}) => {
    const made = createBankIdClient({ url: server.url, credentials, retryDelayMs: 10, ...extra });
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bankid-client-test-'));
    server = await startBankIdTestServer({
      folder: path.join(folder, 'server'),
      clock: () => new Date(now),
    });
    const { files, passphrase } = server.certificates;
    credentials = await loadBankIdCredentials({
      url: server.url,
      pfx: files.pfx,
      passphrase,
      ca: files.ca,
    });
    client = clientWith();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('identifies: /auth, the app reads the QR code, collect answers complete with the person', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.10' });
    expect(order).toEqual({
      orderRef: expect.any(String),
      autoStartToken: expect.any(String),
      qrStartToken: expect.any(String),
      qrStartSecret: expect.any(String),
    });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    const { createHmac } = await import('node:crypto');
    const qr = `bankid.${order.qrStartToken}.0.${createHmac('sha256', order.qrStartSecret).update('0').digest('hex')}`;
    const opened = server.store.byQr(qr);
    if (typeof opened === 'string') throw new Error(opened);
    server.store.open(opened);
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: 'userSign' });
    server.store.approve(opened, anna, '192.0.2.10');
    const done = await client.collect(order.orderRef);
    expect(done.status).toBe('complete');
    if (done.status !== 'complete') return;
    expect(done.completionData.user.personalNumber).toBe(anna);
    expect(done.completionData.device?.ipAddress).toBe('192.0.2.10');
    expect(done.completionData.ocspResponse).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('signs: /sign with the personal number required; the signature carries the text and data sent', async () => {
    const order = await client.sign({
      endUserIp: '192.0.2.11',
      userVisibleData: 'Jag tar ut 1 000 kr från konto 123. Åäö.',
      userNonVisibleData: 'a'.repeat(64),
      requirement: { personalNumber: anna },
    });
    const app = server.store.byAutoStartToken(order.autoStartToken)!;
    expect(Buffer.from(app.userVisibleData!, 'base64').toString()).toBe(
      'Jag tar ut 1 000 kr från konto 123. Åäö.',
    );
    server.store.open(app);
    server.store.approve(app, anna, null);
    const done = await client.collect(order.orderRef);
    if (done.status !== 'complete') throw new Error('not complete');
    expect(signedDataOf(done.completionData.signature)).toEqual({
      userVisibleData: 'Jag tar ut 1 000 kr från konto 123. Åäö.',
      userNonVisibleData: 'a'.repeat(64),
    });
  });

  it('signs by phone (/phone/sign): only an orderRef, the app signs for the number given', async () => {
    const order = await client.phoneSign({
      personalNumber: bertil,
      callInitiator: 'RP',
      userVisibleData: 'Telefonunderskrift',
    });
    expect(Object.keys(order)).toEqual(['orderRef']);
    const app = server.store.get(order.orderRef)!;
    expect(app).toMatchObject({ kind: 'phone/sign', personalNumber: bertil });
    server.store.approve(app, bertil, null);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'complete' });
  });

  it('reports every pending hint code and every failure hint code the app gives', async () => {
    for (const hint of pendingHints) {
      const order = await client.auth({ endUserIp: '::1' });
      server.store.setHint(server.store.get(order.orderRef)!, hint);
      expect(await client.collect(order.orderRef)).toMatchObject({
        status: 'pending',
        hintCode: hint,
      });
      await client.cancel(order.orderRef);
    }
    for (const hint of failedHints) {
      const order = await client.auth({ endUserIp: '::1' });
      server.store.setHint(server.store.get(order.orderRef)!, hint);
      expect(await client.collect(order.orderRef)).toMatchObject({
        status: 'failed',
        hintCode: hint,
      });
    }
  });

  it('cancels: the order is gone (collect answers 400 invalidParameters)', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.12' });
    await client.cancel(order.orderRef);
    const error = await client.collect(order.orderRef).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankIdError);
    expect(error).toMatchObject({ status: 400, errorCode: 'invalidParameters' });
  });

  it('expires an order not signed within its lifetime (expiredTransaction)', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.13' });
    now += 181_000;
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('answers alreadyInProgress to a second order for the same person and cancels the first', async () => {
    const first = await client.sign({
      endUserIp: '192.0.2.14',
      userVisibleData: 'Första',
      requirement: { personalNumber: bertil },
    });
    const error = await client
      .sign({
        endUserIp: '192.0.2.14',
        userVisibleData: 'Andra',
        requirement: { personalNumber: bertil },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errorCode: 'alreadyInProgress' });
    expect(await client.collect(first.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'cancelled',
    });
  });

  it('refuses bad parameters with invalidParameters', async () => {
    const error = await client.auth({ endUserIp: 'not an address' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errorCode: 'invalidParameters' });
  });

  it('tries maintenance (503) again without telling anyone, and gives up after its retries', async () => {
    server.fail('auth', { status: 503, errorCode: 'maintenance' });
    expect((await client.auth({ endUserIp: '192.0.2.15' })).orderRef).toEqual(expect.any(String));
    server.fail(
      'auth',
      ...Array.from({ length: 3 }, () => ({ status: 503, errorCode: 'maintenance' })),
    );
    const error = await client.auth({ endUserIp: '192.0.2.15' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, errorCode: 'maintenance' });
  });

  it('never tries internalError (500) or requestTimeout (408) again', async () => {
    server.fail('auth', { status: 500, errorCode: 'internalError' });
    expect(await client.auth({ endUserIp: '192.0.2.16' }).catch((e: unknown) => e)).toMatchObject({
      status: 500,
      errorCode: 'internalError',
    });
    server.fail('collect', { status: 408, errorCode: 'requestTimeout' });
    expect(await client.collect('x').catch((e: unknown) => e)).toMatchObject({
      status: 408,
      errorCode: 'requestTimeout',
    });
    // Nothing queued is left: the next call goes through.
    expect((await client.auth({ endUserIp: '192.0.2.16' })).orderRef).toEqual(expect.any(String));
  });

  it('gives up on a server that does not answer within its timeout', async () => {
    const impatient = clientWith({ timeoutMs: 100 });
    server.fail('auth', { delayMs: 400 });
    const error = await impatient.auth({ endUserIp: '192.0.2.17' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankIdUnreachable);
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
  });

  it('refuses a server whose certificate the pinned CA does not vouch for', async () => {
    const other = makeTestCertificates('x');
    const wrongCa = clientWith({ credentials: { ...credentials, ca: Buffer.from(other.caPem) } });
    const error = await wrongCa.auth({ endUserIp: '192.0.2.18' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankIdUnreachable);
    expect((error as BankIdUnreachable).code).toMatch(
      /VERIFY|SELF_SIGNED|ISSUER|SIGNATURE_FAILURE/,
    );
  });

  it('is refused by the server without a client certificate', async () => {
    const anonymous = clientWith({ credentials: { ca: credentials.ca } });
    const error = await anonymous.auth({ endUserIp: '192.0.2.19' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankIdUnreachable);
  });

  describe('settings checked at start (one line, no secret)', () => {
    it('names a missing certificate, a wrong passphrase and a file that is not a CA', async () => {
      const { files: real, passphrase: secret } = server.certificates;
      const missing = await loadBankIdCredentials({
        url: server.url,
        pfx: path.join(folder, 'no-such.p12'),
        passphrase: secret,
        ca: real.ca,
      }).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(BankIdSettingsError);
      expect((missing as Error).message).toMatch(
        /BANKID_PFX.*går inte att läsa.*\/.*cannot be read/,
      );

      const none = await loadBankIdCredentials({ url: server.url, ca: real.ca }).catch(
        (e: unknown) => e,
      );
      expect((none as Error).message).toMatch(/BANKID_PFX/);

      const wrong = await loadBankIdCredentials({
        url: server.url,
        pfx: real.pfx,
        passphrase: 'fel-lösenord',
        ca: real.ca,
      }).catch((e: unknown) => e);
      expect(wrong).toMatchObject({ setting: 'BANKID_PASSPHRASE' });
      expect((wrong as Error).message).not.toContain('fel-lösenord');
      expect((wrong as Error).message).not.toContain(secret);

      const notCa = path.join(folder, 'not-a-ca.pem');
      await writeFile(notCa, 'hello');
      const bad = await loadBankIdCredentials({
        url: server.url,
        pfx: real.pfx,
        passphrase: secret,
        ca: notCa,
      }).catch((e: unknown) => e);
      expect(bad).toMatchObject({ setting: 'BANKID_CA' });
    });

    it('stops at a CA that does not vouch for the server, and only warns when BankID is down', async () => {
      const otherCa = path.join(folder, 'other-ca.pem');
      await writeFile(otherCa, makeTestCertificates('y').caPem);
      const { files: real, passphrase: secret } = server.certificates;
      const withOtherCa = await loadBankIdCredentials({
        url: server.url,
        pfx: real.pfx,
        passphrase: secret,
        ca: otherCa,
      });
      const refused = await probeBankIdServer(server.url, withOtherCa).catch((e: unknown) => e);
      expect(refused).toMatchObject({ setting: 'BANKID_CA' });
      expect(await probeBankIdServer(server.url, credentials)).toBe('ok');
      expect(await probeBankIdServer('https://127.0.0.1:1/rp/v6.0', credentials, 500)).toBe(
        'unreachable',
      );
    });
  });
});
