import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload, PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig } from './config.ts';
import { portalSnapshotEndpoint } from './portalEndpoint.ts';
import { prepareCms } from './prepare.ts';

const fixturesDir = path.resolve(import.meta.dirname, '../../content-fixtures');

describe('GET /api/portal/snapshot', () => {
  let payload: Payload;
  let dir: string;
  const call = (authorization?: string) =>
    portalSnapshotEndpoint('portal-key', path.join(dir, 'media')).handler({
      payload,
      headers: new Headers(authorization ? { authorization } : {}),
    } as unknown as PayloadRequest);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-endpoint-'));
    const config = cmsConfig({
      databaseFile: path.join(dir, 'cms.db'),
      mediaDir: path.join(dir, 'media'),
      secret: 'test',
      productSlug: 'granskog',
    });
    ({ payload } = await prepareCms(config, fixturesDir));
  });
  afterAll(async () => {
    await payload?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a caller without the portal key', async () => {
    expect((await call()).status).toBe(401);
    expect((await call('Bearer wrong-key')).status).toBe(401);
  });

  it('gives the portal the published pages, not a draft saved after them', async () => {
    await payload.update({
      collection: 'pages',
      id: 110,
      data: { title: 'Utkast som inte är publicerat' },
      draft: true,
    });
    const answer = await call('Bearer portal-key');
    expect(answer.status).toBe(200);
    const snapshot = (await answer.json()) as { files: Record<string, { title: string }> };
    expect(snapshot.files['pages/110.json']?.title).toBe('Mina dokument');
  });
});
