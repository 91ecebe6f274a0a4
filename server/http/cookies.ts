/**
 * One cookie's value from a Cookie header, or undefined. `valid` refuses values of the wrong
 * shape before anything reads them (a desk token, a JWT).
 */
export function readCookie(
  header: string | undefined,
  name: string,
  valid: RegExp = /^[A-Za-z0-9_-]{1,100}$/,
): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return valid.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * A Set-Cookie value: HttpOnly unless `httpOnly: false` (a sign the page itself reads, never
 * a secret), Secure when the portal is on https; `maxAgeSeconds` 0 removes it.
 */
export function cookieHeader(
  name: string,
  value: string,
  o: {
    path: string;
    maxAgeSeconds: number;
    sameSite: 'Strict' | 'Lax';
    secure: boolean;
    httpOnly?: boolean;
  },
): string {
  return [
    `${name}=${value}`,
    `Path=${o.path}`,
    `Max-Age=${o.maxAgeSeconds}`,
    ...(o.httpOnly === false ? [] : ['HttpOnly']),
    `SameSite=${o.sameSite}`,
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}
