import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload';
import { migrations as sqliteMigrations } from '../migrations/index.ts';
import { migrations as postgresMigrations } from '../migrations-postgres/index.ts';
import { seedFromFixtures } from './fixtures/seed.ts';

/**
 * Makes the content system's database ready: runs the migrations not yet run, then fills an
 * empty system from content-fixtures/ (once; editors' changes are never overwritten).
 */
export async function prepareCms(
  config: Promise<SanitizedConfig>,
  fixturesDir: string,
): Promise<{ payload: Payload; seeded: boolean }> {
  const payload = await getPayload({ config });
  // The list, not the folder: Payload would import the .ts files itself, which Node cannot.
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations;
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  const seeded = await seedFromFixtures(payload, fixturesDir);
  return { payload, seeded };
}
