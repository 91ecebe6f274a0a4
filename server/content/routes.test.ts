import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { expectValidation } from '../testing/validation.ts';
import { demoIds } from '../db/seed.ts';
import { contentRoutes } from './routes.ts';
import { contentSources } from './testing.ts';
import type { ContentPage, NewsItem, PageStatus } from '../../shared/contracts/content.ts';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';

const fixturesDir = path.resolve('content-fixtures');

// Every content answer is the same whether the portal reads the files or the content system.
describe.each(Object.entries(contentSources))('content API from %s', (_source, open) => {
  let t: ApiTestApp;
  let closeSource: () => Promise<void>;

  beforeAll(async () => {
    // A copy with one file that no list names: it must never be served.
    const dir = await mkdtemp(path.join(tmpdir(), 'content-api-'));
    await cp(fixturesDir, dir, { recursive: true });
    await writeFile(path.join(dir, 'files/hemlig.pdf'), '%PDF-1.4 hemlig');
    const { content, close } = await open(dir);
    closeSource = close;
    t = await apiTestApp(async (app) => {
      await app.register(contentRoutes, { content: () => content });
    });
  });
  afterAll(async () => {
    await t.close();
    await closeSource();
  });

  const as = async (
    who: 'anna' | 'david' | null,
    url: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(who ? await t.as(who) : {}), ...headers },
    });

  describe('pages', () => {
    it('gives Anna the care-advice page with all its blocks, cached privately for 5 minutes', async () => {
      const response = await as('anna', '/api/v1/pages/410');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      const page = response.json<ContentPage>();
      expect(page).toMatchObject({ id: 410, urlName: 'skotselrad', title: 'Skötselråd' });
      expect(page.content.length).toBeGreaterThan(3);
      expect(page.topContent).toHaveLength(1);
      expect(page.asideContent.length).toBeGreaterThan(0);
      expect(page.messages).toHaveLength(3);
      expect(page).not.toHaveProperty('routes');
    });

    it('lists the children of a group with hasAccess for David, who holds few roles', async () => {
      const response = await as('david', '/api/v1/pages/100?includeChildren=true');
      const children = response.json<ContentPage>().routes!;
      const access = Object.fromEntries(children.map((r: RouteNode) => [r.urlName, r.hasAccess]));
      expect(access).toEqual({
        'mina-dokument': true,
        virkesaffarer: false,
        // No requiredRoles: the host's rule (the timber agreements' manifest) refuses him.
        leveransvirke: true,
        'bestallda-tjanster': false,
        'plantor-och-skogsvard': false,
        // No requiredRoles: the host's rule (the price calculation's manifest) refuses him.
        priskalkyl: true,
        'granskog-el': false,
        virkespriser: true,
        'sa-fungerar-granskogs-prissattning': true,
        leveransvillkor: true,
      });
      expect(children.find((r) => r.urlName === 'plantor-och-skogsvard')?.menuChip).toBe('Ny');
      expect(children.find((r) => r.urlName === 'virkespriser')).toMatchObject({
        pageType: 10,
        externalUrl: 'https://www.granskog.example.se/virkespriser',
      });
    });

    it('leaves out the blocks when content is not asked for', async () => {
      const response = await as(
        'anna',
        '/api/v1/pages/410?includeContent=false&includeChildren=false',
      );
      expect(response.json()).toMatchObject({
        id: 410,
        title: 'Skötselråd',
        content: [],
        topContent: [],
        asideContent: [],
      });
      expect(response.json<ContentPage>().messages).toHaveLength(3);
    });

    it('gives the signed-in start page the top of the route tree as its children', async () => {
      const response = await as('anna', '/api/v1/pages/2?includeChildren=true');
      expect(response.json<ContentPage>().routes!.map((r) => r.urlName)).toEqual([
        'skogsgardens-affarer',
        'skogsgardens-ekonomi',
        'medlem-i-granskog',
        'kunskap-och-rad',
        'evenemang',
        'min-skog',
      ]);
    });

    it('refuses David a page whose roles he lacks, and lets Anna in', async () => {
      const refused = await as('david', '/api/v1/pages/120');
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({
        type: 'forbidden',
        title: 'Du har inte rättighet att utföra denna åtgärd.',
      });
      expect(refused.body).not.toContain('virkesköpare');
      expect((await as('anna', '/api/v1/pages/120')).statusCode).toBe(200);
    });

    it("judges access by the proxy's roles when Anna acts for Bertil", async () => {
      const own = await as('anna', '/api/v1/pages/110');
      const asBertil = await as('anna', '/api/v1/pages/110', { 'x-user-id': demoIds.bertil });
      expect(own.statusCode).toBe(200);
      expect(asBertil.statusCode).toBe(403);
    });

    it('answers 404 for an unknown page, 400 for a bad flag and 401 without a token', async () => {
      for (const url of ['/api/v1/pages/99999', '/api/v1/pages/abc', '/api/v1/pages/1.5']) {
        const response = await as('anna', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ type: 'notFound' });
      }
      const bad = await as('anna', '/api/v1/pages/410?includeChildren=yes');
      expectValidation(bad, { includeChildren: expect.any(String) });
      expect((await as(null, '/api/v1/pages/410')).statusCode).toBe(401);
    });

    it('keeps the start pages: the public one for anyone, the other signed in', async () => {
      const open = await as(null, '/api/v1/pages/publicstartpage');
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toBe('public, max-age=300');
      expect((await as(null, '/api/v1/pages/startpage')).statusCode).toBe(401);
      expect((await as('david', '/api/v1/pages/startpage')).json()).toMatchObject({ id: 2 });
    });
  });

  describe('page status', () => {
    it('reports the offline annual-meeting page to anyone, cached 5 minutes', async () => {
      const response = await as(null, '/api/v1/pages/status/360');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.json<PageStatus>().offlineStatus).toMatchObject({ isOffline: true });
      expect(response.json<PageStatus>().offlineStatus.message).toContain('föreningsstämman');
    });

    it('gives status messages of a page', async () => {
      const status = (await as('anna', '/api/v1/pages/status/110')).json<PageStatus>();
      expect(status.offlineStatus.isOffline).toBe(false);
      expect(status.messages).toEqual([expect.objectContaining({ messageType: 'Info' })]);
    });

    it('counts a page without a status, or an unknown one, as online', async () => {
      for (const id of ['410', '987654', 'nonsense']) {
        const response = await as('anna', `/api/v1/pages/status/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          offlineStatus: { isOffline: false, message: null },
          messages: [],
        });
      }
    });
  });

  describe('news', () => {
    it('gives the 20 newest items, newest first, cached 3 minutes', async () => {
      const response = await as('anna', '/api/v1/news/skogsnyheter');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=180');
      const items = response.json<NewsItem[]>();
      expect(items).toHaveLength(20);
      const dates = items.map((i) => Date.parse(i.publishedDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // The feed has 24 items: the four oldest are left out.
      const stored = JSON.parse(
        await readFile(path.join(fixturesDir, 'news/skogsnyheter.json'), 'utf8'),
      ) as NewsItem[];
      const oldest = Math.min(...dates);
      expect(stored.filter((i) => Date.parse(i.publishedDate) < oldest)).toHaveLength(4);
      expect(items[0]!.title).toBe('Julstängt i skogsägarsupporten');
    });

    it('answers 404 for an unknown feed and 401 without a token', async () => {
      expect((await as('anna', '/api/v1/news/okand')).statusCode).toBe(404);
      expect((await as(null, '/api/v1/news/skogsnyheter')).statusCode).toBe(401);
    });
  });

  describe('document lists', () => {
    it('lists the member documents with sizes and types, enough for three pages of ten', async () => {
      const response = await as('david', '/api/v1/sharepointdocuments/lists/medlemsdokument');
      expect(response.statusCode).toBe(200);
      const list = response.json<{ title: string; documents: Record<string, string>[] }>();
      expect(list.title).toBe('Medlemsdokument');
      expect(list.documents.length).toBeGreaterThanOrEqual(23);
      expect(list.documents[1]).toEqual({
        guid: expect.any(String),
        driveItemId: '01MEDLEM002',
        filename: 'Årsredovisning 2025.pdf',
        title: 'Årsredovisning 2025',
        fileType: 'pdf',
        fileSizeFormatted: expect.stringMatching(/^\d+(,\d)? kB$/),
        modified: '2026-03-20T08:00:00Z',
      });
      expect(new Set(list.documents.map((d) => d.fileType))).toEqual(
        new Set(['pdf', 'txt', 'csv']),
      );
    });

    it('refuses a list whose roles the caller lacks and answers 404 for an unknown list', async () => {
      expect((await as('david', '/api/v1/sharepointdocuments/lists/rantevillkor')).statusCode).toBe(
        403,
      );
      expect((await as('anna', '/api/v1/sharepointdocuments/lists/rantevillkor')).statusCode).toBe(
        200,
      );
      expect((await as('anna', '/api/v1/sharepointdocuments/lists/okand')).statusCode).toBe(404);
    });
  });

  describe('file downloads', () => {
    it('sends the annual report as a PDF attachment with its Swedish name', async () => {
      const response = await as('anna', '/api/v1/sharepointdocuments/files/01MEDLEM002');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Arsredovisning 2025.pdf"; filename*=UTF-8''%C3%85rsredovisning%202025.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const bytes = await readFile(path.join(fixturesDir, 'files/arsredovisning-2025.pdf'));
      expect(response.rawPayload.equals(bytes)).toBe(true);
    });

    it('sends text and CSV files with their types', async () => {
      const txt = await as('david', '/api/v1/sharepointdocuments/files/01MEDLEM021');
      expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(txt.body).toContain('Checklista inför avverkning');
      const csv = await as('david', '/api/v1/sharepointdocuments/files/01MEDLEM022');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain(
        'filename="Skogsinspektorer per distrikt.csv"',
      );
    });

    it('serves only files of lists the caller may see', async () => {
      expect((await as('anna', '/api/v1/sharepointdocuments/files/01RANTA001')).statusCode).toBe(
        200,
      );
      // David may not see the interest-rate list, so its files do not exist for him.
      const david = await as('david', '/api/v1/sharepointdocuments/files/01RANTA001');
      expect(david.statusCode).toBe(404);
      expect((await as(null, '/api/v1/sharepointdocuments/files/01MEDLEM002')).statusCode).toBe(
        401,
      );
    });

    it('never serves a file that no list names, nor anything by path', async () => {
      for (const id of [
        'hemlig.pdf',
        'hemlig',
        'stadgar-2026.pdf',
        '..%2Ffiles%2Fstadgar-2026.pdf',
        '..%2F..%2Fpackage.json',
        '..%2Froute-tree.json',
        '%2E%2E%2Fpage-status.json',
      ]) {
        const response = await as('anna', `/api/v1/sharepointdocuments/files/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.body).not.toContain('%PDF');
      }
      // A control character is refused by the kit before any lookup (issue 28).
      const nul = await as('anna', '/api/v1/sharepointdocuments/files/01MEDLEM002%00');
      expect(nul.statusCode).toBe(400);
      expect(nul.body).not.toContain('%PDF');
    });
  });

  describe('content images', () => {
    it('serves an image with a day of caching and a locked-down SVG policy', async () => {
      const response = await as(null, '/content-images/gallring.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=86400');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const png = await as(null, '/content-images/skogskant.png');
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('answers 404 for anything else', async () => {
      for (const url of [
        '/content-images/nothing.svg',
        '/content-images/..%2Froute-tree.json',
        '/content-images/../route-tree.json',
        '/content-images/sub/gallring.svg',
        '/content-images/',
      ]) {
        expect((await as(null, url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('a route gated by a feature flag (PriceConditions)', () => {
    const pricePages = [180, 181, 182, 183, 184];

    async function appWithPriceConditions(isEnabled: boolean) {
      const dir = await mkdtemp(path.join(tmpdir(), 'content-flag-'));
      await cp(fixturesDir, dir, { recursive: true });
      const file = path.join(dir, 'feature-flags.json');
      const flags = JSON.parse(await readFile(file, 'utf8')) as {
        featureFlags: { name: string; isEnabled: boolean }[];
      };
      for (const flag of flags.featureFlags)
        if (flag.name === 'PriceConditions') flag.isEnabled = isEnabled;
      await writeFile(file, JSON.stringify(flags));
      const { content, close } = await open(dir);
      const flagged = await apiTestApp(async (app) => {
        await app.register(contentRoutes, { content: () => content });
      });
      return {
        ...flagged,
        close: async () => {
          await flagged.close();
          await close();
        },
      };
    }

    describe('while off', () => {
      // A second app with its own database: made in a hook, whose time limit allows for it.
      let off: Awaited<ReturnType<typeof appWithPriceConditions>>;
      beforeAll(async () => {
        off = await appWithPriceConditions(false);
      });
      afterAll(() => off.close());

      it('the pages are 404 and the group lists no such child', async () => {
        const headers = await off.as('anna');
        for (const id of pricePages) {
          const response = await off.app.inject({ url: `/api/v1/pages/${id}`, headers });
          expect(response.statusCode, `page ${id}`).toBe(404);
        }
        const group = await off.app.inject({
          url: '/api/v1/pages/100?includeChildren=true',
          headers,
        });
        const urlNames = group.json<ContentPage>().routes!.map((r) => r.urlName);
        expect(urlNames).toContain('leveransvillkor');
        expect(urlNames).not.toContain('sa-fungerar-granskogs-prissattning');
      });
    });

    it('while on: the group and its four tabs are there, the tabs in order', async () => {
      for (const id of pricePages) {
        const response = await as('anna', `/api/v1/pages/${id}`);
        expect(response.statusCode, `page ${id}`).toBe(200);
        expect(response.json<ContentPage>().layout).toBe('tabs');
      }
      const group = await as('anna', '/api/v1/pages/180?includeChildren=true');
      expect(group.json<ContentPage>().routes!.map((r) => r.urlName)).toEqual([
        'oversikt',
        'grundpris-och-marknadspremier',
        'prestationer-som-premieras',
        'vinstdelning',
      ]);
    });
  });
});
