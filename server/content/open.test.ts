import Fastify from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../testing/database.ts';
import { openContent } from './open.ts';
import type { ContentStore } from './store.ts';
import { cmsStandIn, snapshotOfFolder } from './testing.ts';

describe('the portal on the content system (CONTENT_SOURCE=cms)', () => {
  const key = 'portal-key-0123456789';
  const cms = cmsStandIn(key);
  const app = Fastify();
  let database: Database;
  let content: ContentStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    cms.answer({ status: 200, snapshot: await snapshotOfFolder() });
    const url = await cms.listen();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
    content = await openContent(app, database.db, { kind: 'cms', cms: { url, key }, dataDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await content?.close();
    await cms.close();
    await database?.close();
  });

  const published = (authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/internal/content/published',
      headers: authorization ? { authorization } : {},
    });

  it('starts with what the content system has published', () => {
    expect(content.get().pagesById.get(110)?.title).toBe('Mina dokument');
  });

  it('takes a publish notice only with the portal key', async () => {
    expect((await published()).statusCode).toBe(401);
    expect((await published('Bearer not-the-portal-key-at-all')).statusCode).toBe(401);
    // As many characters as the key, more bytes: refused, not an error.
    expect((await published(`Bearer ${'å'.repeat(key.length)}`)).statusCode).toBe(401);
  });

  it('serves a publish as soon as the content system gives notice of it', async () => {
    cms.answer({
      status: 200,
      snapshot: await snapshotOfFolder((files) => {
        (files['pages/110.json'] as { title: string }).title = 'Publicerat nyss';
      }),
    });
    expect((await published(`Bearer ${key}`)).statusCode).toBe(204);
    expect(content.get().pagesById.get(110)?.title).toBe('Publicerat nyss');
  });

  it('keeps the pages up when the content system is down', async () => {
    cms.answer({ status: 503 });
    expect((await published(`Bearer ${key}`)).statusCode).toBe(502);
    expect(content.get().pagesById.get(110)?.title).toBe('Publicerat nyss');
  });
});

describe('CONTENT_SOURCE', () => {
  it('reads the folder unless told otherwise', () => {
    expect(loadConfig({}).content).toEqual({
      kind: 'files',
      dir: path.resolve('content-fixtures'),
    });
  });

  it('will not start on the content system without its address and key', () => {
    expect(() => loadConfig({ CONTENT_SOURCE: 'cms' })).toThrow(
      'CONTENT_SOURCE=cms needs CMS_URL and CMS_PORTAL_KEY',
    );
    const key = 'k'.repeat(32);
    expect(
      loadConfig({ CONTENT_SOURCE: 'cms', CMS_URL: 'http://localhost:3100', CMS_PORTAL_KEY: key })
        .content,
    ).toMatchObject({ kind: 'cms', cms: { url: 'http://localhost:3100', key } });
  });
});
