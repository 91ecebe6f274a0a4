import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSystemCallbackPath,
  contentSystemClientId,
} from '../../shared/contracts/contentSystemSignIn.ts';
import { demoIds, demoPassword } from '../db/seed.ts';
import { staffUsers } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';
import {
  authorizationRequest,
  startTestServer,
  TestBrowser,
  type TestServer,
} from './test-support.ts';

// Staff sign in to the editors' content system (cms/) with their staff account: the
// confidential client `content-system`, registered only when the content system is
// configured, signs in staff only and gives their content roles in the ID token.

const cmsUrl = 'http://127.0.0.1:3999';
const redirectUri = `${cmsUrl}${contentSystemCallbackPath}`;
const clientSecret = randomBytes(32).toString('base64url');
const evaEmail = 'eva.radgivare@granskog.example.se';
const olleEmail = 'olle.utan-roll@granskog.example.se';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { CMS_URL: cmsUrl, CMS_OIDC_CLIENT_SECRET: clientSecret },
  });
  // A staff person with no role in the content system.
  await server.database.db.insert(staffUsers).values({
    email: olleEmail,
    name: 'Olle Utan Roll',
    passwordHash: await hashPassword(demoPassword, { N: 2 ** 10, r: 8, p: 1 }),
  });
});

afterAll(async () => {
  await server?.close();
});

/** The content system's authorization request, as cms/ sends it. */
function cmsAuthorization(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: contentSystemClientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid',
    claims: JSON.stringify({
      id_token: { name: null, email: null, content_roles: { essential: true } },
    }),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    acr_values: 'staff',
    state,
    nonce,
    ...extra,
  });
  return { url: `${server.identity.issuer}/auth?${params}`, verifier, state, nonce };
}

function tokenRequest(body: Record<string, string>, secret = clientSecret) {
  return fetch(`${server.identity.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${contentSystemClientId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams(body),
  });
}

async function staffSignIn(browser: TestBrowser, email: string, extra?: Record<string, string>) {
  const request = cmsAuthorization(extra);
  const started = await browser.request(request.url);
  expect(started.status, started.text).toBe(303);
  const interaction = started.location!;
  const signedIn = await browser.follow(`${interaction}/staff`, redirectUri, {
    form: { email, password: demoPassword },
  });
  return { request, interaction, signedIn };
}

describe("the content system's staff sign-in", () => {
  it('offers only the staff sign-in, whatever method is asked for', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.request(cmsAuthorization({ acr_values: 'eid' }).url);
    const page = await browser.request(started.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Logga in som personal');
    expect(page.text).toContain('Du loggar in i innehållssystemet med ditt personalkonto.');
    expect(page.text).not.toContain('Andra sätt att logga in');
    const eid = await browser.request(`${started.location!}/eid`);
    expect(eid.text).toContain('Logga in som personal');
  });

  it("lets the staff form's sign-in end at the content system (form-action)", async () => {
    // Browsers check form-action on each redirect after the form's POST: the sign-in's
    // redirect to the content system's callback must be allowed, or it stops at the form.
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.request(cmsAuthorization().url);
    const page = await browser.request(started.location!);
    const formAction = page.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('form-action '));
    expect(formAction?.split(' ')).toContain(cmsUrl);
  });

  it('signs Eva in as her staff account with her content roles in the ID token', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { request, signedIn } = await staffSignIn(browser, evaEmail);
    const callback = new URL(signedIn.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: request.verifier,
    };
    // A confidential client: without its secret the code gives nothing.
    expect((await tokenRequest(exchange, 'not-the-secret-at-all')).status).toBe(401);
    const response = await tokenRequest(exchange);
    const tokens = (await response.json()) as Record<string, string>;
    expect(response.status, JSON.stringify(tokens)).toBe(200);
    expect(tokens.refresh_token).toBeUndefined();

    const { payload } = await jwtVerify(
      tokens.id_token!,
      createRemoteJWKSet(new URL(`${server.identity.issuer}/jwks`)),
      { issuer: server.identity.issuer, audience: contentSystemClientId },
    );
    expect(payload).toMatchObject({
      sub: `staff:${demoIds.eva}`,
      name: 'Eva Rådgivare',
      email: evaEmail,
      content_roles: ['editor', 'publisher'],
      nonce: request.nonce,
      acr: 'staff',
    });
    // Nothing of a member's token.
    expect(payload).not.toHaveProperty('customer_no');
    expect(payload).not.toHaveProperty('imp');

    // Its access token is for userinfo only, with the same staff person.
    const userinfo = await fetch(`${server.identity.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(((await userinfo.json()) as { sub?: string }).sub).toBe(`staff:${demoIds.eva}`);
  });

  it('gives no token for the member API', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.request(
      cmsAuthorization({ resource: server.config.identity.apiAudience }).url,
    );
    // The provider refuses the resource before any sign-in.
    const callback = new URL(started.location!);
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses a staff person without a content role, in Swedish', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { signedIn } = await staffSignIn(browser, olleEmail);
    expect(signedIn.status).toBe(403);
    expect(signedIn.location).toBeUndefined();
    expect(signedIn.text).toContain(
      'Ditt personalkonto har ingen roll i innehållssystemet. Be den som administrerar innehållssystemet om rollen redaktör eller publicerare.',
    );
  });

  it('cannot be used by a member, nor to search for or act as one', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const interaction = (await browser.request(cmsAuthorization().url)).location!;
    const password = await browser.request(`${interaction}/password`, {
      form: { email: 'anna.skog@example.se', password: demoPassword },
    });
    expect(password.status).toBe(404);
    const eid = await browser.request(`${interaction}/eid`, {
      form: { personalNumber: '195001011237' },
    });
    expect(eid.status).toBe(404);
    // A member's e-mail and password at the staff form sign no one in.
    const asStaff = await browser.request(`${interaction}/staff`, {
      form: { email: 'anna.skog@example.se', password: demoPassword },
    });
    expect(asStaff.status).toBe(401);
    for (const path of ['/staff/members?q=Anna', '/staff/impersonate', '/staff/desk']) {
      const answer = path.startsWith('/staff/members')
        ? await browser.request(`${interaction}${path}`)
        : await browser.request(`${interaction}${path}`, { form: { memberId: demoIds.anna } });
      expect(answer.status, path).toBe(404);
    }
  });

  it("does not carry a member's provider session over, nor a staff session to the portal", async () => {
    const browser = new TestBrowser(server.baseUrl);
    // Anna is signed in to the portal in this browser.
    const portal = authorizationRequest(server.identity.issuer, server, { acr_values: 'eid' });
    const started = await browser.request(portal.url);
    const done = await browser.follow(`${started.location!}/eid`, server.redirectUri, {
      form: { personalNumber: '195001011237' },
    });
    expect(new URL(done.location!).searchParams.get('code')).toBeTruthy();
    // Even without acr_values the content system asks who is signing.
    const cms = await browser.request(cmsAuthorization({ acr_values: '' }).url);
    expect(cms.location).toMatch(/\/idp-interaction\//);

    // Eva signs in to the content system. Another account in the same browser: the
    // provider first ends the member's session (its own confirmation form), then goes on.
    const { signedIn } = await staffSignIn(browser, evaEmail);
    expect(signedIn.status).toBe(200);
    const action = /action="([^"]+)"/.exec(signedIn.text)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(signedIn.text)![1]!;
    const switched = await browser.follow(action.replaceAll('&amp;', '&'), redirectUri, {
      form: { xsrf, logout: 'yes' },
    });
    expect(new URL(switched.location!).searchParams.get('code')).toBeTruthy();
    // The portal's silent sign-in then finds no member: the staff account is not one.
    const silent = authorizationRequest(server.identity.issuer, server, { prompt: 'none' });
    const answer = await browser.follow(silent.url, server.redirectUri);
    expect(answer.location, `${answer.status} ${answer.text}`).toBeDefined();
    const callback = new URL(answer.location!);
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('error')).toBe('login_required');
  });
});

describe('without the content system configured', () => {
  it('has no content-system client', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.config.identity.contentSystem).toBeUndefined();
      const params = new URLSearchParams({
        client_id: contentSystemClientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid',
        code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'x',
      });
      const answer = await fetch(`${plain.identity.issuer}/auth?${params}`, {
        redirect: 'manual',
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('client is invalid');
    } finally {
      await plain.close();
    }
  });
});
