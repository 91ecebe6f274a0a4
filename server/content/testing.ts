import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { draftSnapshotPath } from '../../shared/contracts/contentPreview.ts';
import type { ContentSnapshot } from '../../shared/contracts/contentSnapshot.ts';
import { openTestDatabase } from '../testing/database.ts';
import { cmsContentSource } from './cmsSource.ts';
import { loadContentFixtures, type ContentFixtures } from './fixtures.ts';

/** What the content tests share: the content system's side of its snapshot API. */

const fixturesDir = path.resolve('content-fixtures');

/**
 * The snapshot the content system gives for content-fixtures/ when it holds that content:
 * each JSON file as it is, each other file as base64 (shared/contracts/contentSnapshot.ts).
 */
export async function snapshotOfFolder(
  change?: (files: Record<string, unknown>) => void,
  dir = fixturesDir,
): Promise<ContentSnapshot> {
  const files: Record<string, unknown> = {};
  const media: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    const bytes = await readFile(path.join(dir, file));
    if (file.endsWith('.json')) files[file] = JSON.parse(bytes.toString('utf8'));
    else media[file] = bytes.toString('base64');
  }
  change?.(files);
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  return { version, files, media };
}

type Answer = { status: number; snapshot?: ContentSnapshot };

/**
 * The content system's snapshot API on a real port: what it answers can be changed, for the
 * published content and for the newest drafts (the preview's).
 */
export function cmsStandIn(key: string) {
  let answer: Answer = { status: 503 };
  let drafts: Answer = { status: 503 };
  const server: Server = createServer((req, res) => {
    const given = { '/api/portal/snapshot': answer, [draftSnapshotPath]: drafts }[req.url ?? ''];
    if (!given || req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(given.status, { 'content-type': 'application/json' });
    res.end(given.snapshot ? JSON.stringify(given.snapshot) : '{}');
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    answer: (next: Answer) => void (answer = next),
    answerDrafts: (next: Answer) => void (drafts = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The two ways the portal gets its content, for tests that must pass on both: a folder read
 * as files, or the same folder published by the content system (its snapshot API on a real
 * port, kept in a real database, loaded from there).
 */
export const contentSources = {
  files: async (dir: string) => ({
    content: await loadContentFixtures(dir),
    close: async () => {},
  }),
  cms: async (dir: string): Promise<{ content: ContentFixtures; close(): Promise<void> }> => {
    const key = 'portal-key';
    const cms = cmsStandIn(key);
    cms.answer({ status: 200, snapshot: await snapshotOfFolder(undefined, dir) });
    const database = await openTestDatabase();
    const source = cmsContentSource({
      db: database.db,
      cms: { url: await cms.listen(), key },
      cacheDir: await mkdtemp(path.join(tmpdir(), 'content-snapshots-')),
    });
    await source.refresh();
    const content = await source.fromKept();
    return {
      content,
      close: async () => {
        await cms.close();
        await database.close();
      },
    };
  },
};
