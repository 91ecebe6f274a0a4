import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewToken } from '../../shared/contracts/contentPreview.ts';
import { demoIds } from '../db/seed.ts';
import { profileRoutes } from '../session-profile/routes.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { loadContentFixtures } from './fixtures.ts';
import { previewKey, registerContentPreview } from './preview.ts';
import { contentRoutes } from './routes.ts';
import { cmsStandIn, snapshotOfFolder } from './testing.ts';

const key = 'portal-key-0123456789';

/** A preview token as the content system signs it (cms/src/preview.ts). */
const tokenFor = (
  claims: Record<string, unknown>,
  { signKey = previewKey(key), expires = '10m' } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(previewToken.issuer)
    .setAudience(previewToken.audience)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(signKey);

const eva = `staff:${demoIds.eva}`;

/** The drafts: the documents page retitled, and a new page under Skogsgårdens affärer. */
const drafts = () =>
  snapshotOfFolder((files) => {
    (files['pages/110.json'] as { title: string }).title = 'Dokument (utkast)';
    const tree = files['route-tree.json'] as { routes: { id: number; routes: unknown[] }[] };
    tree.routes
      .find((node) => node.id === 100)!
      .routes.push({
        id: 190,
        urlName: 'vinterns-virke',
        name: 'Vinterns virke',
        pageType: 15,
        showInMenu: true,
      });
    files['pages/190.json'] = {
      id: 190,
      name: 'Vinterns virke',
      title: 'Vinterns virke',
      urlName: 'vinterns-virke',
      pageType: 'content',
      preamble: 'Utkast',
      topContent: [],
      content: [{ type: 'text', html: '<p>Snart här.</p>' }],
      asideContent: [],
      messages: [],
    };
  });

describe('the draft preview', () => {
  const cms = cmsStandIn(key);
  let t: ApiTestApp;
  let annaAsEva: Record<string, string>;

  beforeAll(async () => {
    const url = await cms.listen();
    cms.answerDrafts({ status: 200, snapshot: await drafts() });
    const published = await loadContentFixtures(path.resolve('content-fixtures'));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-preview-'));
    t = await apiTestApp(async (app, database) => {
      const content = registerContentPreview(app, {
        cms: { url, key },
        dataDir,
        published: () => published,
        publicUrl: 'http://portal.test',
        // Every call reads the drafts again, so a test's change shows at once.
        draftsFreshMs: 0,
      });
      await app.register(contentRoutes, { content });
      await app.register(profileRoutes, { db: database.db, content });
    });
    const impersonation = await startImpersonation(t.database.db);
    annaAsEva = {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: impersonation.id, imp_by: demoIds.eva })}`,
    };
  });
  afterAll(async () => {
    await t?.close();
    await cms.close();
  });

  const open = (token: string) =>
    t.app.inject({ method: 'GET', url: `/forhandsvisning?token=${encodeURIComponent(token)}` });
  const get = (url: string, headers: Record<string, string>, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it("opens with the editor's link: a cookie for the token's life, and the way to the page", async () => {
    const token = await tokenFor({ sub: eva, page: 190 });
    const answer = await open(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Förhandsvisning av utkast</h1>');
    expect(answer.body).toContain('href="/skogsgardens-affarer/vinterns-virke/">Visa utkastet');
    expect(answer.body).toContain(
      'href="/login?returnUrl=%2Fskogsgardens-affarer%2Fvinterns-virke%2F&amp;as=staff">Logga in och visa utkastet',
    );
    const [cookie, shown] = answer.headers['set-cookie'] as string[];
    expect(cookie).toMatch(
      new RegExp(`^portal_preview=${token}; Path=/; Max-Age=(599|600); HttpOnly; SameSite=Lax$`),
    );
    // Beside it, for the host's banner, a sign the page can read, with the same life.
    expect(shown).toMatch(/^portal_preview_shown=1; Path=\/; Max-Age=(599|600); SameSite=Lax$/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('shows the drafts to the editor acting as a member, and never caches them', async () => {
    const cookie = `portal_preview=${await tokenFor({ sub: eva, page: 190 })}`;
    const page = await get('/api/v1/pages/110', annaAsEva, cookie);
    expect(page.json()).toMatchObject({ title: 'Dokument (utkast)' });
    expect(page.headers['cache-control']).toBe('no-store');
    const added = await get('/api/v1/pages/190', annaAsEva, cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ title: 'Vinterns virke' });
    // The menu (the profile's route tree) has the new page too.
    const profile = await get('/api/v2/memberProfiles/me', annaAsEva, cookie);
    expect(JSON.stringify(profile.json())).toContain('"urlName":"vinterns-virke"');
  });

  it('shows nobody else a draft: a member, another staff person, or Eva without the cookie', async () => {
    const cookie = `portal_preview=${await tokenFor({ sub: eva, page: 190 })}`;
    const other = await startImpersonation(t.database.db);
    const callers = {
      anna: { authorization: `Bearer ${await t.tokenFor(demoIds.anna)}` },
      otherStaff: {
        authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: other.id, imp_by: randomUUID() })}`,
      },
    };
    for (const headers of Object.values(callers)) {
      const page = await get('/api/v1/pages/110', headers, cookie);
      expect(page.json()).toMatchObject({ title: 'Mina dokument' });
      expect(page.headers['cache-control']).toBe('private, max-age=300');
      expect((await get('/api/v1/pages/190', headers, cookie)).statusCode).toBe(404);
    }
    expect((await get('/api/v1/pages/110', annaAsEva)).json()).toMatchObject({
      title: 'Mina dokument',
    });
  });

  it('refuses a link that has expired, was altered or was signed with the portal key itself', async () => {
    const expired = await open(await tokenFor({ sub: eva, page: 190 }, { expires: '-1s' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('Länken till förhandsvisningen har slutat gälla.');
    expect(expired.headers['set-cookie']).toBeUndefined();
    const token = await tokenFor({ sub: eva, page: 190 });
    const altered = await open(`${token.slice(0, -2)}xx`);
    expect(altered.body).toContain('Länken till förhandsvisningen fungerar inte.');
    const bearerKey = await open(
      await tokenFor({ sub: eva, page: 190 }, { signKey: new TextEncoder().encode(key) }),
    );
    expect(bearerKey.statusCode).toBe(400);
    // A member's token in the cookie shows no draft either.
    const cookie = `portal_preview=${await tokenFor({ sub: eva, page: 190 }, { expires: '-1s' })}`;
    expect((await get('/api/v1/pages/110', annaAsEva, cookie)).json()).toMatchObject({
      title: 'Mina dokument',
    });
  });

  it('says which checks drafts fail instead of showing them', async () => {
    cms.answerDrafts({
      status: 200,
      snapshot: await snapshotOfFolder((files) => {
        (files['pages/110.json'] as { content: unknown[] }).content.push({
          type: 'component',
          componentId: 'okand-tjanst',
        });
      }),
    });
    const answer = await open(await tokenFor({ sub: eva, page: 110 }));
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('<h1>Utkastet kan inte visas</h1>');
    expect(answer.body).toContain('okand-tjanst');
    cms.answerDrafts({ status: 200, snapshot: await drafts() });
  });

  it('ends in this browser with /forhandsvisning/avsluta', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/forhandsvisning/avsluta' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/');
    const [cookie, shown] = answer.headers['set-cookie'] as string[];
    expect(cookie).toMatch(/^portal_preview=; Path=\/; Max-Age=0;/);
    expect(shown).toMatch(/^portal_preview_shown=; Path=\/; Max-Age=0;/);
  });
});
