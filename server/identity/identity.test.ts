import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonations, members } from '../db/schema.ts';
import { demoIds, demoPassword } from '../db/seed.ts';
import { verifyPassword } from './passwords.ts';
import {
  authorizationRequest,
  exchangeCode,
  startTestServer,
  TestBrowser,
  type TestServer,
} from './test-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** The portal's refresh at the token endpoint. */
const refresh = (refreshToken: string) =>
  fetch(`${server.identity.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'member-portal',
    }),
  });

/** Starts a sign-in and returns the interaction page's address. */
async function startSignIn(
  browser: TestBrowser,
  extra: Record<string, string> = {},
  issuer = server.identity.issuer,
) {
  const request = authorizationRequest(issuer, server, extra);
  const response = await browser.request(request.url);
  expect(response.status, response.text).toBe(303);
  expect(response.location).toMatch(/\/idp(-password-change)?-interaction\/[\w-]+$/);
  return { ...request, interaction: response.location! };
}

function callbackParams(response: { location?: string | undefined }) {
  expect(response.location).toBeDefined();
  const url = new URL(response.location!);
  expect(`${url.origin}${url.pathname}`).toBe(server.redirectUri);
  return url.searchParams;
}

function codeFrom(response: { location?: string | undefined }, state: string) {
  const params = callbackParams(response);
  expect(params.get('state')).toBe(state);
  const code = params.get('code');
  expect(code, params.toString()).toBeTruthy();
  return code!;
}

/** The tokens for the code `done` came back with, for the sign-in `start` began. */
const tokensFrom = (
  done: { location?: string | undefined },
  start: { state: string; verifier: string },
) => exchangeCode(server.identity.issuer, server, codeFrom(done, start.state), start.verifier);

/**
 * An authorization request from a browser with a provider session: it comes straight back
 * with a code (no page), exchanged for tokens.
 */
async function tokensInSession(browser: TestBrowser, params: Record<string, string>) {
  const request = authorizationRequest(server.identity.issuer, server, params);
  return tokensFrom(await browser.follow(request.url, server.redirectUri), request);
}

async function verifyAccessToken(token: string, issuer = server.identity.issuer) {
  const jwks = createLocalJWKSet(await server.identity.jwks());
  const { payload } = await jwtVerify(token, jwks, {
    issuer,
    audience: server.config.identity.apiAudience,
  });
  return payload;
}

async function signInWithEid(browser: TestBrowser, personalNumber: string) {
  const start = await startSignIn(browser, { acr_values: 'eid' });
  const done = await browser.follow(`${start.interaction}/eid`, server.redirectUri, {
    form: { personalNumber },
  });
  return { start, done };
}

describe('sign-in with test e-ID', () => {
  it('signs Anna in and issues JWT access tokens for the API with her claims', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'eid' });
    const page = await browser.request(start.interaction);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="sv">');
    expect(page.text).toContain('<label for="personalNumber">Personnummer</label>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.text).not.toMatch(/<script|<style|style=/);

    const done = await browser.follow(`${start.interaction}/eid`, server.redirectUri, {
      form: { personalNumber: '19500101-1237' },
    });
    const tokens = await tokensFrom(done, start);
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body.expires_in).toBe(600);

    const claims = await verifyAccessToken(tokens.body.access_token as string);
    expect(claims).toMatchObject({
      sub: demoIds.anna,
      customer_no: '100001',
      idp: 'eid',
      name: 'Anna Skog',
      client_id: 'member-portal',
    });
    expect(typeof claims.auth_time).toBe('number');
    expect(claims.imp).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(600);

    const idToken = decodeJwt(tokens.body.id_token as string);
    expect(idToken).toMatchObject({
      iss: server.identity.issuer,
      aud: 'member-portal',
      sub: demoIds.anna,
      customer_no: '100001',
      idp: 'eid',
      name: 'Anna Skog',
      auth_time: claims.auth_time,
    });
    expect(idToken.exp! - idToken.iat!).toBe(600);

    // Refresh keeps the claims.
    expect(tokens.body.refresh_token).toBeTruthy();
    const refreshed = await refresh(tokens.body.refresh_token as string);
    const refreshedBody = (await refreshed.json()) as Record<string, string>;
    expect(refreshed.status, JSON.stringify(refreshedBody)).toBe(200);
    const refreshedClaims = await verifyAccessToken(refreshedBody.access_token!);
    expect(refreshedClaims).toMatchObject({
      sub: demoIds.anna,
      idp: 'eid',
      auth_time: claims.auth_time,
    });

    // Silent sign-in (prompt=none) with the session gives a code straight away.
    const silentTokens = await tokensInSession(browser, { prompt: 'none' });
    expect(silentTokens.status).toBe(200);
    expect(await verifyAccessToken(silentTokens.body.access_token as string)).toMatchObject({
      sub: demoIds.anna,
      idp: 'eid',
    });
  });

  it('grants a newly asked scope to a signed-in member without a consent page', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const first = await startSignIn(browser, { acr_values: 'eid', scope: 'openid' });
    const firstDone = await browser.follow(`${first.interaction}/eid`, server.redirectUri, {
      form: { personalNumber: '196211034563' },
    });
    codeFrom(firstDone, first.state);
    const tokens = await tokensInSession(browser, { scope: 'openid profile' });
    expect(tokens.body.scope).toBe('openid profile');
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({
      sub: demoIds.bertil,
      name: 'Bertil Gran',
      idp: 'eid',
    });
  });

  it('asks who is signing when e-ID is chosen again, even with a provider session', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { done, start } = await signInWithEid(browser, '195001011237');
    codeFrom(done, start.state);
    // Same browser, provider session alive (as after a sign-out that never reached the
    // provider): choosing e-ID shows the personal-number page, it does not sign Anna in.
    const again = await startSignIn(browser, { acr_values: 'eid' });
    const page = await browser.request(again.interaction);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<label for="personalNumber">Personnummer</label>');
    // The next person signs in as themself: the provider ends Anna's session first (its
    // self-submitting form to session/end/confirm, which a browser posts by itself).
    let next = await browser.follow(`${again.interaction}/eid`, server.redirectUri, {
      form: { personalNumber: '196211034563' },
    });
    expect(next.text).toContain('/session/end/confirm');
    const action = /action="([^"]+)"/.exec(next.text)![1]!;
    const fields = Object.fromEntries(
      [...next.text.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    next = await browser.follow(action, server.redirectUri, { form: fields });
    const tokens = await tokensFrom(next, again);
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({ sub: demoIds.bertil });
  });

  it('answers prompt=none without a session with login_required', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const silent = authorizationRequest(server.identity.issuer, server, { prompt: 'none' });
    const response = await browser.follow(silent.url, server.redirectUri);
    expect(callbackParams(response).get('error')).toBe('login_required');
  });

  it('shows a Swedish error for an invalid personal number', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'eid' });
    const response = await browser.request(`${start.interaction}/eid`, {
      form: { personalNumber: '195001011238' },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).');
    expect(response.text).toMatch(/aria-describedby="personalNumber-hint personalNumber-error"/);
    expect(response.text).toContain('aria-invalid="true"');
  });

  it('sends AADB2C99002 to the redirect_uri when no member has the personal number', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { start, done } = await signInWithEid(browser, '197003032229');
    const params = callbackParams(done);
    expect(params.get('state')).toBe(start.state);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toContain('AADB2C99002');
  });

  it('cancels with access_denied', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser);
    const choice = await browser.request(start.interaction);
    expect(choice.text).toContain('Logga in med test-e-legitimation');
    expect(choice.text).toContain('Logga in som personal');
    const done = await browser.follow(`${start.interaction}/abort`, server.redirectUri);
    expect(callbackParams(done).get('error')).toBe('access_denied');
  });
});

describe('sign-in with e-mail and password', () => {
  it('signs Anna in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'password' });
    const page = await browser.request(start.interaction);
    expect(page.text).toContain('E-postadress');
    expect(page.text).toContain('Lösenord');
    const done = await browser.follow(`${start.interaction}/password`, server.redirectUri, {
      form: { email: 'Anna.Skog@example.se', password: demoPassword },
    });
    const tokens = await tokensFrom(done, start);
    const claims = await verifyAccessToken(tokens.body.access_token as string);
    expect(claims).toMatchObject({ sub: demoIds.anna, customer_no: '100001', idp: 'password' });
  });

  it('says only "Fel e-postadress eller lösenord." for a wrong password or an unknown e-mail', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'password' });
    for (const form of [
      { email: 'anna.skog@example.se', password: 'fel-lösenord' },
      { email: 'ingen@example.se', password: demoPassword },
    ]) {
      const response = await browser.request(`${start.interaction}/password`, { form });
      expect(response.status).toBe(401);
      expect(response.text).toContain('Fel e-postadress eller lösenord.');
      expect(response.text).toContain('aria-describedby="form-error"');
      expect(response.text).not.toContain(demoPassword);
    }
  });

  it('names the empty field, never "wrong password", when e-mail or password is missing (issue 10)', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'password' });
    const cases = [
      { form: { email: '', password: demoPassword }, shows: ['Ange din e-postadress.'] },
      { form: { email: 'anna.skog@example.se', password: '' }, shows: ['Ange ditt lösenord.'] },
      {
        form: { email: '', password: '' },
        shows: ['Ange din e-postadress.', 'Ange ditt lösenord.'],
      },
    ];
    for (const { form, shows } of cases) {
      const response = await browser.request(`${start.interaction}/password`, { form });
      expect(response.status).toBe(400);
      for (const text of shows) expect(response.text).toContain(text);
      expect(response.text).not.toContain('Fel e-postadress eller lösenord.');
    }
    const emailOnly = await browser.request(`${start.interaction}/password`, {
      form: { email: '', password: demoPassword },
    });
    expect(emailOnly.text).toMatch(
      /id="email"[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/,
    );
    expect(emailOnly.text).not.toMatch(/id="password"[^>]*aria-invalid/);
  });

  it('refuses with 429 after 5 failed attempts for the account', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'password' });
    for (let i = 0; i < 5; i++) {
      const response = await browser.request(`${start.interaction}/password`, {
        form: { email: 'bertil.gran@example.se', password: `fel-${i}` },
      });
      expect(response.status).toBe(401);
    }
    const refused = await browser.request(`${start.interaction}/password`, {
      form: { email: 'bertil.gran@example.se', password: demoPassword },
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('För många inloggningsförsök. Vänta en stund och försök igen.');
  });
});

describe('staff impersonation', () => {
  it('refuses a wrong staff password and names an empty field, as the member form does', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'staff' });
    const wrong = await browser.request(`${start.interaction}/staff`, {
      form: { email: 'eva.radgivare@granskog.example.se', password: 'fel-lösenord' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Fel e-postadress eller lösenord.');
    expect(wrong.text).toContain('eva.radgivare@granskog.example.se');
    const empty = await browser.request(`${start.interaction}/staff`, {
      form: { email: 'eva.radgivare@granskog.example.se', password: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Ange ditt lösenord.');
    // A member's password is no staff sign-in.
    const member = await browser.request(`${start.interaction}/staff`, {
      form: { email: 'anna.skog@example.se', password: demoPassword },
    });
    expect(member.status).toBe(401);
  });

  it('lets Eva find Anna and act as her, with imp and imp_by in the tokens', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'staff' });
    const signedIn = await browser.request(`${start.interaction}/staff`, {
      form: { email: 'eva.radgivare@granskog.example.se', password: demoPassword },
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe(`${start.interaction}/staff/members`);

    const search = await browser.request(`${start.interaction}/staff/members?q=anna`);
    expect(search.status).toBe(200);
    expect(search.text).toContain('Anna Skog');
    expect(search.text).toContain('Företräd');
    expect(search.text).toContain(`value="${demoIds.anna}"`);
    const byCustomerNo = await browser.request(`${start.interaction}/staff/members?q=100002`);
    expect(byCustomerNo.text).toContain('Bertil Gran');
    const byPersonalNumber = await browser.request(
      `${start.interaction}/staff/members?q=19621103-4563`,
    );
    expect(byPersonalNumber.text).toContain('Bertil Gran');

    const done = await browser.follow(
      `${start.interaction}/staff/impersonate`,
      server.redirectUri,
      {
        form: { memberId: demoIds.anna },
      },
    );
    const tokens = await tokensFrom(done, start);
    const claims = await verifyAccessToken(tokens.body.access_token as string);
    expect(claims).toMatchObject({
      sub: demoIds.anna,
      customer_no: '100001',
      idp: 'staff',
      imp_by: demoIds.eva,
    });
    expect(typeof claims.imp).toBe('string');
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({
      imp: claims.imp,
      imp_by: demoIds.eva,
    });

    const [row] = await server.database.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.id, claims.imp as string));
    expect(row).toMatchObject({
      staffUserId: demoIds.eva,
      memberId: demoIds.anna,
      userAgent: 'identity-test',
    });
    const ttl = (row!.expiresAt.getTime() - row!.startedAt.getTime()) / 1000;
    expect(Math.abs(ttl - server.config.identity.impersonationTtlSeconds)).toBeLessThan(5);

    // An ended impersonation gives no more tokens.
    await server.database.db
      .update(impersonations)
      .set({ endedAt: new Date() })
      .where(eq(impersonations.id, claims.imp as string));
    const refreshed = await refresh(tokens.body.refresh_token as string);
    expect(refreshed.status).toBe(400);
  });

  it('does not show the member search without a staff sign-in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const start = await startSignIn(browser, { acr_values: 'staff' });
    const search = await browser.request(`${start.interaction}/staff/members?q=anna`);
    expect(search.status).toBe(403);
    expect(search.text).not.toContain('Anna Skog');
  });
});

describe('password change authority', () => {
  it('changes the password and signs the member in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const issuer = server.identity.passwordChangeIssuer;
    const start = await startSignIn(browser, {}, issuer);
    expect(start.interaction).toContain('/idp-password-change-interaction/');
    const page = await browser.request(start.interaction);
    expect(page.text).toContain('Nytt lösenord');
    expect(page.text).toContain('Upprepa nytt lösenord');

    const mismatch = await browser.request(start.interaction, {
      form: {
        email: 'david.ek@example.se',
        currentPassword: demoPassword,
        newPassword: 'Granar-och-tallar',
        confirmPassword: 'Granar-och-talla',
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('Lösenorden stämmer inte överens.');
    const short = await browser.request(start.interaction, {
      form: {
        email: 'david.ek@example.se',
        currentPassword: demoPassword,
        newPassword: 'kort',
        confirmPassword: 'kort',
      },
    });
    expect(short.text).toContain('Det nya lösenordet måste ha minst 10 tecken.');

    const done = await browser.follow(start.interaction, server.redirectUri, {
      form: {
        email: 'david.ek@example.se',
        currentPassword: demoPassword,
        newPassword: 'Granar-och-tallar',
        confirmPassword: 'Granar-och-tallar',
      },
    });
    const tokens = await exchangeCode(issuer, server, codeFrom(done, start.state), start.verifier);
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const claims = await verifyAccessToken(tokens.body.access_token as string, issuer);
    expect(claims).toMatchObject({ sub: demoIds.david, customer_no: '100004', idp: 'password' });

    const [david] = await server.database.db
      .select()
      .from(members)
      .where(eq(members.id, demoIds.david));
    expect(await verifyPassword('Granar-och-tallar', david!.passwordHash!)).toBe(true);
    expect(await verifyPassword(demoPassword, david!.passwordHash!)).toBe(false);
  });
});

describe('mounting next to the portal', () => {
  it('leaves other routes and their body parsing alone', async () => {
    const ping = await fetch(`${server.baseUrl}/api/ping`);
    expect(await ping.json()).toEqual({ ok: true });
    const echo = await fetch(`${server.baseUrl}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await echo.json()).toEqual({ received: { a: 1 } });
    const spa = await fetch(`${server.baseUrl}/medlem-i-granskog/fullmakter/`);
    expect(await spa.text()).toContain('<title>spa</title>');
  });

  it('publishes both authorities separately', async () => {
    const login = (await (
      await fetch(`${server.identity.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(login.issuer).toBe(server.identity.issuer);
    expect(login.end_session_endpoint).toBe(`${server.identity.issuer}/session/end`);
    const change = (await (
      await fetch(`${server.identity.passwordChangeIssuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(change.issuer).toBe(server.identity.passwordChangeIssuer);
    const jwks = (await (await fetch(`${server.identity.issuer}/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks).toEqual(await server.identity.jwks());
    expect(jwks.keys[0]!.d).toBeUndefined();
  });

  it('serves the stylesheet', async () => {
    const css = await fetch(`${server.baseUrl}/idp-interaction/assets/identity.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('ends the provider session at once when the portal signs out with its ID token', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { start, done } = await signInWithEid(browser, '195001011237');
    const tokens = await tokensFrom(done, start);
    const logoutUrl = `${server.identity.issuer}/session/end?${new URLSearchParams({
      client_id: 'member-portal',
      id_token_hint: tokens.body.id_token as string,
      post_logout_redirect_uri: `${server.baseUrl}/authentication/logout-callback`,
    })}`;
    const page = await browser.request(logoutUrl);
    expect(page.status).toBe(200);
    // No question: the member chose "Logga ut" in the portal. logout.js submits at once.
    expect(page.text).toContain('<h1>Loggar ut</h1>');
    expect(page.text).not.toContain('Nej, fortsätt vara inloggad');
    expect(page.text).toContain('<script src="/idp-interaction/assets/logout.js" defer></script>');
    expect(page.text).not.toMatch(/<script>|<style/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await browser.request('/idp-interaction/assets/logout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain("yes.value = 'yes'");
    // What the script does: submit the provider's form with logout=yes.
    const action = /action="([^"]+)"/.exec(page.text)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)![1]!;
    const confirmed = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe(`${server.baseUrl}/authentication/logout-callback`);
    // The session is gone: silent sign-in now needs a login.
    const silent = authorizationRequest(server.identity.issuer, server, { prompt: 'none' });
    expect(callbackParams(await browser.follow(silent.url, server.redirectUri)).get('error')).toBe(
      'login_required',
    );
  });

  it('asks "Vill du logga ut?" when the sign-out comes without an ID token', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signInWithEid(browser, '195001011237');
    const page = await browser.request(
      `${server.identity.issuer}/session/end?client_id=member-portal`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('Vill du logga ut?');
    expect(page.text).toContain('Nej, fortsätt vara inloggad');
    expect(page.text).not.toMatch(/<script|<style/);
  });
});
