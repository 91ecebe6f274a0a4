import { createHash } from 'node:crypto';

export interface CspOptions {
  /** The exact text of the inline import map, allowed by its hash (no 'unsafe-inline'). */
  importMap: string;
  /** Origins of the identity provider(s): the silent-renew iframe, the token calls. */
  authorityOrigins: string[];
  /** The exact text of an inline <style> element, allowed by its hash. */
  inlineStyle?: string;
}

/** The host page's Content-Security-Policy: scripts only from us and the import map's hash. */
export function hostPageCsp({ importMap, authorityOrigins, inlineStyle }: CspOptions): string {
  const hash = (text: string) => createHash('sha256').update(text).digest('base64');
  const importMapHash = hash(importMap);
  const authorities = [...new Set(authorityOrigins)].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'sha256-${importMapHash}'`,
    inlineStyle === undefined
      ? `style-src 'self'`
      : `style-src 'self' 'sha256-${hash(inlineStyle)}'`,
    // Content images (/content-images/), map tiles (/map/proxy/tiles/) and element assets are
    // ours; data: for inline icons (Leaflet), blob: for the map print. No other origin.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self' ${authorities}`,
    `frame-src 'self' https://www.youtube-nocookie.com ${authorities}`,
    `form-action 'self' ${authorities}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
