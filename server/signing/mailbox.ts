import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { stylesheetPath } from '../identity/constants.ts';
import { escapeHtml } from '../identity/views.ts';
import { latestMessages } from './outbox.ts';

export const devMailboxPath = '/utvecklare/utkorg';

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The text with its web addresses as links (escaped first, so nothing else becomes markup). */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mailbox (decision: README, "Signing links"): no mail or SMS provider is
 * configured here, so the outbox is the delivery, and this page shows it, newest first. It is
 * registered only beside the local test signer, like the test signer itself a tool for a
 * test environment; a link shown here still only works for its signer, signed in.
 */
export async function devMailboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(devMailboxPath, async (_request, reply) => {
    const messages = await latestMessages(db);
    const items = messages.map(
      (m) => `<article aria-labelledby="m-${m.id}">
<h2 id="m-${m.id}">${escapeHtml(m.channel === 'sms' ? 'Sms' : 'E-post')} till ${escapeHtml(m.recipient)}</h2>
<p>${escapeHtml(dateTime.format(m.createdAt))} · ${m.status === 'sent' ? 'Skickat' : 'I kö'}</p>
${m.subject ? `<p><strong>Ämne: ${escapeHtml(m.subject)}</strong></p>` : ''}
<p>${withLinks(m.body).replace(/\n/g, '<br>')}</p>
</article>`,
    );
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'self'; frame-ancestors 'none'; form-action 'none'",
      )
      .header('Referrer-Policy', 'no-referrer').send(`<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Utkorg (utvecklingsmiljö)</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main id="main" class="wide">
<h1>Utkorg</h1>
<p>Meddelanden som portalen har skickat med e-post och sms. I den här miljön finns ingen e-post- eller sms-leverantör, så de visas här i stället.</p>
${items.length ? items.join('\n') : '<p>Inga meddelanden.</p>'}
</main>
</body>
</html>`);
  });
}
