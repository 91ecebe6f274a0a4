import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxies } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';
import { openTestDatabase } from '../testing/database.ts';
import type { Database } from '../db/client.ts';

const migration = readFileSync(
  new URL('../db/migrations/0028_proxy-liquidity-roles.sql', import.meta.url),
  'utf8',
);

/**
 * A proxy stored while "Välja likvidmottagare" granted the finance roles keeps none of them
 * once the migration has run (issue 28): the receiver can no longer reach the giver's money.
 */
describe('migration 0028: the liquidity right without finance roles', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives stored proxies the roles their rights give now', async () => {
    const db = database.db;
    const old = ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'];
    await db
      .update(proxies)
      .set({
        rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
        roles: [...old, 'Service_Finance_Read', 'Service_Finance_Write'],
      })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    await db.execute(sql.raw(migration));
    const [row] = await db
      .select({ roles: proxies.roles })
      .from(proxies)
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    expect(row!.roles).toEqual(old);
  });
});
