import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPayloadRequest, type Endpoint, type Payload, type SanitizedConfig } from 'payload';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, demoPassword } from '../../../server/db/seed.ts';
import { staffUsers } from '../../../server/db/schema.ts';
import {
  startTestServer,
  TestBrowser,
  type TestServer,
} from '../../../server/identity/test-support.ts';
import { contentSystemCallbackPath } from '../../../shared/contracts/contentSystemSignIn.ts';
import { cmsConfig } from '../config.ts';
import { prepareCms } from '../prepare.ts';
import { signInEndpoints } from './endpoints.ts';
import { LoginButton } from './LoginButton.tsx';

// Staff sign in to the content system with their staff account: against the portal's own
// identity provider, started in this process on a free port with its seeded database (as
// the portal's identity tests do), and a real Payload on SQLite. Nothing is stubbed.

const fixturesDir = path.resolve(import.meta.dirname, '../../../content-fixtures');
const cmsUrl = 'http://cms.test';
const redirectUri = `${cmsUrl}${contentSystemCallbackPath}`;
const clientSecret = randomBytes(32).toString('base64url');
const secret = 'cms-test-secret';

let portal: TestServer;
let payload: Payload;
let config: Promise<SanitizedConfig>;
let dir: string;

beforeAll(async () => {
  portal = await startTestServer({
    env: { CMS_URL: cmsUrl, CMS_OIDC_CLIENT_SECRET: clientSecret },
  });
  dir = await mkdtemp(path.join(tmpdir(), 'cms-sign-in-'));
  config = cmsConfig({
    databaseFile: path.join(dir, 'cms.db'),
    mediaDir: path.join(dir, 'media'),
    secret,
    productSlug: 'granskog',
    signIn: { issuer: portal.identity.issuer, clientSecret, publicUrl: cmsUrl },
  });
  ({ payload } = await prepareCms(config, fixturesDir));
});

afterAll(async () => {
  await payload?.destroy();
  await portal?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const endpoint = (endpointPath: string): Endpoint => {
  const found = (payload.collections.users.config.endpoints || []).find(
    (e) => e.path === endpointPath,
  );
  if (!found) throw new Error(`no endpoint ${endpointPath}`);
  return found;
};

/** A request as Next hands it to Payload's REST handler. */
async function call(endpointPath: string, url: string, cookie?: string, method = 'GET') {
  const request = new Request(url, { method, headers: cookie ? { cookie } : {} });
  const req = await createPayloadRequest({ config, request, params: { collection: 'users' } });
  return endpoint(endpointPath).handler(req);
}

const cookieFrom = (response: Response, name: string) => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? { header, value: header.slice(name.length + 1).split(';')[0] } : undefined;
};

/** Eva (or who `email` names) presses "Logga in med ditt personalkonto" and signs in. */
async function signIn(email = 'eva.radgivare@granskog.example.se', returnTo = '/admin') {
  const started = await call(
    '/oidc/login',
    `${cmsUrl}/api/users/oidc/login?${new URLSearchParams({ redirect: returnTo })}`,
  );
  expect(started.status).toBe(303);
  const login = cookieFrom(started, 'cms-oidc-login')!;
  expect(login.header).toMatch(/Path=\/api\/users\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/);
  const browser = new TestBrowser(portal.baseUrl);
  const atProvider = await browser.request(started.headers.get('location')!);
  expect(atProvider.status).toBe(303);
  const back = await browser.follow(`${atProvider.location!}/staff`, redirectUri, {
    form: { email, password: demoPassword },
  });
  return { login: login.value, back };
}

async function finish(callbackUrl: string, loginCookie: string) {
  return call('/oidc/callback', callbackUrl, `cms-oidc-login=${loginCookie}`);
}

const whoIs = async (cookie: string) =>
  (await payload.auth({ headers: new Headers({ cookie }) })).user as
    (Record<string, unknown> & { roles?: string[] }) | null;

describe('staff sign in to the content system with their staff account', () => {
  it('sends the editor to the portal, which signs Eva in with both roles', async () => {
    const { login, back } = await signIn(
      'eva.radgivare@granskog.example.se',
      '/admin/collections/pages',
    );
    expect(back.location!.startsWith(`${redirectUri}?`)).toBe(true);
    const done = await finish(back.location!, login);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/collections/pages');
    const session = cookieFrom(done, 'payload-token')!;
    expect(session.header).toMatch(/Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax/);
    expect(cookieFrom(done, 'cms-oidc-login')?.header).toMatch(/Max-Age=0/);

    const user = await whoIs(`payload-token=${session.value}`);
    expect(user).toMatchObject({
      sub: `staff:${demoIds.eva}`,
      name: 'Eva Rådgivare',
      email: 'eva.radgivare@granskog.example.se',
      roles: ['editor', 'publisher'],
      collection: 'users',
      _strategy: 'staff-session',
    });

    // The roles are Payload's access: a publisher publishes.
    const published = await payload.update({
      collection: 'pages',
      id: 410,
      data: { title: 'Publicerad av Eva', _status: 'published' },
      user: user,
      overrideAccess: false,
    });
    expect(published.title).toBe('Publicerad av Eva');

    // The admin's "me" knows the session's end; logging out clears the cookie.
    const me = await call('/me', `${cmsUrl}/api/users/me`, `payload-token=${session.value}`);
    const meBody = (await me.json()) as { user?: { sub?: string }; exp?: number; token?: string };
    expect(meBody.user?.sub).toBe(`staff:${demoIds.eva}`);
    expect(meBody.exp! - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
    expect(meBody.token).toBeUndefined();
    const out = await call(
      '/logout',
      `${cmsUrl}/api/users/logout`,
      `payload-token=${session.value}`,
      'POST',
    );
    expect(out.status).toBe(200);
    expect(cookieFrom(out, 'payload-token')?.header).toMatch(/Expires=/);
  });

  it('gives each sign-in the roles the portal has now, for the same editor', async () => {
    const first = await signIn();
    const firstUser = await whoIs(
      `payload-token=${cookieFrom(await finish(first.back.location!, first.login), 'payload-token')!.value}`,
    );
    await portal.database.db.update(staffUsers).set({ contentRoles: ['editor'] });
    try {
      const again = await signIn();
      const user = await whoIs(
        `payload-token=${cookieFrom(await finish(again.back.location!, again.login), 'payload-token')!.value}`,
      );
      expect(user?.id).toBe(firstUser?.id);
      expect(user?.roles).toEqual(['editor']);
      // An editor saves drafts but does not publish.
      await expect(
        payload.update({
          collection: 'pages',
          id: 410,
          data: { title: 'Bara ett utkast', _status: 'published' },
          user: user,
          overrideAccess: false,
        }),
      ).rejects.toThrow();
    } finally {
      await portal.database.db.update(staffUsers).set({ contentRoles: ['editor', 'publisher'] });
    }
    const found = await payload.find({ collection: 'users', where: { sub: { exists: true } } });
    expect(found.totalDocs).toBe(1);
  });

  it('refuses a callback whose state, cookie or code does not hold', async () => {
    const { login, back } = await signIn();
    const refusedWith = async (response: Response) => {
      expect(response.status).toBe(303);
      expect(cookieFrom(response, 'payload-token')).toBeUndefined();
      return response.headers.get('location');
    };
    // Another browser (no sign-in cookie), a changed state, a forged cookie.
    expect(await refusedWith(await call('/oidc/callback', back.location!))).toBe(
      '/admin/login?fel=gick-ut',
    );
    const otherState = new URL(back.location!);
    otherState.searchParams.set('state', 'not-the-state');
    expect(await refusedWith(await finish(otherState.href, login))).toBe(
      '/admin/login?fel=gick-ut',
    );
    expect(await refusedWith(await finish(back.location!, `${login.slice(0, -2)}xx`))).toBe(
      '/admin/login?fel=gick-ut',
    );
    // The right one signs in once; the same code again is refused by the provider.
    expect(await finish(back.location!, login).then((r) => r.headers.get('location'))).toBe(
      '/admin',
    );
    expect(await refusedWith(await finish(back.location!, login))).toBe(
      '/admin/login?fel=misslyckades',
    );
  });

  it('never returns to another site after the sign-in', async () => {
    for (const wanted of [
      'https://evil.example/admin',
      '//evil.example',
      '/adminx',
      '/admin/\\evil',
    ]) {
      const { login, back } = await signIn(undefined, wanted);
      expect((await finish(back.location!, login)).headers.get('location'), wanted).toBe('/admin');
    }
  });

  it('says "Inloggningen avbröts." when the staff person presses Avbryt', async () => {
    const started = await call('/oidc/login', `${cmsUrl}/api/users/oidc/login`);
    const login = cookieFrom(started, 'cms-oidc-login')!.value;
    const browser = new TestBrowser(portal.baseUrl);
    const interaction = (await browser.request(started.headers.get('location')!)).location!;
    const back = await browser.follow(`${interaction}/abort`, redirectUri);
    const done = await finish(back.location!, login);
    expect(done.headers.get('location')).toBe('/admin/login?fel=avbruten');
  });

  it('signs nobody in with a session cookie that is altered, foreign or absent', async () => {
    const { login, back } = await signIn();
    const session = cookieFrom(await finish(back.location!, login), 'payload-token')!.value;
    expect(await whoIs(`payload-token=${session}`)).not.toBeNull();
    const [head, body, signature] = session.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ sub: '1', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await whoIs(`payload-token=${altered}`)).toBeNull();
    expect(await whoIs(`payload-token=${body}`)).toBeNull();
    expect(await whoIs('')).toBeNull();
    // From the content system's own pages only: another origin's request carries none.
    const from = async (origin: string) =>
      (
        await payload.auth({
          headers: new Headers({ cookie: `payload-token=${session}`, origin }),
        })
      ).user;
    expect(await from(cmsUrl)).not.toBeNull();
    expect(await from(portal.baseUrl)).toBeNull();
    // The sign-in cookie is no session (its own key).
    expect(await whoIs(`payload-token=${login}`)).toBeNull();
  });

  it('without the sign-in set up, says so and sends nobody away', async () => {
    const [login] = signInEndpoints(undefined, secret, 'users');
    const req = await createPayloadRequest({
      config,
      request: new Request(`${cmsUrl}/api/users/oidc/login`),
    });
    const answer = await login.handler(req);
    expect(answer.headers.get('location')).toBe('/admin/login?fel=inte-installd');
  });
});

describe('the login view', () => {
  it('has one button, "Logga in med ditt personalkonto", and says why a sign-in failed', () => {
    const html = renderToStaticMarkup(
      LoginButton({
        payload,
        i18n: undefined as never,
        searchParams: { fel: 'ingen-roll', redirect: '/admin/collections/news' },
      }),
    );
    expect(html).toContain('>Logga in med ditt personalkonto</a>');
    expect(html).toContain('href="/api/users/oidc/login?redirect=%2Fadmin%2Fcollections%2Fnews"');
    expect(html).toContain(
      'role="alert" style="color:var(--theme-error-500)">Ditt personalkonto har ingen roll i innehållssystemet.',
    );
    expect(renderToStaticMarkup(LoginButton({ payload, i18n: undefined as never }))).not.toContain(
      'role="alert"',
    );
  });
});
