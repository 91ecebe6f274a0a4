import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { trustedProxies } from '../http/trustedProxies.ts';
import { serverAreas } from '../areas.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import { staffDeskRoutes } from '../staff-desk/routes.ts';
import { openTestDatabase } from '../testing/database.ts';
import type { BankIdClient } from '../signing/bankid/client.ts';
import { registerLocalIdentity, type IdentityHandle } from './index.ts';

/**
 * Test helpers (not a test file): a real server on a free port with a seeded in-memory
 * database, the identity provider and stand-ins for the portal's other routes, plus a
 * tiny browser (cookie jar, manual redirects) to drive the authorization-code flow.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  identity: IdentityHandle;
  baseUrl: string;
  redirectUri: string;
  close(): Promise<void>;
}

/**
 * `env`: extra settings, e.g. TRUSTED_PROXIES: '127.0.0.1' to send X-Forwarded-For.
 * `staffDesk`: also serve the staff desk at /personal/ (the staff sign-in's way there).
 */
export async function startTestServer(
  options: { env?: Record<string, string>; staffDesk?: boolean; bankId?: BankIdClient } = {},
): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    FAST_DEMO_HASHES: '1',
    OIDC_AUTHORITY: undefined,
    OIDC_PASSWORD_CHANGE_AUTHORITY: undefined,
    API_AUDIENCE: undefined,
    TRUSTED_PROXIES: undefined,
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = Fastify({
    logger: false,
    trustProxy: trustedProxies(config.trustedProxies).fastifyOption,
  });
  const identity = await registerLocalIdentity(app, {
    db: database.db,
    config,
    bankId: options.bankId ?? null,
  });
  if (options.staffDesk) {
    const kinds = staffTaskKindsOf(serverAreas);
    await app.register(staffDeskRoutes, { db: database.db, config, kinds });
  }
  // Stand-ins for the rest of the portal: JSON API, and the SPA host page catch-all.
  app.post('/api/echo', async (request) => ({ received: request.body }));
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/*', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><title>spa</title>'),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    identity,
    baseUrl,
    redirectUri: `${baseUrl}/authentication/login-callback`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser: path-aware cookie jar, no automatic redirects. */
export class TestBrowser {
  private cookies: StoredCookie[] = [];

  constructor(readonly baseUrl: string) {}

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter(
        (c) =>
          url.pathname === c.path ||
          url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      void url;
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  async request(
    target: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const url = new URL(target, this.baseUrl);
    const headers: Record<string, string> = { 'user-agent': 'identity-test', ...init.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(url, response.headers.getSetCookie());
    const text = await response.text();
    const location = response.headers.get('location');
    return {
      status: response.status,
      headers: response.headers,
      text,
      location: location ? new URL(location, url).href : undefined,
    };
  }

  /** Follows redirects until a page is shown or the client's redirect_uri is reached. */
  async follow(target: string, stopAt: string, init: Parameters<TestBrowser['request']>[1] = {}) {
    let response = await this.request(target, init);
    for (
      let hops = 0;
      hops < 10 && response.location && !response.location.startsWith(stopAt);
      hops++
    ) {
      response = await this.request(response.location);
    }
    return response;
  }
}

export interface AuthorizationRequest {
  url: string;
  verifier: string;
  state: string;
}

/** The parts of a server an authorization request needs (a test server, or the bench's). */
export type OidcClientSide = Pick<TestServer, 'config' | 'redirectUri'>;

export function authorizationRequest(
  issuer: string,
  server: OidcClientSide,
  extra: Record<string, string> = {},
): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: server.config.identity.clientId,
    response_type: 'code',
    redirect_uri: server.redirectUri,
    scope: server.config.identity.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    portal: 'true',
    idps: 'web',
    ui_locales: 'sv',
    // The portal's sign-in names its API (server/hostpage/settings.ts).
    resource: server.config.identity.apiAudience,
    ...extra,
  });
  return { url: `${issuer}/auth?${params}`, verifier, state };
}

export async function exchangeCode(
  issuer: string,
  server: OidcClientSide,
  code: string,
  verifier: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: server.redirectUri,
      client_id: server.config.identity.clientId,
      code_verifier: verifier,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
