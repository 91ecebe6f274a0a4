// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { serverAreas } from '../areas.ts';
import type { Database } from './client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { demoIds, seedDemoData } from './seed.ts';
import { inspectors, members, proxies, staffUsers } from './schema.ts';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ fromScratch: true }); // migrated and seeded there, seeded again here
    await seedDemoData(database.db, {
      productSlug: 'granskog',
      fastHashes: true,
      areas: serverAreas,
    });
  });
  afterAll(() => database.close());

  it('creates the demo people once, however often it runs', async () => {
    // Areas may add people of their own (demo-accounts.md); the demo people are here once.
    const [memberCount] = await database.db
      .select({ n: count() })
      .from(members)
      .where(inArray(members.id, [demoIds.anna, demoIds.bertil, demoIds.cecilia, demoIds.david]));
    const [staffCount] = await database.db.select({ n: count() }).from(staffUsers);
    const [inspectorCount] = await database.db.select({ n: count() }).from(inspectors);
    expect(memberCount?.n).toBe(4);
    expect(staffCount?.n).toBe(1);
    expect(inspectorCount?.n).toBe(3);
  });

  it('gives Anna an active proxy from Bertil', async () => {
    const rows = await database.db
      .select()
      .from(proxies)
      .where(eq(proxies.receiverMemberId, demoIds.anna));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ giverMemberId: demoIds.bertil, status: 'active' });
  });

  it('keeps only hashes of the passwords', async () => {
    // Members without a sign-in (an area's organisation co-owner) have none.
    const rows = await database.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(isNotNull(members.passwordHash));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.hash).toMatch(/^scrypt\$/);
  });

  it('gives David only his five roles and no contact-details date', async () => {
    const [david] = await database.db.select().from(members).where(eq(members.id, demoIds.david));
    expect(david?.roles).toHaveLength(5);
    expect(david?.lastModifiedEmailPhone).toBeNull();
  });
});
