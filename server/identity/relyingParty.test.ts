import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../db/seed.ts';
import { startTestServer, TestBrowser, type TestServer } from './test-support.ts';

/**
 * Issue 28: the local provider works for any certified OpenID Connect relying party, not
 * only the portal. This test is such a party: it reads nothing but the discovery document,
 * signs in with the authorization code flow and PKCE (no `resource`, none of the portal's
 * extra parameters), then calls every endpoint the document advertises with the tokens the
 * sign-in gave, checking the answers OpenID Connect Core, Discovery, RP-Initiated Logout and
 * RFC 7009 require.
 */
let server: TestServer;
let discovery: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.identity.issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  discovery = (await response.json()) as Record<string, unknown>;
});

afterAll(async () => {
  await server?.close();
});

const endpoint = (name: string) => {
  const value = discovery[name];
  expect(typeof value, name).toBe('string');
  return value as string;
};
const clientId = () => server.config.identity.clientId;

const form = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });

/** A sign-in as a plain relying party: code flow, PKCE S256, state and nonce. */
async function signIn(browser: TestBrowser) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: clientId(),
    response_type: 'code',
    redirect_uri: server.redirectUri,
    scope: 'openid profile offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    acr_values: 'eid',
  });
  const start = await browser.request(`${endpoint('authorization_endpoint')}?${params}`);
  expect(start.status).toBe(303);
  const done = await browser.follow(`${start.location!}/eid`, server.redirectUri, {
    form: { personalNumber: '195001011237' },
  });
  const callback = new URL(done.location!);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code')!;
  expect(code).toBeTruthy();
  const response = await form(endpoint('token_endpoint'), {
    grant_type: 'authorization_code',
    code,
    redirect_uri: server.redirectUri,
    client_id: clientId(),
    code_verifier: verifier,
  });
  const tokens = (await response.json()) as Record<string, string>;
  expect(response.status, JSON.stringify(tokens)).toBe(200);
  return { tokens, nonce };
}

const userinfo = (accessToken: string) =>
  fetch(endpoint('userinfo_endpoint'), { headers: { authorization: `Bearer ${accessToken}` } });

describe('the provider for any OpenID Connect relying party', () => {
  it('advertises what a code-flow relying party needs, and nothing it does not serve', () => {
    expect(discovery).toMatchObject({
      issuer: server.identity.issuer,
      response_types_supported: expect.arrayContaining(['code']),
      subject_types_supported: expect.arrayContaining(['public']),
      id_token_signing_alg_values_supported: expect.arrayContaining(['RS256']),
      code_challenge_methods_supported: expect.arrayContaining(['S256']),
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      scopes_supported: expect.arrayContaining(['openid']),
    });
    const tested = new Set([
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'revocation_endpoint',
    ]);
    for (const name of tested)
      expect(endpoint(name).startsWith(`${server.identity.issuer}/`), name).toBe(true);
    // Every endpoint advertised is one this test calls below.
    expect(
      Object.keys(discovery).filter((key) => key.endsWith('_endpoint') || key === 'jwks_uri'),
    ).toSatisfy((names: string[]) => names.every((name) => tested.has(name)));
  });

  it('gives an ID token the jwks_uri verifies, and userinfo answers for its access token', async () => {
    const { tokens, nonce } = await signIn(new TestBrowser(server.baseUrl));
    const keys = createRemoteJWKSet(new URL(endpoint('jwks_uri')));
    const { payload: idToken } = await jwtVerify(tokens.id_token!, keys, {
      issuer: server.identity.issuer,
      audience: clientId(),
    });
    expect(idToken).toMatchObject({ sub: demoIds.anna, nonce });
    expect(tokens.token_type).toBe('Bearer');

    // OIDC Core §5.3: GET and POST, the same sub as the ID token, as JSON.
    const got = await userinfo(tokens.access_token!);
    const claims = (await got.json()) as Record<string, unknown>;
    expect(got.status, JSON.stringify(claims)).toBe(200);
    expect(got.headers.get('content-type')).toMatch(/^application\/json/);
    expect(claims).toMatchObject({ sub: demoIds.anna, name: 'Anna Skog', customer_no: '100001' });
    const posted = await form(
      endpoint('userinfo_endpoint'),
      {},
      {
        authorization: `Bearer ${tokens.access_token}`,
      },
    );
    expect(posted.status).toBe(200);
    // Without a token: 401 with a Bearer challenge (RFC 6750 §3).
    const anonymous = await fetch(endpoint('userinfo_endpoint'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('refreshes, and the refreshed tokens answer at userinfo for the same member', async () => {
    const { tokens } = await signIn(new TestBrowser(server.baseUrl));
    expect(tokens.refresh_token).toBeTruthy();
    const response = await form(endpoint('token_endpoint'), {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId(),
    });
    const refreshed = (await response.json()) as Record<string, string>;
    expect(response.status, JSON.stringify(refreshed)).toBe(200);
    const { payload } = await jwtVerify(
      refreshed.id_token!,
      createRemoteJWKSet(new URL(endpoint('jwks_uri'))),
      { issuer: server.identity.issuer, audience: clientId() },
    );
    expect(payload.sub).toBe(demoIds.anna);
    const claims = (await (await userinfo(refreshed.access_token!)).json()) as { sub?: string };
    expect(claims.sub).toBe(demoIds.anna);
  });

  it('revokes (RFC 7009): a revoked access token no longer answers, a revoked refresh token no longer refreshes', async () => {
    const { tokens } = await signIn(new TestBrowser(server.baseUrl));
    const revokeAccess = await form(endpoint('revocation_endpoint'), {
      token: tokens.access_token!,
      token_type_hint: 'access_token',
      client_id: clientId(),
    });
    expect(revokeAccess.status).toBe(200);
    expect((await userinfo(tokens.access_token!)).status).toBe(401);

    const revokeRefresh = await form(endpoint('revocation_endpoint'), {
      token: tokens.refresh_token!,
      client_id: clientId(),
    });
    expect(revokeRefresh.status).toBe(200);
    const refresh = await form(endpoint('token_endpoint'), {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId(),
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error?: string }).error).toBe('invalid_grant');
    // An unknown token is no error (RFC 7009 §2.2).
    const unknown = await form(endpoint('revocation_endpoint'), {
      token: 'no-such-token',
      client_id: clientId(),
    });
    expect(unknown.status).toBe(200);
  });

  it('ends the session at end_session_endpoint and returns to the registered URI with state', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { tokens } = await signIn(browser);
    const state = randomBytes(8).toString('hex');
    const page = await browser.request(
      `${endpoint('end_session_endpoint')}?${new URLSearchParams({
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${server.baseUrl}/authentication/logout-callback`,
        state,
      })}`,
    );
    expect(page.status).toBe(200);
    const action = /action="([^"]+)"/.exec(page.text)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)![1]!;
    const confirmed = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.location!);
    expect(`${back.origin}${back.pathname}`).toBe(
      `${server.baseUrl}/authentication/logout-callback`,
    );
    expect(back.searchParams.get('state')).toBe(state);
  });
});
