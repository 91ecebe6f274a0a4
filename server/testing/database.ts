import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';

/**
 * A real database for server tests, never a mock: PGlite in memory by default, or, when
 * DATABASE_URL names a PostgreSQL server (CI runs the server tests a second time that way),
 * a fresh database created on that server for this test file and dropped at close, so test
 * files running in parallel never see each other's rows (rate limits, password changes).
 * Migrated and seeded with the demo people.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl
    ? await openScratchPostgres(serverUrl)
    : await openDatabase({ dataDir: 'memory://' });
  await seedDemoData(database.db, { productName: 'Granskog', fastHashes: true });
  return database;
}

/** The scratch PostgreSQL database's URL, by the Database opened on it. */
const scratchUrls = new WeakMap<Database, string>();

/**
 * The same database as another process would open it: on PostgreSQL its own pool and
 * notification listener (closing it leaves the database to its first opener); PGlite in
 * memory has one connection only, so there the very same (closing it does nothing).
 */
export async function secondConnection(first: Database): Promise<Database> {
  const url = scratchUrls.get(first);
  if (!url) return { ...first, close: async () => {} };
  return openDatabase({ url });
}

async function openScratchPostgres(serverUrl: string): Promise<Database> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const scratch: Database = {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's end() returns once it has told its clients to end, not once they have
      // left: a FORCE drop while one is still leaving kills it, and its FATAL 57P01 surfaces
      // as an uncaught error in whichever test file runs. Wait for them to go first.
      await untilNoConnections(dropper, name);
      await dropper.query(`DROP DATABASE IF EXISTS ${dropper.escapeIdentifier(name)} WITH (FORCE)`);
      await dropper.end();
    },
  };
  scratchUrls.set(scratch, url.toString());
  return scratch;
}

/** Polls until no session is connected to the database (bounded: 5 s, then FORCE decides). */
async function untilNoConnections(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
