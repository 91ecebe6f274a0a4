import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The BankID test server's certificates, made at its first start with node-forge (keys by
 * Node's own crypto) and kept in its folder, so a restart keeps them and a relying party
 * configured with the files keeps working:
 *
 * - `ca.pem`: the test server's own CA (what BankID's "Test BankID SSL Root CA" is to
 *   appapi2.test.bankid.com); the portal pins it as BANKID_CA.
 * - `server.pem` / `server-key.pem`: the RP API's TLS certificate for localhost and
 *   127.0.0.1, issued by that CA.
 * - `rp.p12` + `rp-passphrase.txt`: the relying party's client certificate (PKCS#12, what
 *   BankID's FPTestcert is), issued by the same CA, which the server asks every client for.
 */
export interface TestCertificates {
  folder: string;
  caPem: string;
  serverCertPem: string;
  serverKeyPem: string;
  /** Paths a relying party is configured with (BANKID_PFX, BANKID_PASSPHRASE, BANKID_CA). */
  files: { ca: string; pfx: string; passphrase: string };
  passphrase: string;
}

const names = {
  ca: 'ca.pem',
  caKey: 'ca-key.pem',
  serverCert: 'server.pem',
  serverKey: 'server-key.pem',
  pfx: 'rp.p12',
  passphrase: 'rp-passphrase.txt',
} as const;

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    privateKeyPem: privateKey,
  };
}

function certificate(options: {
  commonName: string;
  publicKey: forge.pki.PublicKey;
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
  signingKey: forge.pki.rsa.PrivateKey;
  extensions: object[];
  years: number;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  // A positive serial number of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + options.years * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'organizationName', value: 'Granskog BankID-testserver' },
    { name: 'commonName', value: options.commonName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  cert.setExtensions(options.extensions);
  cert.sign(options.signingKey, forge.md.sha256.create());
  return cert;
}

/** Makes a new set: a CA, the server's certificate and the relying party's PKCS#12. */
export function makeTestCertificates(passphrase = randomBytes(12).toString('base64url')) {
  const ca = keyPair();
  const caCert = certificate({
    commonName: 'Test BankID SSL Root CA (lokal)',
    publicKey: ca.publicKey,
    signingKey: ca.privateKey,
    years: 10,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
  /** A certificate of the CA for a new key: 5 years, not a CA itself. */
  const issue = (commonName: string, usage: object[]) => {
    const keys = keyPair();
    const cert = certificate({
      commonName,
      publicKey: keys.publicKey,
      issuer: { cert: caCert, key: ca.privateKey },
      signingKey: ca.privateKey,
      years: 5,
      extensions: [{ name: 'basicConstraints', cA: false }, ...usage],
    });
    return { ...keys, cert };
  };
  const server = issue('localhost', [
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
      ],
    },
  ]);
  const rp = issue('FP Testcert Granskog (lokal)', [
    { name: 'keyUsage', digitalSignature: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  const p12 = forge.pkcs12.toPkcs12Asn1(rp.privateKey, [rp.cert, caCert], passphrase, {
    algorithm: '3des',
    friendlyName: 'rp',
  });
  return {
    caPem: forge.pki.certificateToPem(caCert),
    caKeyPem: ca.privateKeyPem,
    serverCertPem: forge.pki.certificateToPem(server.cert),
    serverKeyPem: server.privateKeyPem,
    pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    passphrase,
  };
}

/**
 * The certificates in `folder`: read if there, made and written (private keys and the
 * passphrase readable by the owner only) at the first start.
 */
export async function testCertificates(folder: string): Promise<TestCertificates> {
  const file = (name: keyof typeof names) => path.join(folder, names[name]);
  const files = { ca: file('ca'), pfx: file('pfx'), passphrase: file('passphrase') };
  try {
    const [caPem, serverCertPem, serverKeyPem, passphrase] = await Promise.all([
      readFile(file('ca'), 'utf8'),
      readFile(file('serverCert'), 'utf8'),
      readFile(file('serverKey'), 'utf8'),
      readFile(file('passphrase'), 'utf8'),
      readFile(file('pfx')),
    ]);
    return { folder, caPem, serverCertPem, serverKeyPem, passphrase: passphrase.trim(), files };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Made in a folder of its own and renamed into place whole, so that two servers starting
  // at once on one folder (end-to-end workers) both end up reading the same set.
  const made = makeTestCertificates();
  await mkdir(path.dirname(folder), { recursive: true });
  const draft = await mkdtemp(`${folder}.new-`);
  await writeFile(path.join(draft, names.caKey), made.caKeyPem, { mode: 0o600 });
  await writeFile(path.join(draft, names.serverKey), made.serverKeyPem, { mode: 0o600 });
  await writeFile(path.join(draft, names.pfx), made.pfx, { mode: 0o600 });
  await writeFile(path.join(draft, names.passphrase), `${made.passphrase}\n`, { mode: 0o600 });
  await writeFile(path.join(draft, names.serverCert), made.serverCertPem);
  await writeFile(path.join(draft, names.ca), made.caPem);
  try {
    await rename(draft, folder);
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return testCertificates(folder);
    throw error;
  }
  return {
    folder,
    caPem: made.caPem,
    serverCertPem: made.serverCertPem,
    serverKeyPem: made.serverKeyPem,
    passphrase: made.passphrase,
    files,
  };
}
