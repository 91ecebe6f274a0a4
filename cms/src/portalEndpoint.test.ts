import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload, PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig } from './config.ts';
import { jwtVerify } from 'jose';
import { portalDraftSnapshotEndpoint, portalSnapshotEndpoint } from './portalEndpoint.ts';
import { pagePreviewUrl, previewKey } from './preview.ts';
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
  const call = (authorization?: string, endpoint = portalSnapshotEndpoint) =>
    endpoint('portal-key', path.join(dir, 'media')).handler({
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

  it('publishes and unpublishes on the scheduled time', async () => {
    const status = await payload.create({
      collection: 'page-status',
      data: {
        page: 130,
        isOffline: true,
        offlineMessage: 'Underhåll i kväll 22–23.',
        _status: 'draft',
      },
      draft: true,
    });
    const snapshotFiles = async () =>
      ((await (await call('Bearer portal-key')).json()) as { files: Record<string, unknown> })
        .files['page-status.json'] as Record<string, unknown>;
    expect(await snapshotFiles()).not.toHaveProperty('130');
    const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'page-status', value: String(status.id) } },
        waitUntil,
      });
    await schedule('publish', new Date(Date.now() - 1000));
    await schedule('unpublish', new Date(Date.now() + 60 * 60 * 1000));
    await payload.jobs.run();
    expect(await snapshotFiles()).toHaveProperty('130.offlineStatus', {
      isOffline: true,
      message: 'Underhåll i kväll 22–23.',
    });
    // An hour later: the unpublish is due.
    await payload.update({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' }, processing: { equals: false } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    });
    await payload.jobs.run();
    expect(await snapshotFiles()).not.toHaveProperty('130');
  });

  it('lets an editor save drafts and only a publisher publish', async () => {
    const staff = async (email: string, roles: string[]) => {
      const user = await payload.create({
        collection: 'users',
        // As the staff sign-in makes them (auth/endpoints.ts): no password here.
        data: { sub: `staff:${email}`, name: email, email, roles },
      });
      return { ...user, collection: 'users' } as unknown as Parameters<
        typeof payload.update
      >[0]['user'];
    };
    const editor = await staff('redaktor@granskog.example.se', ['editor']);
    const publisher = await staff('publicerare@granskog.example.se', ['editor', 'publisher']);
    const outsider = await staff('annan@granskog.example.se', []);
    const save = (user: typeof editor, data: Record<string, unknown>, draft = false) =>
      payload
        .update({ collection: 'pages', id: 410, data, draft, user, overrideAccess: false })
        .then(
          () => 'saved',
          (error: Error) => error.name,
        );
    expect(await save(outsider, { title: 'Utkast' }, true)).toBe('Forbidden');
    expect(await save(editor, { title: 'Utkast' }, true)).toBe('saved');
    expect(await save(editor, { title: 'Publicerat', _status: 'published' })).toBe('Forbidden');
    expect(await save(publisher, { title: 'Publicerat', _status: 'published' })).toBe('saved');
    // A save that is no draft, of a published page, is a publish by another name.
    expect(await save(editor, { title: 'Direkt ändrat' })).toBe('Forbidden');
    // An unpublish (no draft, status draft) of a published page is a publisher's.
    expect(await save(editor, { _status: 'draft' })).toBe('Forbidden');
    expect(await save(editor, { title: 'Utkast igen' }, true)).toBe('saved');
    expect(await save(publisher, { _status: 'draft' })).toBe('saved');
    const component = (user: typeof editor) =>
      payload
        .update({
          collection: 'components',
          id: 'accounts',
          data: { status: { offline: true } },
          user,
          overrideAccess: false,
        })
        .then(
          () => 'saved',
          (error: Error) => error.name,
        );
    // Without drafts every save is live: a component's offline switch is a publisher's.
    expect(await component(editor)).toBe('Forbidden');
    expect(await component(publisher)).toBe('saved');
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

  it('GET /api/portal/draft-snapshot gives the newest drafts, and only to the portal', async () => {
    await payload.update({
      collection: 'pages',
      id: 110,
      data: { title: 'Utkast att förhandsgranska' },
      draft: true,
    });
    expect((await call(undefined, portalDraftSnapshotEndpoint)).status).toBe(401);
    expect((await call('Bearer wrong-key', portalDraftSnapshotEndpoint)).status).toBe(401);
    const answer = await call('Bearer portal-key', portalDraftSnapshotEndpoint);
    expect(answer.status).toBe(200);
    const snapshot = (await answer.json()) as { files: Record<string, { title: string }> };
    expect(snapshot.files['pages/110.json']?.title).toBe('Utkast att förhandsgranska');
    // The published snapshot still has the published title.
    const published = (await (await call('Bearer portal-key')).json()) as typeof snapshot;
    expect(published.files['pages/110.json']?.title).toBe('Mina dokument');
  });

  it("links the editor's preview to the portal with a token for that editor and page", async () => {
    const preview = pagePreviewUrl('http://portal.test', 'portal-key')!;
    const eva = { sub: 'staff:3b1f6f0e-0000-4000-8000-000000000001', roles: ['editor'] };
    const link = await preview({ id: 110 }, {
      req: { user: eva },
      locale: 'sv',
      token: null,
    } as unknown as Parameters<typeof preview>[1]);
    const url = new URL(String(link));
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/forhandsvisning');
    const { payload: claims } = await jwtVerify(
      url.searchParams.get('token') ?? '',
      previewKey('portal-key'),
      { issuer: 'content-system', audience: 'portal-preview' },
    );
    expect(claims).toMatchObject({ sub: eva.sub, page: 110 });
    expect(claims.exp! - claims.iat!).toBe(600);
    // Never signed with the bearer key itself, and no link without an editor or a page id.
    await expect(
      jwtVerify(url.searchParams.get('token') ?? '', new TextEncoder().encode('portal-key')),
    ).rejects.toThrow();
    const none = { req: { user: null }, locale: 'sv', token: null };
    expect(await preview({ id: 110 }, none as unknown as Parameters<typeof preview>[1])).toBeNull();
    expect(
      await preview({}, { ...none, req: { user: eva } } as unknown as Parameters<
        typeof preview
      >[1]),
    ).toBeNull();
  });
});
