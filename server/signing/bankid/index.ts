import os from 'node:os';
import path from 'node:path';
import { startBankIdTestServer, type BankIdTestServer } from '../../bankid-test/index.ts';
import { createBankIdClient, type BankIdClient } from './client.ts';
import { loadBankIdCredentials, probeBankIdServer, type BankIdSettings } from './settings.ts';

export { createBankIdClient, BankIdError, BankIdUnreachable } from './client.ts';
export { createBankIdProvider } from './provider.ts';
export { BankIdSettingsError } from './settings.ts';

export interface OpenedBankId {
  client: BankIdClient;
  /** The local BankID test server, when BANKID_URL is not set. */
  testServer: BankIdTestServer | null;
  close(): Promise<void>;
}

/**
 * BankID as the portal configures it (server/config.ts): with BANKID_URL, BankID's own
 * service (production or BankID's test environment) with the certificate files of the
 * settings; without, the local BankID test server is started (certificates made at its
 * first start under DATA_DIR, or the system's temporary folder for an in-memory database)
 * and the client is pointed at it with those files, exactly as it would be at BankID.
 * Settings that cannot work throw BankIdSettingsError (one line, no secret).
 */
export async function openBankId(
  settings: Partial<BankIdSettings>,
  options: { dataDir: string; log?: (line: string) => void },
): Promise<OpenedBankId> {
  let testServer: BankIdTestServer | null = null;
  let resolved: BankIdSettings;
  if (settings.url) {
    resolved = { ...settings, url: settings.url };
  } else {
    const folder =
      options.dataDir === 'memory://'
        ? path.join(os.tmpdir(), 'granskog-bankid-test')
        : path.join(options.dataDir, 'bankid-test');
    testServer = await startBankIdTestServer({ folder });
    const { files, passphrase } = testServer.certificates;
    resolved = { url: testServer.url, pfx: files.pfx, passphrase, ca: files.ca };
  }
  try {
    const credentials = await loadBankIdCredentials(resolved);
    if ((await probeBankIdServer(resolved.url, credentials)) === 'unreachable') {
      options.log?.(
        `BankID svarar inte nu på ${new URL(resolved.url).origin}; portalen startar ändå. / BankID does not answer at ${new URL(resolved.url).origin} now; starting anyway.`,
      );
    }
    const client = createBankIdClient({ url: resolved.url, credentials });
    return {
      client,
      testServer,
      close: async () => {
        client.close();
        await testServer?.close();
      },
    };
  } catch (error) {
    await testServer?.close();
    throw error;
  }
}
