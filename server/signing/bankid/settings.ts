import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import tls from 'node:tls';
import type { BankIdCredentials } from './client.ts';

/**
 * The BankID settings (server/config.ts: BANKID_URL, BANKID_PFX or BANKID_CERT + BANKID_KEY,
 * BANKID_PASSPHRASE, BANKID_CA), read and checked once at start. A setting that cannot work
 * stops the start with one line in Swedish and English naming the setting (server/main.ts
 * prints it); no secret (passphrase, key) is ever part of the line or of a log.
 */
export interface BankIdSettings {
  url: string;
  pfx?: string | undefined;
  cert?: string | undefined;
  key?: string | undefined;
  passphrase?: string | undefined;
  ca?: string | undefined;
}

/** One clear line for a BankID setting that cannot work. */
export class BankIdSettingsError extends Error {
  constructor(
    readonly setting: string,
    sv: string,
    en: string,
  ) {
    super(`BankID: ${sv} / ${en}`);
    this.name = 'BankIdSettingsError';
  }
}

async function file(setting: string, filePath: string | undefined): Promise<Buffer> {
  if (!filePath) {
    throw new BankIdSettingsError(
      setting,
      `inställningen ${setting} saknas`,
      `the setting ${setting} is missing`,
    );
  }
  try {
    return await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new BankIdSettingsError(
      setting,
      `filen ${filePath} (${setting}) går inte att läsa (${code})`,
      `the file ${filePath} (${setting}) cannot be read (${code})`,
    );
  }
}

/** Reads the certificate files and checks that they can make a TLS client. */
export async function loadBankIdCredentials(settings: BankIdSettings): Promise<BankIdCredentials> {
  if (!settings.pfx && !settings.cert) {
    throw new BankIdSettingsError(
      'BANKID_PFX',
      'klientcertifikatet saknas: ange BANKID_PFX (PKCS#12) eller BANKID_CERT och BANKID_KEY (PEM)',
      'the client certificate is missing: set BANKID_PFX (PKCS#12) or BANKID_CERT and BANKID_KEY (PEM)',
    );
  }
  const ca = await file('BANKID_CA', settings.ca);
  try {
    // Every certificate in the file must parse; a key or garbage is not a CA.
    const pems = ca
      .toString('utf8')
      .match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
    if (!pems?.length) throw new Error('no certificate');
    for (const pem of pems) {
      const cert = new X509Certificate(pem);
      if (!cert.ca) throw new Error('not a CA');
    }
  } catch {
    throw new BankIdSettingsError(
      'BANKID_CA',
      `BANKID_CA (${settings.ca}) är inget CA-certifikat i PEM-format`,
      `BANKID_CA (${settings.ca}) is not a CA certificate in PEM format`,
    );
  }
  const credentials: BankIdCredentials = settings.pfx
    ? { pfx: await file('BANKID_PFX', settings.pfx), ca }
    : {
        cert: await file('BANKID_CERT', settings.cert),
        key: await file('BANKID_KEY', settings.key),
        ca,
      };
  if (settings.passphrase !== undefined) credentials.passphrase = settings.passphrase;
  try {
    tls.createSecureContext({
      ...(credentials.pfx ? { pfx: credentials.pfx } : {}),
      ...(credentials.cert ? { cert: credentials.cert, key: credentials.key } : {}),
      ...(credentials.passphrase === undefined ? {} : { passphrase: credentials.passphrase }),
    });
  } catch (error) {
    const message = (error as Error).message;
    const setting = settings.pfx ? 'BANKID_PFX' : 'BANKID_CERT';
    if (/mac verify|bad decrypt|passphrase|decrypt/i.test(message)) {
      throw new BankIdSettingsError(
        'BANKID_PASSPHRASE',
        `lösenordet (BANKID_PASSPHRASE) öppnar inte ${setting}`,
        `the passphrase (BANKID_PASSPHRASE) does not open ${setting}`,
      );
    }
    throw new BankIdSettingsError(
      setting,
      `${setting} är inget giltigt klientcertifikat med nyckel`,
      `${setting} is not a valid client certificate with its key`,
    );
  }
  return credentials;
}

/** Node's codes for a server certificate that the pinned CA does not vouch for. */
const untrusted = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_SIGNATURE_FAILURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
]);

/**
 * Checks at start that BankID's server is the one BANKID_CA vouches for: a TLS handshake
 * with the pinned CA. A server the CA does not vouch for stops the start (wrong CA, wrong
 * URL); a server that cannot be reached now does not (BankID may be down for a moment):
 * the answer is then 'unreachable', for a warning.
 */
export function probeBankIdServer(
  url: string,
  credentials: BankIdCredentials,
  timeoutMs = 5000,
): Promise<'ok' | 'unreachable'> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: hostname,
      port: Number(port || 443),
      servername: /^[\d.:]+$/.test(hostname) ? undefined : hostname,
      ca: credentials.ca,
      ...(credentials.pfx ? { pfx: credentials.pfx } : {}),
      ...(credentials.cert ? { cert: credentials.cert, key: credentials.key } : {}),
      ...(credentials.passphrase === undefined ? {} : { passphrase: credentials.passphrase }),
      minVersion: 'TLSv1.2',
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve('unreachable');
    });
    socket.once('secureConnect', () => {
      socket.end();
      resolve('ok');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      if (error.code && untrusted.has(error.code)) {
        reject(
          new BankIdSettingsError(
            'BANKID_CA',
            `servern ${hostname} har ett certifikat som BANKID_CA inte går i god för (${error.code})`,
            `the server ${hostname} has a certificate that BANKID_CA does not vouch for (${error.code})`,
          ),
        );
      } else resolve('unreachable');
    });
  });
}
