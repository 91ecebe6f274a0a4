import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * The content system's own cookies, each a JWT signed (HS256) with a key made from the
 * Payload secret for that use alone, so one cookie never passes for the other.
 *
 * - The session: `payload-token` (Payload's own name, so Payload's logout clears it and its
 *   `me` answer gives the admin the expiry), 8 hours, path /, HttpOnly, SameSite=Lax. Only
 *   our strategy reads it: the local strategy is off.
 * - The sign-in in progress: state, nonce and PKCE verifier, 10 minutes, only on the
 *   callback's path.
 */

export const sessionCookieName = 'payload-token';
export const sessionSeconds = 8 * 60 * 60;
export const loginCookieName = 'cms-oidc-login';
export const loginSeconds = 10 * 60;
export const loginCookiePath = '/api/users/oidc';

type Use = 'session' | 'login';

function keyFor(secret: string, use: Use): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'portal-cms', `cms ${use} cookie`, 32));
}

export async function signCookie(
  secret: string,
  use: Use,
  claims: JWTPayload,
  seconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .setAudience(`cms-${use}`)
    .sign(keyFor(secret, use));
}

/** The cookie's claims, or undefined when it is missing, altered or expired. */
export async function readCookie(
  secret: string,
  use: Use,
  value: string | undefined,
): Promise<JWTPayload | undefined> {
  if (!value) return undefined;
  try {
    const { payload } = await jwtVerify(value, keyFor(secret, use), {
      algorithms: ['HS256'],
      audience: `cms-${use}`,
    });
    return payload;
  } catch {
    return undefined;
  }
}

/** One cookie's value from a Cookie header. */
export function cookieValue(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function setCookie(
  name: string,
  value: string,
  o: { path: string; maxAge: number; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${o.path}`,
    `Max-Age=${o.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}
