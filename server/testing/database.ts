import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';

/**
 * A real database for server tests: PGlite in memory by default, or the PostgreSQL server
 * named by DATABASE_URL (CI runs the server tests a second time that way). Seeded with the
 * demo people; tests add their own rows and never assume an empty table.
 */
export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
  );
  await seedDemoData(database.db, { productName: 'Granskog', fastHashes: true });
  return database;
}
