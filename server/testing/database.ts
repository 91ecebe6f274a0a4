import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  scratchName,
  seedTestData,
} from './template.ts';

/**
 * A real database for server tests, never a mock: PGlite in memory by default, or, when
 * DATABASE_URL names a PostgreSQL server, a fresh database created on that server for this
 * test file and dropped at close, so test files running in parallel never see each other's
 * rows (rate limits, password changes). Migrated and seeded with the demo people: a copy of
 * the run's template (server/testing/globalSetup.ts), or, with `fromScratch` (the tests of
 * migrations and seeding themselves) or without a template, migrated and seeded here.
 */
export async function openTestDatabase(options: { fromScratch?: boolean } = {}): Promise<Database> {
  const template = options.fromScratch ? undefined : inject('testDatabaseTemplate');
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (serverUrl && template?.kind === 'postgres') {
    return openScratchPostgres(serverUrl, template.name);
  }
  if (!serverUrl && template?.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const database = serverUrl
    ? await openScratchPostgres(serverUrl)
    : await openDatabase({ dataDir: 'memory://' });
  await seedTestData(database);
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

async function openScratchPostgres(serverUrl: string, template?: string): Promise<Database> {
  const name = scratchName();
  await createDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  const scratch: Database = {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
  scratchUrls.set(scratch, url);
  return scratch;
}
