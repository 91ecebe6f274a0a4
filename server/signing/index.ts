import type { Db } from '../db/client.ts';
import { unavailableProvider } from './provider.ts';
import { createSigningService } from './service.ts';
import { createTestSigner } from './testProvider.ts';

export { signingRoutes } from './routes.ts';
export { assertMaySign, createSigningService, type SigningService } from './service.ts';

/**
 * The portal's signing service: the local test signer when `testSigner` is on (no external
 * e-ID broker configured), otherwise no provider (starting answers 503) until a broker is
 * plugged in here (README.md, "A real broker").
 */
export function portalSigning(db: Db, options: { testSigner: boolean; publicUrl?: string }) {
  const testSigner = options.testSigner ? createTestSigner(db) : null;
  const signing = createSigningService({
    db,
    provider: testSigner ?? unavailableProvider,
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
  });
  return { signing, testSigner };
}
