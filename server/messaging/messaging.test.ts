import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { jobs } from '../jobs/schema.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { queueMessage, sendOutboxMessage } from '../signing/outbox.ts';
import { outboxMessages } from '../signing/schema.ts';
import { openTestDatabase } from '../testing/database.ts';
import { openMessaging, type OpenedMessaging } from './index.ts';
import { startFakeSmsGateway, startSmtpCatcher, type StandIn } from './standIns.ts';
import { provideTransports, smsGatewayTransport, smtpTransport } from './transports.ts';

/** The transports against the local stand-ins, really listening on ports of 127.0.0.1. */
describe('transports', () => {
  const started: StandIn[] = [];
  afterAll(async () => {
    await Promise.all(started.map((s) => s.close()));
  });

  it('sends a Swedish e-mail over SMTP to the catcher, once per Message-ID', async () => {
    const catcher = await startSmtpCatcher();
    started.push(catcher);
    const transport = smtpTransport({ url: catcher.url, from: 'Granskog <noreply@granskog.test>' });
    const message = {
      id: '6f1b3c1e-0000-4000-8000-000000000001',
      recipient: 'anna.skog@example.se',
      subject: 'Påminnelse: sista dagen närmar sig för ärendet “Gallring Björkås”',
      body: 'Hej Anna!\nDu har två dagar kvar att skriva under avtalet. Öppna https://portal.test/att-gora/\n'.repeat(
        3,
      ),
    };
    const sent = await transport.send(message);
    expect(sent.reference).toBe(`<${message.id}@granskog.test>`);
    // A retry of the same message (the process died before marking it sent) is known.
    await transport.send(message);
    await transport.close?.();
    const received = catcher.received();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      channel: 'email',
      to: 'anna.skog@example.se',
      subject: message.subject,
      body: message.body.replace(/\n$/, ''),
    });
    expect(received[0]!.from).toContain('noreply@granskog.test');
  });

  it('sends an SMS through the gateway API with the key; a wrong key is refused', async () => {
    const gateway = await startFakeSmsGateway({ key: 'rätt-nyckel' });
    started.push(gateway);
    const transport = smsGatewayTransport({
      url: gateway.url,
      key: gateway.key,
      sender: 'Granskog',
    });
    const message = {
      id: 'sms-1',
      recipient: '+46701234567',
      subject: null,
      body: 'Sista dagen att signera är i morgon.',
    };
    const first = await transport.send(message);
    const again = await transport.send(message);
    expect(first.reference).toMatch(/^sms-\d+$/);
    expect(again.reference).toBe(first.reference);
    expect(gateway.received()).toEqual([
      expect.objectContaining({ to: '+46701234567', from: 'Granskog', body: message.body }),
    ]);
    const wrong = smsGatewayTransport({ url: gateway.url, key: 'fel', sender: 'Granskog' });
    await expect(wrong.send({ ...message, id: 'sms-2' })).rejects.toThrow(/401/);
    expect(gateway.received()).toHaveLength(1);
  });
});

/** The outbox job sends through the configured transports (here the stand-ins). */
describe('the outbox job', () => {
  let database: Database;
  let messaging: OpenedMessaging;
  beforeAll(async () => {
    database = await openTestDatabase();
    messaging = await openMessaging({
      smtp: { url: undefined, from: 'Granskog <noreply@granskog.test>' },
      sms: { url: undefined, key: undefined, sender: 'Granskog' },
      localStandIns: true,
    });
    provideTransports(messaging.transports);
  });
  afterEach(() => provideTransports(messaging.transports));
  afterAll(async () => {
    provideTransports({});
    await messaging.close();
    await database.close();
  });

  const queue = (channel: 'email' | 'sms', recipient: string) =>
    database.db.transaction((tx) =>
      queueMessage(tx, {
        channel,
        recipient,
        memberId: demoIds.anna,
        subject: channel === 'email' ? 'Ett test' : null,
        body: `Hej från testet (${channel}).`,
      }),
    );
  const row = async (id: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('delivers e-mail and SMS to their transports and marks them sent with the reference', async () => {
    const mail = await queue('email', 'anna.skog@example.se');
    const sms = await queue('sms', '+46701234567');
    await runDueJobs(database.db, [sendOutboxMessage]);
    const [catcher, gateway] = messaging.standIns;
    expect(catcher!.received().map((m) => m.to)).toContain('anna.skog@example.se');
    expect(gateway!.received().map((m) => m.to)).toContain('+46701234567');
    expect(await row(mail)).toMatchObject({
      status: 'sent',
      transport: expect.stringMatching(/^SMTP 127\.0\.0\.1:/),
    });
    expect(await row(sms)).toMatchObject({
      status: 'sent',
      transport: expect.stringMatching(/^sms-gateway 127\.0\.0\.1:/),
      transportRef: expect.stringMatching(/^sms-/),
    });
  });

  it('leaves a message queued when the transport refuses it, and the retry sends it', async () => {
    const id = await queue('sms', '+46709999999');
    provideTransports({
      ...messaging.transports,
      sms: { channel: 'sms', name: 'trasig', send: () => Promise.reject(new Error('nere')) },
    });
    await runDueJobs(database.db, [sendOutboxMessage]);
    expect((await row(id)).status).toBe('queued');
    provideTransports(messaging.transports);
    // The retry is due after its delay; move it to now.
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.uniqueKey, `outbox:${id}`));
    await runDueJobs(database.db, [sendOutboxMessage]);
    expect((await row(id)).status).toBe('sent');
    expect(messaging.standIns[1]!.received().map((m) => m.to)).toContain('+46709999999');
  });
});

describe('the developer outbox page', () => {
  it('shows what the stand-ins received and each row as sent via its transport', async () => {
    const { default: Fastify } = await import('fastify');
    const { devMailboxRoutes } = await import('../signing/mailbox.ts');
    const database = await openTestDatabase();
    const messaging = await openMessaging({
      smtp: { url: undefined, from: 'Granskog <noreply@granskog.test>' },
      sms: { url: undefined, key: undefined, sender: 'Granskog' },
      localStandIns: true,
    });
    provideTransports(messaging.transports);
    const app = Fastify();
    try {
      await app.register(devMailboxRoutes, { db: database.db, standIns: messaging.standIns });
      await database.db.transaction((tx) =>
        queueMessage(tx, {
          channel: 'email',
          recipient: 'anna.skog@example.se',
          memberId: demoIds.anna,
          subject: 'Påminnelse <b>',
          body: 'Läs mer: https://portal.test/att-gora/',
        }),
      );
      const queued = await app.inject({ method: 'GET', url: '/utvecklare/utkorg' });
      expect(queued.body).toContain('I kö, inte skickat än');
      await runDueJobs(database.db, [sendOutboxMessage]);
      const page = await app.inject({ method: 'GET', url: '/utvecklare/utkorg' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="sv">');
      expect(page.body).toContain('Mottaget av den lokala e-postfångaren');
      expect(page.body).toContain('Mottaget av den lokala sms-gatewayen');
      expect(page.body).toMatch(
        /Skickat [^<]* via SMTP 127\.0\.0\.1:\d+ \(&lt;[^)]+@granskog\.test&gt;\)/,
      );
      // Received by the catcher: its subject decoded, escaped, the link clickable.
      expect(page.body).toContain('<strong>Ämne: Påminnelse &lt;b&gt;</strong>');
      expect(page.body).toContain('<a href="https://portal.test/att-gora/">');
      expect(page.body).not.toContain('<b>');
    } finally {
      provideTransports({});
      await app.close();
      await messaging.close();
      await database.close();
    }
  });
});
