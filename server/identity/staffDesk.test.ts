import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffDeskErrorCode } from '../../shared/contracts/signIn.ts';
import { demoIds, demoPassword } from '../db/seed.ts';
import { staffSessions } from '../staff-desk/schema.ts';
import {
  authorizationRequest,
  startTestServer,
  TestBrowser,
  type TestServer,
} from './test-support.ts';

// One staff sign-in for both jobs (issue 28): after the portal's staff sign-in, Eva may
// impersonate a member (identity.test.ts) or open the staff desk, with no second sign-in.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ staffDesk: true });
});

afterAll(async () => {
  await server?.close();
});

async function staffSignIn(browser: TestBrowser, email = 'eva.radgivare@granskog.example.se') {
  const request = authorizationRequest(server.identity.issuer, server, { acr_values: 'staff' });
  const started = await browser.request(request.url);
  expect(started.status, started.text).toBe(303);
  const interaction = started.location!;
  const signedIn = await browser.request(`${interaction}/staff`, {
    form: { email, password: demoPassword },
  });
  return { interaction, signedIn, state: request.state };
}

describe('the staff sign-in opens the staff desk', () => {
  it('offers the desk beside impersonation on the staff start screen', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction } = await staffSignIn(browser);
    const start = await browser.request(`${interaction}/staff/members`);
    expect(start.status).toBe(200);
    expect(start.text).toContain('Företräd en medlem');
    expect(start.text).toContain(`action="${new URL(interaction).pathname}/staff/desk"`);
    expect(start.text).toContain('Öppna personalens skrivbord');
  });

  it('Eva opens the desk without signing in again: a desk session, no member token', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction, state } = await staffSignIn(browser);
    const before = await browser.request('/personal/');
    expect(before.location, 'no desk session yet').toMatch(/\/personal\/logga-in$/);

    const done = await browser.follow(`${interaction}/staff/desk`, server.redirectUri, {
      form: {},
    });
    // The sign-in ends at the portal's callback without a code: the portal goes to the desk.
    const callback = new URL(done.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(server.redirectUri);
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toMatch(
      new RegExp(`^${staffDeskErrorCode}:`),
    );

    const desk = await browser.request('/personal/');
    expect(desk.status).toBe(200);
    expect(desk.text).toContain('Öppna uppgifter');
    expect(desk.text).toContain('Inloggad som Eva Rådgivare');
    const sessions = await server.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffUserId, demoIds.eva));
    expect(sessions.some((row) => row.userAgent === 'identity-test' && !row.endedAt)).toBe(true);
  });

  it('sets the desk cookie as the desk does: HttpOnly, SameSite=Strict, Path=/personal', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { interaction } = await staffSignIn(browser);
    const answer = await browser.request(`${interaction}/staff/desk`, { form: {} });
    expect(answer.status).toBe(303);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('desk_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\/personal/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });

  it('gives no desk session to an interaction where no staff user signed in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const request = authorizationRequest(server.identity.issuer, server, { acr_values: 'staff' });
    const interaction = (await browser.request(request.url)).location!;
    const refused = await browser.request(`${interaction}/staff/desk`, { form: {} });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Logga in som personal först.');
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('desk_session='))).toBe(false);

    // A member's password at the staff form signs no one in, so no desk either.
    const member = await staffSignIn(browser, 'anna.skog@example.se');
    expect(member.signedIn.status).toBe(401);
    const again = await browser.request(`${member.interaction}/staff/desk`, { form: {} });
    expect(again.status).toBe(403);
  });

  it("refuses another browser's post to Eva's interaction (it lacks the interaction cookie)", async () => {
    const eva = new TestBrowser(server.baseUrl);
    const { interaction } = await staffSignIn(eva);
    const stranger = new TestBrowser(server.baseUrl);
    const forged = await stranger.request(`${interaction}/staff/desk`, { form: {} });
    expect(forged.status).toBe(400);
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('desk_session='))).toBe(false);
  });
});
