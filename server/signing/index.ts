import type { Db } from '../db/client.ts';
import { createBankIdProvider } from './bankid/provider.ts';
import type { BankIdClient } from './bankid/client.ts';
import { unavailableProvider } from './provider.ts';
import { createSigningService } from './service.ts';
import { createTestSigner } from './testProvider.ts';

export { signingRoutes } from './routes.ts';
export { assertMaySign, createSigningService, type SigningService } from './service.ts';

/**
 * The portal's signing service: BankID (its client given: `SIGNING_PROVIDER=bankid`, against
 * BankID or the local BankID test server), the local test signer when `testSigner` is on,
 * otherwise no provider (starting answers 503).
 */
export function portalSigning(
  db: Db,
  options: { testSigner: boolean; publicUrl?: string; bankId?: BankIdClient | null },
) {
  const testSigner = options.testSigner ? createTestSigner(db) : null;
  const bankId = options.bankId ? createBankIdProvider(options.bankId) : null;
  const signing = createSigningService({
    db,
    provider: bankId ?? testSigner ?? unavailableProvider,
    // BankID is asked about every 2 s, while the view polls every second for the QR code.
    ...(bankId ? { collectIntervalMs: 1500 } : {}),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
  });
  return { signing, testSigner };
}
