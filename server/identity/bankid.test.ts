import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBankIdTestServer, type BankIdTestServer } from '../bankid-test/index.ts';
import type { TestOrder } from '../bankid-test/orders.ts';
import { demoIds } from '../db/seed.ts';
import { createBankIdClient, type BankIdClient } from '../signing/bankid/client.ts';
import { loadBankIdCredentials } from '../signing/bankid/settings.ts';
import {
  authorizationRequest,
  exchangeCode,
  startTestServer,
  TestBrowser,
  type TestServer,
} from './test-support.ts';

const anna = '195001011237';
const nobody = '197003032229';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('e-ID sign-in through BankID at the local identity provider', () => {
  let folder: string;
  let bankId: BankIdTestServer;
  let client: BankIdClient;
  let server: TestServer;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bankid-idp-test-'));
    bankId = await startBankIdTestServer({ folder });
    const { files, passphrase } = bankId.certificates;
    client = createBankIdClient({
      url: bankId.url,
      credentials: await loadBankIdCredentials({
        url: bankId.url,
        pfx: files.pfx,
        passphrase,
        ca: files.ca,
      }),
    });
    server = await startTestServer({
      bankId: client,
      env: { SIGNING_PROVIDER: 'bankid', BANKID_URL: bankId.url },
    });
  });
  afterAll(async () => {
    await server?.close();
    client?.close();
    await bankId?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Opens the e-ID method and starts a BankID order the chosen way; the wait page. */
  async function start(browser: TestBrowser, way: 'this' | 'other') {
    const request = authorizationRequest(server.identity.issuer, server, { acr_values: 'eid' });
    const first = await browser.request(request.url);
    const interaction = first.location!;
    const choice = await browser.request(interaction);
    expect(choice.status).toBe(200);
    expect(choice.text).toContain('BankID på den här enheten');
    expect(choice.text).toContain('BankID på annan enhet');
    // No personal-number box in the real flow.
    expect(choice.text).not.toContain('name="personalNumber"');
    const started = await browser.request(`${interaction}/eid/bankid`, { form: { way } });
    expect(started.status).toBe(303);
    const page = await browser.request(started.location!);
    expect(page.status).toBe(200);
    const order = [...bankId.store.orders.values()].at(-1)!;
    return { request, interaction, page, order };
  }

  /** Polls the wait page until it leaves for the client's redirect_uri. */
  async function finish(browser: TestBrowser, interaction: string) {
    await wait(1600);
    return browser.follow(`${interaction}/eid/bankid`, server.redirectUri);
  }

  it('signs Anna in on another device: the animated QR code, the hints, then her token', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { request, interaction, page, order } = await start(browser, 'other');
    expect(order.kind).toBe('auth');
    expect(order.endUserIp).toBe('127.0.0.1');
    expect(page.text).toContain('Starta BankID-appen.');
    expect(page.text).toMatch(
      /<svg id="bankid-qr" role="img" aria-label="QR-kod att läsa av med BankID-appen"/,
    );
    expect(page.text).toContain('bankid.js');

    const status = await browser.request(`${interaction}/eid/bankid/status`);
    const answer = JSON.parse(status.text) as {
      status: string;
      message: string;
      qr: { data: string };
    };
    expect(answer).toMatchObject({ status: 'pending', message: 'Starta BankID-appen.' });
    const scanned = bankId.store.byQr(answer.qr.data) as TestOrder;
    expect(scanned.orderRef).toBe(order.orderRef);
    bankId.store.open(scanned);
    await wait(1600);
    const signing = JSON.parse((await browser.request(`${interaction}/eid/bankid/status`)).text);
    expect(signing.message).toBe(
      'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    );

    bankId.store.approve(scanned, anna, '127.0.0.1');
    const done = await finish(browser, interaction);
    const url = new URL(done.location!);
    const code = url.searchParams.get('code');
    expect(code, url.search).toBeTruthy();
    const token = await exchangeCode(server.identity.issuer, server, code!, request.verifier);
    expect(decodeJwt(String(token.body.access_token))).toMatchObject({
      sub: demoIds.anna,
      idp: 'eid',
    });
  });

  it('signs Anna in on this device with the autostart link', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction, page, order } = await start(browser, 'this');
    expect(page.text).toContain(
      `href="bankid:///?autostarttoken=${order.autoStartToken}&amp;redirect=null"`,
    );
    expect(page.text).toContain('Försöker starta BankID-appen.');
    bankId.store.open(bankId.store.byAutoStartToken(order.autoStartToken)!);
    bankId.store.approve(order, anna, null);
    const done = await finish(browser, interaction);
    expect(new URL(done.location!).searchParams.get('code')).toBeTruthy();
  });

  it('answers user_not_found when BankID names a person who is not a member', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction, order } = await start(browser, 'other');
    bankId.store.approve(order, nobody, null);
    const done = await finish(browser, interaction);
    const params = new URL(done.location!).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toContain('AADB2C99002');
  });

  it("cancels at BankID when the member cancels, and shows BankID's message for a failure", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction, order } = await start(browser, 'other');
    const cancelled = await browser.follow(`${interaction}/eid/bankid/cancel`, server.redirectUri, {
      form: { orderRef: order.orderRef },
    });
    expect(cancelled.text).toContain('Åtgärden avbröts.');
    expect(bankId.store.get(order.orderRef)).toBeUndefined();

    const again = await browser.request(`${interaction}/eid/bankid`, { form: { way: 'other' } });
    expect(again.status).toBe(303);
    const second = [...bankId.store.orders.values()].at(-1)!;
    bankId.store.setHint(second, 'certificateErr');
    await wait(1600);
    const failed = await browser.request(`${interaction}/eid/bankid`);
    expect(failed.text).toContain('Ditt BankID är för gammalt eller spärrat.');
    expect(failed.text).toContain('BankID på annan enhet');
  });

  it("sends BankID the member's address as a trusted proxy forwards it (endUserIp)", async () => {
    const behindProxy = await startTestServer({
      bankId: client,
      env: { SIGNING_PROVIDER: 'bankid', BANKID_URL: bankId.url, TRUSTED_PROXIES: '127.0.0.1' },
    });
    try {
      const browser = new TestBrowser(behindProxy.baseUrl);
      const request = authorizationRequest(behindProxy.identity.issuer, behindProxy, {
        acr_values: 'eid',
      });
      const interaction = (await browser.request(request.url)).location!;
      await browser.request(`${interaction}/eid/bankid`, {
        form: { way: 'other' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      const order = [...bankId.store.orders.values()].at(-1)!;
      expect(order.endUserIp).toBe('203.0.113.7');
      await client.cancel(order.orderRef);
    } finally {
      await behindProxy.close();
    }
  });

  it('has no personal-number form with BankID', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const request = authorizationRequest(server.identity.issuer, server, { acr_values: 'eid' });
    const interaction = (await browser.request(request.url)).location!;
    const posted = await browser.request(`${interaction}/eid`, { form: { personalNumber: anna } });
    expect(posted.status).toBe(404);
  });
});
