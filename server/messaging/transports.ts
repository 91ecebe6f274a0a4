import { createTransport } from 'nodemailer';

/**
 * The transports the outbox hands its messages to (issue 33): one interface, two real kinds
 * (SMTP by nodemailer, an SMS gateway's HTTP API), chosen by the settings SMTP_URL and
 * SMS_GATEWAY_URL (server/config.ts). Each send carries the outbox row's id as its
 * idempotency key (the mail's Message-ID, the gateway's Idempotency-Key header), so a retry
 * after a crash between sending and marking it sent is recognisable by the receiver.
 */
export interface OutgoingMessage {
  /** The outbox row's id: the idempotency key of the send. */
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface MessageTransport {
  channel: 'email' | 'sms';
  /** What the outbox page names it by, e.g. "SMTP smtp.example.se:587". */
  name: string;
  /** Delivers the message to the transport; throws when it was not accepted. */
  send(message: OutgoingMessage): Promise<{ reference: string | null }>;
  close?(): Promise<void> | void;
}

export interface SmtpSettings {
  /** smtp://user:password@host:port or smtps://… */
  url: string;
  /** The From header, e.g. `Granskog <noreply@granskog.se>`. */
  from: string;
}

/** E-mail over SMTP (nodemailer, one pooled connection per process). */
export function smtpTransport(settings: SmtpSettings): MessageTransport {
  const url = new URL(settings.url);
  const mailer = createTransport(settings.url);
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  return {
    channel: 'email',
    name: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      const info = await mailer.sendMail({
        from: settings.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        messageId: `<${message.id}@${domain}>`,
        headers: { 'Content-Language': 'sv' },
      });
      if (info.rejected.length > 0) throw new Error(`SMTP refused ${info.rejected.join(', ')}`);
      return { reference: info.messageId ?? null };
    },
    close: () => mailer.close(),
  };
}

export interface SmsGatewaySettings {
  /** The gateway's send endpoint (POST, JSON). */
  url: string;
  /** The API key, sent as `Authorization: Bearer <key>`. Never logged. */
  key: string;
  /** The sender name the member's phone shows (at most 11 characters). */
  sender: string;
}

/**
 * SMS through a gateway's HTTP API: `POST <url>` with `{ to, from, message }` as JSON, the
 * key as a bearer token and the outbox id as `Idempotency-Key`; a 2xx answer with `{ id }`
 * is accepted. The common shape of Swedish SMS gateways' REST APIs; another gateway's
 * field names go here.
 */
export function smsGatewayTransport(
  settings: SmsGatewaySettings,
  options: { timeoutMs?: number } = {},
): MessageTransport {
  return {
    channel: 'sms',
    name: `sms-gateway ${new URL(settings.url).host}`,
    async send(message) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.key}`,
          'content-type': 'application/json',
          'idempotency-key': message.id,
        },
        body: JSON.stringify({
          to: message.recipient,
          from: settings.sender,
          message: message.body,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
      return { reference: typeof answer.id === 'string' ? answer.id : null };
    },
  };
}

/**
 * No transport configured for the channel (a test's app): the message is marked sent and
 * the row is the delivery, as before there were transports. The outbox page says so.
 */
export function recordOnlyTransport(channel: 'email' | 'sms'): MessageTransport {
  return { channel, name: 'ingen (bara sparat)', send: async () => ({ reference: null }) };
}

let provided: Partial<Record<'email' | 'sms', MessageTransport>> = {};

/** Sets the process's transports (server/app.ts); the outbox job sends through them. */
export function provideTransports(transports: Partial<Record<'email' | 'sms', MessageTransport>>) {
  provided = { ...transports };
}

export function transportFor(channel: 'email' | 'sms'): MessageTransport {
  return provided[channel] ?? recordOnlyTransport(channel);
}
