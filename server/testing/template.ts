import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client.ts';
import { serverAreas } from '../areas.ts';
import { seedDemoData } from '../db/seed.ts';
import { todayInSweden } from '../../shared/time/index.ts';

/**
 * The database every server test file starts from, migrated and seeded once per vitest run
 * (globalSetup.ts) instead of once per file: PGlite's data folder dumped to a tar file (kept
 * for the day outside CI, see cachedDumpFile), or, with DATABASE_URL, a PostgreSQL database
 * that each file copies with CREATE DATABASE … TEMPLATE. Not imported by test files (they
 * use database.ts), so it needs no vitest.
 */
export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string };

/** The demo data every server test expects (the same call `npm start` makes, fast hashes). */
export function seedTestData(database: Database): Promise<void> {
  return seedDemoData(database.db, {
    productSlug: 'granskog',
    fastHashes: true,
    areas: serverAreas,
  });
}

/** Makes the template; `remove` deletes it at the end of the run. */
export async function makeTemplate(
  serverUrl: string | undefined,
): Promise<{ template: TestDatabaseTemplate; remove(): Promise<void> }> {
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await seedTestData(database);
    await database.close();
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await withAdmin(serverUrl, (admin) => untilNoConnections(admin, name));
    return {
      template: { kind: 'postgres', serverUrl, name },
      remove: () => dropDatabase(serverUrl, name),
    };
  }
  const reuse = !process.env.CI;
  const cached = reuse ? await cachedDumpFile() : undefined;
  if (cached && existsSync(cached)) {
    return { template: { kind: 'pglite', dumpFile: cached }, remove: async () => {} };
  }
  const dump = await pgliteDump();
  if (cached) {
    // Written aside and renamed: a run started meanwhile sees the whole file or none.
    await mkdir(path.dirname(cached), { recursive: true });
    const partial = `${cached}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, dump);
    await rename(partial, cached);
    await pruneCache(path.dirname(cached));
    return { template: { kind: 'pglite', dumpFile: cached }, remove: async () => {} };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(folder, 'pgdata.tar');
  await writeFile(dumpFile, dump);
  return {
    template: { kind: 'pglite', dumpFile },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A PGlite database migrated and seeded, dumped uncompressed (gunzip would cost each file). */
async function pgliteDump(): Promise<Uint8Array> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedTestData(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * A developer's PGlite runs reuse the template made earlier the same Swedish day from the
 * same code: making it is about 5 s of the 20 of `npx vitest run server/<area>`. The name is
 * a hash of the day (the seed writes dates relative to today) and of every file the
 * migrations and the seed may read: server/ and shared/ (their tests left out),
 * content-fixtures/ and package-lock.json. CI makes it anew each run.
 */
const root = path.resolve(import.meta.dirname, '../..');
const cacheFolder = path.join(root, 'node_modules/.cache/portal-test-template');

export async function cachedDumpFile(day = todayInSweden()): Promise<string> {
  const hash = createHash('sha256').update(day);
  const files: string[] = ['package-lock.json'];
  for (const folder of ['server', 'shared', 'content-fixtures']) {
    const entries = await readdir(path.join(root, folder), { recursive: true });
    files.push(
      ...entries
        .map((entry) => path.join(folder, entry))
        .filter((file) => /\.(ts|tsx|sql|json)$/.test(file) && !/\.test\.tsx?$/.test(file)),
    );
  }
  for (const file of files.sort()) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(path.join(root, file)));
  }
  return path.join(cacheFolder, `${hash.digest('hex').slice(0, 20)}.tar`);
}

/** Templates not used for two days go (a run of another day or code may still read newer). */
async function pruneCache(folder: string): Promise<void> {
  const old = Date.now() - 2 * 86_400_000;
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if ((await stat(file)).mtimeMs < old) await rm(file, { force: true });
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)}` +
        (template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : ''),
    ),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    // A pool's end() returns once it has told its clients to end, not once they have left:
    // a FORCE drop while one is still leaving kills it, and its FATAL 57P01 surfaces as an
    // uncaught error in whichever test file runs. Wait for them to go first.
    await untilNoConnections(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

async function withAdmin<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** Polls until no session is connected to the database (bounded: 5 s, then the caller decides). */
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

/** A name for a test file's own database. */
export const scratchName = () => `portal_test_${randomBytes(6).toString('hex')}`;
