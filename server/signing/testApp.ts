import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { apiTestApp } from '../testing/apiApp.ts';
import { registerTestSigning, signingCalls } from './testing.ts';

/**
 * A test app with the signing routes (local test signer) and what `register` adds with the
 * signing service, usually the area's routes; with the signing view's calls on it. Apart from
 * ./testing.ts, which areas' own code reaches (the app would import itself).
 */
export async function signingTestApp(
  register: (
    app: FastifyInstance,
    db: Db,
    signing: Awaited<ReturnType<typeof registerTestSigning>>['signing'],
  ) => Promise<void>,
) {
  const t = await apiTestApp(async (app, database) => {
    const { signing } = await registerTestSigning(app, database.db);
    await register(app, database.db, signing);
  });
  return { t, signing: signingCalls(t) };
}
