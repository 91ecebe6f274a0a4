import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: a read or write that may run inside one or not. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changes to what a caller's row is read from (server/api/callerCache.ts). */
  notifications: Notifications;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: the advisory lock that lets one process at a time migrate PostgreSQL. */
const migrationLockId = 72_406_431;

export interface DatabaseOptions {
  /** postgres://... uses a PostgreSQL server; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite: start from this dump of a data folder (PGlite's dumpDataDir) instead of an empty
   * one; tests load a migrated and seeded template this way (server/testing/database.ts).
   */
  loadDataDir?: Blob | undefined;
}

/** Opens the database and applies the migrations (one set for both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

/**
 * The embedded database's folder cannot be created or written (missing parent, read-only
 * disk, wrong owner). Start-up turns it into one line naming the folder and its setting.
 */
export class DatabaseFolderError extends Error {
  constructor(
    readonly folder: string,
    readonly code: string,
  ) {
    super(`The database folder ${folder} cannot be used (${code})`);
  }
}

/** Creates the folder if missing and proves it writable with a probe file. */
function prepareFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw new DatabaseFolderError(dataDir, (error as { code?: string }).code ?? 'EACCES');
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) prepareFolder(dataDir);
  const client = new PGlite({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema });
  // On a loaded dump this only reads the migrations table and finds nothing to apply.
  await migratePglite(db, { migrationsFolder });
  const notifications = await pgliteNotifications(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Migrate on one dedicated connection holding an advisory lock, so that two processes
  // starting together against one PostgreSQL do not both apply a migration.
  const migrationClient = new pg.Client({ connectionString: url });
  await migrationClient.connect();
  try {
    const migrationDb = drizzlePg(migrationClient, { schema });
    await migrationDb.execute(sql`select pg_advisory_lock(${migrationLockId})`);
    try {
      await migratePg(migrationDb, { migrationsFolder });
    } finally {
      await migrationDb.execute(sql`select pg_advisory_unlock(${migrationLockId})`);
    }
  } finally {
    await migrationClient.end();
  }
  const notifications = postgresNotifications(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // pg-pool awaits onConnect's promise before handing the connection out (@types/pg
    // says void): the connection listens before its first query.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: (connection) => notifications.poolOnConnect(connection),
  });
  await notifications.start();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** True when the database answers a trivial query (GET /healthz). */
export async function databaseIsHealthy(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
