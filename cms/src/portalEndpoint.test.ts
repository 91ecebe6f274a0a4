import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload, PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig } from './config.ts';
import { portalSnapshotEndpoint } from './portalEndpoint.ts';
import { prepareCms } from './prepare.ts';

const fixturesDir = path.resolve(import.meta.dirname, '../../content-fixtures');

describe("the portal's side of the content system", () => {
  let payload: Payload;
  let dir: string;
  // The portal's publish notices, as its /internal/content/published receives them.
  const notices: (string | undefined)[] = [];
  const portal = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/internal/content/published')
      notices.push(req.headers.authorization);
    res.writeHead(204).end();
  });
  const call = (authorization?: string) =>
    portalSnapshotEndpoint('portal-key', path.join(dir, 'media')).handler({
      payload,
      headers: new Headers(authorization ? { authorization } : {}),
    } as unknown as PayloadRequest);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-endpoint-'));
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const config = cmsConfig({
      databaseFile: path.join(dir, 'cms.db'),
      mediaDir: path.join(dir, 'media'),
      secret: 'test',
      productSlug: 'granskog',
      portalKey: 'portal-key',
      portalUrl: `http://127.0.0.1:${(portal.address() as AddressInfo).port}`,
    });
    ({ payload } = await prepareCms(config, fixturesDir));
  });
  afterAll(async () => {
    portal.close();
    await payload?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('tells the portal, with the key, of every save, but not of the seed', async () => {
    expect(notices).toEqual([]);
    await payload.update({
      collection: 'pages',
      id: 120,
      data: { title: 'Virkesaffärer i vinter', _status: 'published' },
    });
    expect(notices).toEqual(['Bearer portal-key']);
    await payload.updateGlobal({ slug: 'contact', data: { hours: 'vardagar 08.00–16.00' } });
    expect(notices).toHaveLength(2);
  });

  it('GET /api/portal/snapshot refuses a caller without the portal key', async () => {
    expect((await call()).status).toBe(401);
    expect((await call('Bearer wrong-key')).status).toBe(401);
  });

  it('GET /api/portal/snapshot gives the published pages, not a draft saved after them', async () => {
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
