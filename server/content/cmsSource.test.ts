import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { cmsContentSource, type CmsContentSource } from './cmsSource.ts';
import { contentStoreOf } from './store.ts';
import { cmsStandIn, snapshotOfFolder } from './testing.ts';

describe('content from the content system', () => {
  let database: Database;
  const cms = cmsStandIn('portal-key');
  let source: CmsContentSource;
  let other: CmsContentSource;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = await cms.listen();
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'content-snapshots-'));
    source = cmsContentSource({ db: database.db, cms: { url, key: 'portal-key' }, cacheDir });
    // A second process of the portal on the same database, with its own folder.
    const otherDir = await mkdtemp(path.join(tmpdir(), 'content-snapshots-'));
    other = cmsContentSource({ db: database.db, cms: { url, key: 'wrong' }, cacheDir: otherDir });
  });
  afterAll(async () => {
    await cms.close();
    await database?.close();
  });

  it('has nothing to serve before the content system has given content', async () => {
    await expect(source.fromKept()).rejects.toThrow('no content yet');
    await expect(source.refresh()).rejects.toThrow('answered 503');
  });

  it('serves what the content system published, checked as the files are', async () => {
    const published = await snapshotOfFolder();
    cms.answer({ status: 200, snapshot: published });
    expect(await source.refresh()).toBe(published.version);
    const content = await source.fromKept();
    expect(content.pagesById.get(110)?.title).toBe('Mina dokument');
    // Its files came with it: measured as the files of the folder are.
    expect(content.documentLists.get('medlemsdokument')?.documents[0]?.fileSizeFormatted).toBe(
      '1,8 kB',
    );
    expect(source.loadedVersion()).toBe(published.version);
  });

  it('lets every process follow a publish another process received', async () => {
    const store = await contentStoreOf(other.fromKept);
    cms.answer({
      status: 200,
      snapshot: await snapshotOfFolder((files) => {
        (files['pages/110.json'] as { title: string }).title = 'Dokument för medlemmar';
      }),
    });
    const version = await source.refresh();
    expect(await other.keptVersion()).toBe(version);
    expect(other.loadedVersion()).not.toBe(version);
    await store.reload();
    expect(store.get().pagesById.get(110)?.title).toBe('Dokument för medlemmar');
    await store.close();
  });

  it('keeps serving the last good content when the content system is down or wrong', async () => {
    const before = await source.keptVersion();
    cms.answer({ status: 503 });
    await expect(source.refresh()).rejects.toThrow();
    cms.answer({
      status: 200,
      snapshot: await snapshotOfFolder((files) => {
        (files['pages/110.json'] as { content: unknown[] }).content.push({
          type: 'component',
          componentId: 'okand-tjanst',
        });
      }),
    });
    await expect(source.refresh()).rejects.toThrow(/okand-tjanst/);
    expect(await source.keptVersion()).toBe(before);
    expect((await source.fromKept()).pagesById.get(110)?.title).toBe('Dokument för medlemmar');
  });
});

describe('kept snapshots', () => {
  it('keeps the newest few, in the database and on disk', async () => {
    const database = await openTestDatabase();
    const cms = cmsStandIn('portal-key');
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'content-snapshots-'));
    const source = cmsContentSource({
      db: database.db,
      cms: { url: await cms.listen(), key: 'portal-key' },
      cacheDir,
      keep: 2,
    });
    const versions: string[] = [];
    for (const title of ['Ett', 'Två', 'Tre']) {
      cms.answer({
        status: 200,
        snapshot: await snapshotOfFolder((files) => {
          (files['pages/110.json'] as { title: string }).title = title;
        }),
      });
      versions.push(await source.refresh());
    }
    expect((await readdir(cacheDir)).sort()).toEqual(versions.slice(1).sort());
    expect(await source.keptVersion()).toBe(versions[2]);
    expect((await source.fromKept()).pagesById.get(110)?.title).toBe('Tre');
    await cms.close();
    await database.close();
  });
});
