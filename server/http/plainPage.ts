import type { FastifyReply } from 'fastify';
import { stylesheetPath } from '../identity/constants.ts';
import { escapeHtml } from '../identity/views.ts';

/**
 * A small server-rendered page outside the host (a notice's unsubscribe link, a preview
 * link that no longer holds, the developers' outbox): the identity pages' stylesheet, no
 * script, never cached or indexed, `<h1>` the heading (the title unless given) and then
 * `body` (HTML the caller has escaped); `wide` for tables and lists.
 */
export function sendPlainPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  { heading = title, wide = false }: { heading?: string; wide?: boolean } = {},
) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'self'; frame-ancestors 'none'; form-action 'self'",
    )
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex').send(`<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main id="main"${wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`);
}
