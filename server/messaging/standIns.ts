import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Local stand-ins for the real transports (the demo and the end-to-end servers, when
 * SMTP_URL or SMS_GATEWAY_URL is unset): an SMTP catcher (smtp-server) and a fake SMS
 * gateway speaking the gateway API of ./transports.ts. Both listen on 127.0.0.1 on a free
 * port, keep what they received in memory (the newest 200) and show it on the developer
 * outbox page. They recognise a repeated send by its idempotency key (Message-ID,
 * Idempotency-Key) and keep it once, as a real gateway does.
 */
export interface ReceivedMessage {
  channel: 'email' | 'sms';
  /** The idempotency key the sender gave (Message-ID or Idempotency-Key). */
  key: string;
  from: string;
  to: string;
  subject: string | null;
  body: string;
  receivedAt: Date;
}

export interface StandIn {
  channel: 'email' | 'sms';
  /** What the portal's transport is pointed at. */
  url: string;
  received(): ReceivedMessage[];
  close(): Promise<void>;
}

const keep = 200;

function remember(list: ReceivedMessage[], message: ReceivedMessage): boolean {
  if (list.some((m) => m.key === message.key)) return false;
  list.unshift(message);
  list.length = Math.min(list.length, keep);
  return true;
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header (RFC 2047), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input[i] === '=' ? input.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part text message as nodemailer sends it: its headers and its decoded text. */
export function parseMail(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    messageId: headers.get('message-id') ?? '',
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: headers.has('subject') ? decodeWords(headers.get('subject')!) : null,
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

/** The SMTP catcher: accepts any mail without authentication on 127.0.0.1. */
export async function startSmtpCatcher(options: { port?: number } = {}): Promise<StandIn> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'Lokal e-postfångare',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        remember(received, {
          channel: 'email',
          key: mail.messageId,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          receivedAt: new Date(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    channel: 'email',
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fake SMS gateway: `POST /sms` with the bearer key it was started with, JSON
 * `{ to, from, message }`; answers 201 `{ id }` (the same id again for a repeated
 * Idempotency-Key), 401 for a wrong key, 400 for a bad body.
 */
export async function startFakeSmsGateway(
  options: { key: string; port?: number } = { key: 'lokal-sms-nyckel' },
): Promise<StandIn & { key: string }> {
  const received: ReceivedMessage[] = [];
  const ids = new Map<string, string>();
  let next = 0;
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/sms') return answer(404, {});
    if (request.headers.authorization !== `Bearer ${options.key}`) return answer(401, {});
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: { to?: unknown; from?: unknown; message?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return answer(400, { error: 'invalid json' });
      }
      if (typeof body.to !== 'string' || typeof body.message !== 'string')
        return answer(400, { error: 'to and message are required' });
      const key = String(request.headers['idempotency-key'] ?? `no-key-${++next}`);
      const id = ids.get(key) ?? `sms-${++next}`;
      ids.set(key, id);
      remember(received, {
        channel: 'sms',
        key,
        from: typeof body.from === 'string' ? body.from : '',
        to: body.to,
        subject: null,
        body: body.message,
        receivedAt: new Date(),
      });
      answer(201, { id });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    channel: 'sms',
    key: options.key,
    url: `http://127.0.0.1:${port}/sms`,
    received: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
