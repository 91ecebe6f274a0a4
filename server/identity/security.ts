/**
 * Content-Security-Policy of every identity page (no inline style or script anywhere). Its
 * forms end at the portal and, for the provider's pages when the content system's client is
 * registered (`contentSystemRedirectUri`), at the content system: browsers check form-action
 * on each redirect after a form's POST too, and the staff form's sign-in for the content
 * system redirects to its callback.
 */
export function identityPageCsp(publicUrl: string, contentSystemRedirectUri?: string): string {
  const formTargets = [
    "'self'",
    new URL(publicUrl).origin,
    ...(contentSystemRedirectUri ? [new URL(contentSystemRedirectUri).origin] : []),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formTargets.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
