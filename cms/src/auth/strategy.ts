import type { AuthStrategy } from 'payload';
import { cookieValue, readCookie, sessionCookieName } from './cookies.ts';

/**
 * The only way into the content system: the signed 8-hour session cookie the sign-in
 * callback set (endpoints.ts), from the content system's own pages. Payload's own e-mail and password are off
 * (`disableLocalStrategy`). A cookie that is missing, altered or expired, or whose editor is
 * gone, signs nobody in.
 */
export function staffSessionStrategy(
  secret: string,
  usersSlug: string,
  /** The content system's own origin (from CMS_URL); unset: nobody signs in anyway. */
  origin: string | undefined,
): AuthStrategy {
  return {
    name: 'staff-session',
    authenticate: async ({ headers, payload }) => {
      // A request another origin sends (the portal is the same site, so SameSite lets its
      // cookie through) carries no session: as Payload's own `csrf` check does for cookies.
      const from = headers.get('origin');
      if (from && from !== origin) return { user: null };
      const session = await readCookie(secret, 'session', cookieValue(headers, sessionCookieName));
      const id = Number(session?.sub);
      if (!Number.isSafeInteger(id)) return { user: null };
      const user = await payload
        .findByID({ collection: usersSlug, id, depth: 0, disableErrors: true })
        .catch(() => null);
      if (!user) return { user: null };
      return { user: { ...user, collection: usersSlug, _strategy: 'staff-session' } };
    },
  };
}
