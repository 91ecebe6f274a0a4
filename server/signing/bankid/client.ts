import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/**
 * A client of BankID's RP API v6.0 (`/rp/v6.0/auth`, `/sign`, `/phone/sign`, `/collect`,
 * `/cancel`) on Node's own HTTPS with mutual TLS: the relying party's certificate (PKCS#12,
 * or PEM certificate and key) and BankID's CA pinned as the only one trusted for the server.
 * No TLS or crypto of our own: the agent does the handshake, the server's certificate must
 * chain to the pinned CA and name the host.
 *
 * Errors as BankID's guidelines ask:
 * - `maintenance` (503), and a 502/504 from a gateway in front: tried again after a short
 *   wait, without telling the member, `maintenanceRetries` times; then BankIdError.
 * - `internalError` (500), `requestTimeout` (408): never tried again automatically.
 * - no answer in `timeoutMs`, a refused connection or a failed handshake: BankIdUnreachable.
 * The portal's view shows RFA5 for these and RFA4 for `alreadyInProgress`
 * (shared/signing/bankidMessages.ts).
 */

export interface BankIdCredentials {
  /** PKCS#12 with the relying party's certificate and key (BankID's FP certificate). */
  pfx?: Buffer;
  /** Or PEM: certificate and key. */
  cert?: Buffer;
  key?: Buffer;
  /** The passphrase of the PKCS#12 or of the PEM key. */
  passphrase?: string;
  /** BankID's CA (PEM): the only one trusted for the server's certificate. */
  ca: Buffer;
}

export interface BankIdClientOptions {
  /** Up to and including `/rp/v6.0`, e.g. https://appapi2.test.bankid.com/rp/v6.0 */
  url: string;
  credentials: BankIdCredentials;
  /** One call's limit (default 10 s). */
  timeoutMs?: number;
  /** Times a `maintenance` answer is tried again (default 2). */
  maintenanceRetries?: number;
  /** Wait before trying again (default 1000 ms). */
  retryDelayMs?: number;
}

/** An answer of BankID with its errorCode (alreadyInProgress, invalidParameters, ...). */
export class BankIdError extends Error {
  constructor(
    readonly errorCode: string,
    readonly details: string,
    readonly status: number,
  ) {
    super(`BankID ${status} ${errorCode}${details ? `: ${details}` : ''}`);
    this.name = 'BankIdError';
  }
}

/** BankID did not answer: timeout, refused connection, a TLS handshake that failed. */
export class BankIdUnreachable extends Error {
  constructor(
    message: string,
    /** Node's code, e.g. ECONNREFUSED, ETIMEDOUT, UNABLE_TO_VERIFY_LEAF_SIGNATURE. */
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'BankIdUnreachable';
  }
}

export interface Requirement {
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: 'class1' | 'class2';
  certificatePolicies?: string[];
  personalNumber?: string;
}

export interface AuthRequest {
  endUserIp: string;
  requirement?: Requirement;
  /** Plain text (UTF-8); sent base64. */
  userVisibleData?: string;
  /** Plain text (UTF-8); sent base64. */
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  returnUrl?: string;
  returnRisk?: boolean;
}

export interface SignRequest extends AuthRequest {
  userVisibleData: string;
}

export interface PhoneSignRequest {
  personalNumber: string;
  callInitiator: 'user' | 'RP';
  userVisibleData: string;
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  requirement?: Omit<Requirement, 'personalNumber' | 'mrtd'>;
}

const orderSchema = z.object({
  orderRef: z.string().min(1),
  autoStartToken: z.string().min(1),
  qrStartToken: z.string().min(1),
  qrStartSecret: z.string().min(1),
});
export type BankIdOrder = z.infer<typeof orderSchema>;

const completionDataSchema = z
  .object({
    user: z
      .object({
        personalNumber: z.string(),
        name: z.string().optional(),
        givenName: z.string().optional(),
        surname: z.string().optional(),
      })
      .passthrough(),
    device: z.object({ ipAddress: z.string() }).passthrough().optional(),
    bankIdIssueDate: z.string().optional(),
    stepUp: z.object({ mrtd: z.boolean() }).passthrough().optional(),
    signature: z.string(),
    ocspResponse: z.string(),
    risk: z.string().optional(),
  })
  .passthrough();
export type CompletionData = z.infer<typeof completionDataSchema>;

const collectSchema = z.discriminatedUnion('status', [
  z.object({ orderRef: z.string(), status: z.literal('pending'), hintCode: z.string() }),
  z.object({ orderRef: z.string(), status: z.literal('failed'), hintCode: z.string() }),
  z.object({
    orderRef: z.string(),
    status: z.literal('complete'),
    completionData: completionDataSchema,
  }),
]);
export type CollectResponse = z.infer<typeof collectSchema>;

const errorSchema = z.object({ errorCode: z.string(), details: z.string().optional() });

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function encoded<T extends { userVisibleData?: string; userNonVisibleData?: string }>(body: T) {
  return {
    ...body,
    ...(body.userVisibleData === undefined ? {} : { userVisibleData: b64(body.userVisibleData) }),
    ...(body.userNonVisibleData === undefined
      ? {}
      : { userNonVisibleData: b64(body.userNonVisibleData) }),
  };
}

export type BankIdClient = ReturnType<typeof createBankIdClient>;

export function createBankIdClient(options: BankIdClientOptions) {
  const base = new URL(options.url.replace(/\/$/, '') + '/');
  if (base.protocol !== 'https:') throw new Error('BANKID_URL must be an https address');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.maintenanceRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const { pfx, cert, key, passphrase, ca } = options.credentials;
  const agent = new https.Agent({
    keepAlive: true,
    minVersion: 'TLSv1.2',
    ca,
    ...(pfx ? { pfx } : {}),
    ...(cert ? { cert } : {}),
    ...(key ? { key } : {}),
    ...(passphrase === undefined ? {} : { passphrase }),
  });

  /** One POST; resolves with the status and parsed JSON (or null). */
  function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const url = new URL(path, base);
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const request = https.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': payload.length,
            Accept: 'application/json',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            resolve({ status: response.statusCode ?? 0, json });
          });
        },
      );
      request.setTimeout(timeoutMs, () =>
        request.destroy(
          Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }),
        ),
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        reject(new BankIdUnreachable(`BankID at ${url.origin}: ${error.message}`, error.code)),
      );
      request.end(payload);
    });
  }

  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const { status, json } = await post(path, body);
      if (status === 200) {
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          throw new BankIdError('invalidResponse', `unexpected answer to ${path}`, status);
        }
        return parsed.data;
      }
      const error = errorSchema.safeParse(json);
      const errorCode = error.success
        ? error.data.errorCode
        : status === 503 || status === 502 || status === 504
          ? 'maintenance'
          : status >= 500
            ? 'internalError'
            : 'unknown';
      // maintenance: "RP may try again without informing the user".
      if (errorCode === 'maintenance' && attempt < retries) {
        await sleep(retryDelayMs * (attempt + 1));
        continue;
      }
      throw new BankIdError(errorCode, error.success ? (error.data.details ?? '') : '', status);
    }
  }

  return {
    url: base.href,
    auth: (request: AuthRequest) => call('auth', encoded(request), orderSchema),
    sign: (request: SignRequest) => call('sign', encoded(request), orderSchema),
    phoneSign: (request: PhoneSignRequest) =>
      call('phone/sign', encoded(request), z.object({ orderRef: z.string().min(1) })),
    collect: (orderRef: string) => call('collect', { orderRef }, collectSchema),
    cancel: async (orderRef: string) => {
      await call('cancel', { orderRef }, z.object({}).passthrough());
    },
    close: () => agent.destroy(),
  };
}
