/** Content-Security-Policy of every identity page (no inline style or script anywhere). */
export function identityPageCsp(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${origin}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
