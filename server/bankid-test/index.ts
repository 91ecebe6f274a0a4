import { testCertificates, type TestCertificates } from './certificates.ts';
import { createOrderStore, type OrderStore, type OrderStoreOptions } from './orders.ts';
import { startRpServer, type Fault } from './server.ts';
import { testAppPath, testAppRoutes } from './app.ts';

export { testAppPath } from './app.ts';

/**
 * The BankID test server (like the local identity provider, for development, the demo and
 * tests): BankID's RP API v6.0 over mutual TLS on a port of its own, with certificates made
 * at its first start in `folder`, and the page that plays the member's app (app.ts), which
 * the portal mounts at /bankid-testapp/. The portal talks to it with its real BankID client
 * (server/signing/bankid/), configured with the files a relying party gets from BankID.
 */
export interface BankIdTestServer {
  /** The RP API's base URL (BANKID_URL), e.g. https://localhost:41234/rp/v6.0 */
  url: string;
  certificates: TestCertificates;
  store: OrderStore;
  /** Fastify plugin with the app page, for the portal's server. */
  appRoutes: ReturnType<typeof testAppRoutes>;
  appPath: string;
  fail(path: string, ...faults: Fault[]): void;
  close(): Promise<void>;
}

export async function startBankIdTestServer(
  options: OrderStoreOptions & { folder: string; host?: string; port?: number },
): Promise<BankIdTestServer> {
  const certificates = await testCertificates(options.folder);
  const store = createOrderStore(options);
  const rp = await startRpServer({
    certificates,
    store,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
  });
  return {
    url: rp.url,
    certificates,
    store,
    appRoutes: testAppRoutes(store),
    appPath: testAppPath,
    fail: rp.fail,
    close: rp.close,
  };
}
