import type { Endpoint, PayloadRequest } from 'payload';
import {
  cookieValue,
  loginCookieName,
  loginCookiePath,
  loginSeconds,
  readCookie,
  sessionCookieName,
  sessionSeconds,
  setCookie,
  signCookie,
} from './cookies.ts';
import type { SignInError } from './messages.ts';
import {
  authorizationUrl,
  completeSignIn,
  SignInRefused,
  type PendingSignIn,
  type SignInSettings,
} from './oidc.ts';

/**
 * GET /api/users/oidc/login and /api/users/oidc/callback: staff sign in with their staff
 * account at the portal's identity provider (cms/README.md, "Staff sign-in").
 */

const adminRoute = (req: PayloadRequest) => req.payload.config.routes.admin;

/** Back into the admin only: a path under the admin route, never another site. */
function safeReturn(req: PayloadRequest, wanted: unknown): string {
  const admin = adminRoute(req);
  if (typeof wanted !== 'string') return admin;
  const underAdmin =
    wanted === admin || wanted.startsWith(`${admin}/`) || wanted.startsWith(`${admin}?`);
  return underAdmin && !/\\|\/\//.test(wanted) ? wanted : admin;
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export function signInEndpoints(
  settings: SignInSettings | undefined,
  secret: string,
  usersSlug: string,
): Endpoint[] {
  const secure = settings?.publicUrl.startsWith('https:') ?? false;
  const clearLogin = setCookie(loginCookieName, '', {
    path: loginCookiePath,
    maxAge: 0,
    secure,
  });
  const refused = (req: PayloadRequest, code: SignInError) =>
    redirect(`${adminRoute(req)}/login?fel=${code}`, [clearLogin]);

  const login: Endpoint = {
    path: '/oidc/login',
    method: 'get',
    handler: async (req) => {
      if (!settings) return refused(req, 'inte-installd');
      let started: Awaited<ReturnType<typeof authorizationUrl>>;
      try {
        started = await authorizationUrl(settings);
      } catch (error) {
        req.payload.logger.error({ err: error }, 'staff sign-in: the identity provider');
        return refused(req, 'misslyckades');
      }
      const returnTo = safeReturn(req, req.searchParams.get('redirect'));
      const cookie = await signCookie(
        secret,
        'login',
        { ...started.pending, returnTo },
        loginSeconds,
      );
      return redirect(started.url, [
        setCookie(loginCookieName, cookie, { path: loginCookiePath, maxAge: loginSeconds, secure }),
      ]);
    },
  };

  const callback: Endpoint = {
    path: '/oidc/callback',
    method: 'get',
    handler: async (req) => {
      if (!settings) return refused(req, 'inte-installd');
      const kept = await readCookie(secret, 'login', cookieValue(req.headers, loginCookieName));
      const params = req.searchParams;
      if (!kept || typeof kept.state !== 'string' || params.get('state') !== kept.state)
        return refused(req, 'gick-ut');
      const error = params.get('error');
      if (error) return refused(req, error === 'access_denied' ? 'avbruten' : 'misslyckades');
      const code = params.get('code');
      if (!code) return refused(req, 'misslyckades');

      let staff: Awaited<ReturnType<typeof completeSignIn>>;
      try {
        staff = await completeSignIn(settings, code, kept as unknown as PendingSignIn);
      } catch (failure) {
        if (failure instanceof SignInRefused && failure.reason === 'noRole')
          return refused(req, 'ingen-roll');
        req.payload.logger.warn({ err: failure }, 'staff sign-in refused');
        return refused(req, 'misslyckades');
      }

      // The editor is the portal's staff person: found by sub, with this sign-in's roles.
      const data = { sub: staff.sub, name: staff.name, email: staff.email, roles: staff.roles };
      const found = await req.payload.find({
        collection: usersSlug,
        where: { sub: { equals: staff.sub } },
        limit: 1,
        depth: 0,
        pagination: false,
      });
      const existing = found.docs[0];
      const user = existing
        ? await req.payload.update({ collection: usersSlug, id: existing.id, data, depth: 0 })
        : await req.payload.create({ collection: usersSlug, data, depth: 0 });

      const session = await signCookie(secret, 'session', { sub: String(user.id) }, sessionSeconds);
      return redirect(safeReturn(req, kept.returnTo), [
        clearLogin,
        setCookie(sessionCookieName, session, { path: '/', maxAge: sessionSeconds, secure }),
      ]);
    },
  };

  return [login, callback];
}
