import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { sendPlainPage } from '../http/plainPage.ts';
import { escapeHtml } from '../identity/views.ts';
import type { StandIn } from '../messaging/index.ts';
import formbody from '@fastify/formbody';
import { enqueue } from '../jobs/queue.ts';
import type { Schedule } from '../jobs/schedule.ts';
import { latestMessages } from './outbox.ts';

export const devMailboxPath = '/utvecklare/utkorg';
const devRunPath = `${devMailboxPath}/kor-jobb`;

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The text with its web addresses as links (escaped first, so nothing else becomes markup). */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const channelName = (channel: string) => (channel === 'sms' ? 'Sms' : 'E-post');

/**
 * The developer outbox (decision: README, "Signing links"): what the portal queued and what
 * it delivered to a transport (SMTP, the SMS gateway), newest first, and what the local
 * stand-ins of the transports received (npm start, end-to-end tests). It is registered only
 * beside the local test signer or the local BankID test server, a tool for a test
 * environment; a link shown here still only works for its signer, signed in.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  {
    db,
    standIns = [],
    schedules = [],
  }: { db: Db; standIns?: readonly StandIn[]; schedules?: readonly Schedule[] },
) {
  // Form bodies are parsed only in this plugin's scope.
  await app.register(formbody);
  // A developer runs a schedule's job now instead of at its time (the daily notices: what a
  // member would be sent today shows up below within the worker's poll).
  app.post<{ Body: { schedule?: string } }>(devRunPath, async (request, reply) => {
    const chosen = schedules.find((s) => s.name === request.body?.schedule);
    if (!chosen) return reply.code(404).send();
    await enqueue(db, chosen.kind, chosen.payload, { uniqueKey: `${chosen.name}:now` });
    return reply.redirect(devMailboxPath, 303);
  });

  app.get(devMailboxPath, async (_request, reply) => {
    const messages = await latestMessages(db);
    const items = messages.map(
      (m) => `<article aria-labelledby="m-${m.id}">
<h3 id="m-${m.id}">${escapeHtml(channelName(m.channel))} till ${escapeHtml(m.recipient)}</h3>
<p>${escapeHtml(dateTime.format(m.createdAt))} · ${
        m.status === 'sent'
          ? `Skickat ${m.sentAt ? escapeHtml(dateTime.format(m.sentAt)) : ''} via ${escapeHtml(m.transport ?? 'okänd transport')}${m.transportRef ? ` (${escapeHtml(m.transportRef)})` : ''}`
          : 'I kö, inte skickat än'
      }</p>
${m.subject ? `<p><strong>Ämne: ${escapeHtml(m.subject)}</strong></p>` : ''}
<p>${withLinks(m.body).replace(/\n/g, '<br>')}</p>
</article>`,
    );
    const received = standIns.map((standIn) => {
      const list = standIn.received();
      const name =
        standIn.channel === 'sms' ? 'den lokala sms-gatewayen' : 'den lokala e-postfångaren';
      return `<section aria-labelledby="s-${standIn.channel}">
<h2 id="s-${standIn.channel}">Mottaget av ${name}</h2>
<p>${escapeHtml(standIn.url)} · ${list.length} meddelanden sedan start</p>
${list
  .map(
    (r, i) => `<article aria-labelledby="r-${standIn.channel}-${i}">
<h3 id="r-${standIn.channel}-${i}">${escapeHtml(channelName(r.channel))} till ${escapeHtml(r.to)}</h3>
<p>${escapeHtml(dateTime.format(r.receivedAt))} · från ${escapeHtml(r.from)}</p>
${r.subject ? `<p><strong>Ämne: ${escapeHtml(r.subject)}</strong></p>` : ''}
<p>${withLinks(r.body).replace(/\n/g, '<br>')}</p>
</article>`,
  )
  .join('\n')}
</section>`;
    });
    return sendPlainPage(
      reply,
      200,
      'Utkorg (utvecklingsmiljö)',
      `<p>Meddelanden som portalen har lagt i utkorgen och skickat med e-post och sms, och vad de lokala ersättarna för e-post- och sms-tjänsten har tagit emot.</p>
${
  schedules.length
    ? `<section aria-labelledby="jobs">
<h2 id="jobs">Schemalagda jobb</h2>
<p>Kör ett jobb nu i stället för vid dess tid, till exempel dagens aviseringar.</p>
${schedules
  .map(
    (s) => `<form method="post" action="${devRunPath}">
<input type="hidden" name="schedule" value="${escapeHtml(s.name)}">
<button type="submit" class="button">Kör ${escapeHtml(s.name)} nu</button>
</form>`,
  )
  .join('\n')}
</section>`
    : ''
}
${received.join('\n')}
<section aria-labelledby="outbox">
<h2 id="outbox">Utkorgen</h2>
${items.length ? items.join('\n') : '<p>Inga meddelanden.</p>'}
</section>`,
      { heading: 'Utkorg', wide: true },
    );
  });
}
