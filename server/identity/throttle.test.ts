import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../db/schema.ts';
import { isValidPersonalNumber } from '../../shared/validation/personalNumber.ts';
import {
  maxFailedAttemptsPerAccount,
  maxFailedAttemptsPerAddress,
  rateLimitWindowSeconds,
} from './constants.ts';
import {
  authorizationRequest,
  startTestServer,
  TestBrowser,
  type TestServer,
} from './test-support.ts';

/**
 * Sign-in throttling of the test e-ID on a real server and database. The server trusts
 * 127.0.0.1 as its proxy (TRUSTED_PROXIES), so each test speaks from its own address with
 * X-Forwarded-For; `untrusted` trusts no proxy, as the portal does by default.
 */

let server: TestServer;
let untrusted: TestServer;

beforeAll(async () => {
  [server, untrusted] = await Promise.all([
    startTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } }),
    startTestServer(),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([server?.close(), untrusted?.close()]);
});

const anna = '195001011237';
/** The demo's valid personal number of nobody (demo-accounts.md). */
const nonMember = '197003032229';

/** Valid personal numbers that no demo member has: 1980-01-01, serial 100, 103, … */
function nonMemberNumbers(count: number, serialStart = 100): string[] {
  const numbers: string[] = [];
  for (let serial = serialStart; numbers.length < count; serial += 3) {
    const nine = `800101${String(serial).padStart(3, '0')}`;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let n = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
      if (n > 9) n -= 9;
      sum += n;
    }
    const candidate = `19${nine}${(10 - (sum % 10)) % 10}`;
    if (isValidPersonalNumber(candidate)) numbers.push(candidate);
  }
  return numbers;
}

async function eidAttempt(
  target: TestServer,
  personalNumber: string,
  headers: Record<string, string> = {},
) {
  const browser = new TestBrowser(target.baseUrl);
  const start = await browser.request(
    authorizationRequest(target.identity.issuer, target, { acr_values: 'eid' }).url,
    { headers },
  );
  expect(start.status, start.text).toBe(303);
  const submitted = await browser.request(`${start.location!}/eid`, {
    form: { personalNumber },
    headers,
  });
  // A member or a non-member goes back to the provider (303) and then to the portal.
  const done =
    submitted.status === 303
      ? await browser.follow(submitted.location!, target.redirectUri, { headers })
      : submitted;
  return { submitted, done };
}

function userNotFound(response: { location?: string | undefined }): boolean {
  const params = new URL(response.location ?? 'http://x/').searchParams;
  return (
    params.get('error') === 'access_denied' &&
    (params.get('error_description') ?? '').includes('AADB2C99002')
  );
}

describe('test e-ID throttling', { timeout: 120_000 }, () => {
  it('counts a valid non-member number as a failure: user_not_found 5 times, then 429', async () => {
    const from = { 'x-forwarded-for': '203.0.113.1' };
    for (let i = 0; i < maxFailedAttemptsPerAccount; i++) {
      const { done } = await eidAttempt(server, nonMember, from);
      expect(userNotFound(done), done.location).toBe(true);
    }
    const rows = await server.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.accountKey, nonMember));
    expect(rows).toHaveLength(maxFailedAttemptsPerAccount);
    expect(rows.every((row) => !row.succeeded && row.ipAddress === '203.0.113.1')).toBe(true);

    // From another address too: the personal number itself is throttled.
    const { submitted } = await eidAttempt(server, nonMember, { 'x-forwarded-for': '203.0.113.2' });
    expect(submitted.status).toBe(429);
    expect(submitted.headers.get('retry-after')).toBe(String(rateLimitWindowSeconds));
    expect(submitted.text).toContain(
      'För många inloggningsförsök. Vänta en stund och försök igen.',
    );
  });

  it('limits probing from one address to 20 numbers, then answers members and non-members alike', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (const number of nonMemberNumbers(maxFailedAttemptsPerAddress)) {
      const { done } = await eidAttempt(server, number, from);
      expect(userNotFound(done), `${number}: ${done.location}`).toBe(true);
    }
    const [member, stranger] = [
      await eidAttempt(server, anna, from),
      await eidAttempt(server, nonMemberNumbers(1, 400)[0]!, from),
    ];
    for (const { submitted } of [member, stranger]) {
      expect(submitted.status).toBe(429);
      expect(submitted.headers.get('retry-after')).toBe(String(rateLimitWindowSeconds));
    }
    // The same page whichever number was typed (apart from the number echoed in its field
    // and the interaction's own id in the links).
    const page = (text: string) =>
      text.replace(/value="\d+"/, 'value=""').replace(/idp-interaction\/[\w-]+/g, 'uid');
    expect(page(member.submitted.text)).toBe(page(stranger.submitted.text));
    // Another address still signs Anna in.
    const elsewhere = await eidAttempt(server, anna, { 'x-forwarded-for': '203.0.113.8' });
    expect(new URL(elsewhere.done.location!).searchParams.get('code')).toBeTruthy();
  });

  it('counts invalid numbers too, and still signs members in (success is not a failure)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.20' };
    const invalid = await eidAttempt(server, '195001011238', from);
    expect(invalid.submitted.status).toBe(400);
    for (let i = 0; i < maxFailedAttemptsPerAccount + 1; i++) {
      const { done } = await eidAttempt(server, '196211034563', from);
      expect(new URL(done.location!).searchParams.get('code')).toBeTruthy();
    }
    const rows = await server.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.ipAddress, '203.0.113.20'));
    expect(rows.filter((row) => !row.succeeded)).toHaveLength(1);
  });
});

describe('X-Forwarded-For from a peer that is not a trusted proxy', { timeout: 120_000 }, () => {
  it('does not change the address the throttle counts', async () => {
    const numbers = nonMemberNumbers(maxFailedAttemptsPerAddress, 700);
    for (const [i, number] of numbers.entries()) {
      const { done } = await eidAttempt(untrusted, number, {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      expect(userNotFound(done)).toBe(true);
    }
    const rows = await untrusted.database.db.select().from(signInAttempts);
    expect(new Set(rows.map((row) => row.ipAddress))).toEqual(new Set(['127.0.0.1']));
    // A fresh forwarded address does not escape the per-address limit.
    const { submitted } = await eidAttempt(untrusted, anna, { 'x-forwarded-for': '198.51.100.99' });
    expect(submitted.status).toBe(429);
  });
});
