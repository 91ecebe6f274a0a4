import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, notInArray, sql } from 'drizzle-orm';
import {
  contentSnapshotSchema,
  type ContentSnapshot,
} from '../../shared/contracts/contentSnapshot.ts';
import type { Db } from '../db/client.ts';
import { loadContentFixtures, type ContentFixtures } from './fixtures.ts';
import { contentSnapshots } from './schema.ts';
import type { StoreLogger } from './store.ts';

/** Where the content system is and the key it gives published content to (CMS_PORTAL_KEY). */
export interface CmsLocation {
  url: string;
  key: string;
}

/** How long the portal waits for the content system before it serves what it kept. */
const fetchTimeoutMs = 10_000;

/** The published content, or from `address` another snapshot (the preview's newest drafts). */
export async function fetchSnapshot(
  cms: CmsLocation,
  address = '/api/portal/snapshot',
): Promise<ContentSnapshot> {
  const answer = await fetch(new URL(address, cms.url), {
    headers: { authorization: `Bearer ${cms.key}` },
    signal: AbortSignal.timeout(fetchTimeoutMs),
  });
  if (!answer.ok) throw new Error(`the content system answered ${answer.status}`);
  return contentSnapshotSchema.parse(await answer.json());
}

/**
 * The snapshot as a content folder `<root>/<version>/`, written once per version (to a
 * temporary folder first, so a reader never sees half of one), for loadContentFixtures.
 */
export async function snapshotFolder(snapshot: ContentSnapshot, root: string): Promise<string> {
  const dir = path.join(root, snapshot.version);
  if (existsSync(dir)) return dir;
  await mkdir(root, { recursive: true });
  const writing = await mkdtemp(path.join(root, '.writing-'));
  const write = async (file: string, data: string | Buffer) => {
    await mkdir(path.dirname(path.join(writing, file)), { recursive: true });
    await writeFile(path.join(writing, file), data);
  };
  for (const [file, json] of Object.entries(snapshot.files))
    await write(file, JSON.stringify(json));
  for (const [file, base64] of Object.entries(snapshot.media))
    await write(file, Buffer.from(base64, 'base64'));
  try {
    await rename(writing, dir);
  } catch (error) {
    // Another process wrote the same version first: theirs is the same content.
    await rm(writing, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

export interface CmsContentSource {
  /**
   * Reads the content system's published content, checks it as the files are checked and
   * keeps it in the database, where every process of the portal finds it. Throws when the
   * content system is down or slow or its content fails the checks: what is kept stays.
   */
  refresh(): Promise<string>;
  /** The newest kept content (what every process serves). */
  fromKept(): Promise<ContentFixtures>;
  /** The version fromKept loaded last. */
  loadedVersion(): string | null;
  /** The newest kept version, or null before the first. */
  keptVersion(): Promise<string | null>;
}

/** Kept snapshots beyond the newest are history; this many stay (with their folders). */
const keptSnapshots = 10;

/**
 * Removes the snapshot folders of versions no longer kept. A process serves the newest kept
 * version within seconds, and its downloads read that folder, so only old ones go.
 */
export async function pruneFolders(root: string, kept: ReadonlySet<string>) {
  for (const entry of await readdir(root, { withFileTypes: true }))
    if (entry.isDirectory() && !entry.name.startsWith('.') && !kept.has(entry.name))
      await rm(path.join(root, entry.name), { recursive: true, force: true });
}

export function cmsContentSource(options: {
  db: Db;
  cms: CmsLocation;
  /** Where snapshot folders are written (DATA_DIR/content-snapshots). */
  cacheDir: string;
  /** How many snapshots are kept (tests keep fewer). */
  keep?: number;
}): CmsContentSource {
  const { db, cms, cacheDir, keep = keptSnapshots } = options;
  let loaded: string | null = null;
  const newest = desc(contentSnapshots.createdAt);

  const keptVersion = async () => {
    const [row] = await db
      .select({ version: contentSnapshots.version })
      .from(contentSnapshots)
      .orderBy(newest)
      .limit(1);
    return row?.version ?? null;
  };

  return {
    async refresh() {
      const snapshot = await fetchSnapshot(cms);
      // The minute's pull mostly finds what is already newest: nothing to check or keep.
      if (snapshot.version === (await keptVersion())) return snapshot.version;
      await loadContentFixtures(await snapshotFolder(snapshot, cacheDir));
      await db.transaction(async (tx) => {
        // Newest by the time it was last given: publishing old content again makes it current.
        await tx
          .insert(contentSnapshots)
          .values({ version: snapshot.version, snapshot })
          .onConflictDoUpdate({ target: contentSnapshots.version, set: { createdAt: sql`now()` } });
        const old = tx.select({ version: contentSnapshots.version }).from(contentSnapshots);
        await tx
          .delete(contentSnapshots)
          .where(notInArray(contentSnapshots.version, old.orderBy(newest).limit(keep)));
      });
      const kept = await db.select({ version: contentSnapshots.version }).from(contentSnapshots);
      await pruneFolders(cacheDir, new Set(kept.map((row) => row.version)));
      return snapshot.version;
    },
    async fromKept() {
      const [row] = await db.select().from(contentSnapshots).orderBy(newest).limit(1);
      if (!row) throw new Error('the content system has given no content yet');
      const snapshot = contentSnapshotSchema.parse(row.snapshot);
      const content = await loadContentFixtures(await snapshotFolder(snapshot, cacheDir));
      loaded = snapshot.version;
      return content;
    },
    loadedVersion: () => loaded,
    keptVersion,
  };
}

/**
 * Keeps a store on the newest kept content: looks for a newer version every `checkMs` (a
 * publish another process received) and asks the content system itself every `pullMs`, in
 * case a publish notice was lost. Returns the stop.
 */
export function followKeptContent(
  store: { reload(): Promise<boolean> },
  source: CmsContentSource,
  log: StoreLogger,
  { checkMs = 2000, pullMs = 60_000 } = {},
): () => void {
  const check = setInterval(() => {
    void source
      .keptVersion()
      .then((version) => (version !== source.loadedVersion() ? store.reload() : false))
      .catch((error: unknown) => log.error(`content check failed: ${String(error)}`));
  }, checkMs);
  const pull = setInterval(() => {
    void source
      .refresh()
      .then(() => store.reload())
      .catch((error: unknown) => log.error(`content system not read: ${String(error)}`));
  }, pullMs);
  check.unref();
  pull.unref();
  return () => {
    clearInterval(check);
    clearInterval(pull);
  };
}
