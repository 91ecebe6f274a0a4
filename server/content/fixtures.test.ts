import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixtureValidationError, loadContentFixtures } from './fixtures.ts';
import { featureFlagNames } from '../../shared/contracts/featureFlags.ts';
import { messageTypes } from '../../shared/contracts/content.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { pageTypes } from '../../shared/contracts/memberProfile.ts';
import { visitPageBlocks } from './blocks.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
import type { AreaRoute } from '../../shared/elements/manifest.ts';
import { matchPattern, segmentsOf } from '../../shared/elements/routePattern.ts';

const fixturesDir = path.resolve('content-fixtures');

describe('content fixtures', () => {
  it('loads the shipped fixtures, with every feature flag the spec names', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    expect(fixtures.featureFlags.map((f) => f.name).sort()).toEqual([...featureFlagNames].sort());
    expect(fixtures.pages.publicstartpage.title).toBe('Välkommen till Mina sidor');
  });

  it('reports each broken file with the path inside it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fixtures-'));
    await cp(fixturesDir, dir, { recursive: true });
    await writeFile(path.join(dir, 'components.json'), JSON.stringify({ components: [{ id: 1 }] }));
    await writeFile(path.join(dir, 'pages/startpage.json'), '{ not json');
    const error = await loadContentFixtures(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureValidationError);
    const errors = (error as FixtureValidationError).errors;
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'components.json', path: 'components.0.id' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'pages/startpage.json', path: '' }),
    );
  });
});

describe('tabs and feature-flagged routes in the fixtures', () => {
  async function copy() {
    const dir = await mkdtemp(path.join(tmpdir(), 'fixtures-tabs-'));
    await cp(fixturesDir, dir, { recursive: true });
    return dir;
  }
  async function edit<T>(file: string, change: (value: T) => void) {
    const value = JSON.parse(await readFile(file, 'utf8')) as T;
    change(value);
    await writeFile(file, JSON.stringify(value));
  }
  const errorsOf = async (dir: string) => {
    const error = await loadContentFixtures(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureValidationError);
    return (error as FixtureValidationError).errors;
  };

  it('refuses a tab outside a tabs group, and a tabs group child that is no tab', async () => {
    const dir = await copy();
    await edit<{ layout?: string }>(path.join(dir, 'pages/182.json'), (page) => {
      delete page.layout;
    });
    await edit<{ layout?: string }>(path.join(dir, 'pages/410.json'), (page) => {
      page.layout = 'tabs';
    });
    const errors = await errorsOf(dir);
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'pages/182.json', path: 'layout' }),
    );
    expect(errors).toContainEqual({
      file: 'pages/410.json',
      path: 'layout',
      message: "a tab must be a child of a group page with layout 'tabs'",
    });
  });

  it('refuses an unknown layout and a flag that feature-flags.json does not list', async () => {
    const dir = await copy();
    await edit<{ layout?: string }>(path.join(dir, 'pages/181.json'), (page) => {
      page.layout = 'carousel';
    });
    let errors = await errorsOf(dir);
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'pages/181.json', path: 'layout' }),
    );

    const other = await copy();
    await edit<{ featureFlags: { name: string }[] }>(
      path.join(other, 'feature-flags.json'),
      (flags) => {
        flags.featureFlags = flags.featureFlags.filter((flag) => flag.name !== 'PriceConditions');
      },
    );
    errors = await errorsOf(other);
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: 'route-tree.json',
        message: "no flag 'PriceConditions' in feature-flags.json",
      }),
    );
  });
});

/** Every block type of the contract (platform §2 plus news and document lists). */
const blockTypes = [
  'text',
  'teaser',
  'teasers',
  'accordion',
  'accordionItem',
  'banner',
  'image',
  'textAndImage',
  'contacts',
  'contact',
  'section',
  'message',
  'news',
  'documentList',
  'component',
] as const;

const davidsRoles = [
  'Service_Profile_Common_Read',
  'Service_Profile_Common_Write',
  'Service_Documents_Read',
  'Service_Support_Read',
  'Service_Support_Write',
];

function flatten(routes: RouteFixture[]): RouteFixture[] {
  return routes.flatMap((r) => [r, ...flatten(r.routes ?? [])]);
}

describe('what the shipped fixtures show editors and testers', () => {
  it('uses every block type, in main, top and aside content, and sections inside sections', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const seen = new Set<string>();
    const places = new Set<string>();
    let nestedSection = false;
    for (const page of fixtures.pagesById.values()) {
      visitPageBlocks(page, (block, at) => {
        seen.add(block.type);
        places.add(at.split('.')[0]!);
        if (block.type === 'section' && /\.blocks\./.test(at)) nestedSection = true;
      });
    }
    expect([...seen].sort()).toEqual([...blockTypes].sort());
    expect([...places].sort()).toEqual(['asideContent', 'content', 'topContent']);
    expect(nestedSection).toBe(true);
  });

  it('shows all six message types as blocks and page messages past, present and future', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const types = new Set<string>();
    for (const page of fixtures.pagesById.values())
      visitPageBlocks(page, (block) => {
        if (block.type === 'message') types.add(block.messageType);
      });
    expect([...types].sort()).toEqual([...messageTypes].sort());

    const now = Date.now();
    const messages = [...fixtures.pagesById.values()].flatMap((p) => p.messages);
    const when = messages.map((m) =>
      Date.parse(m.ends!) < now ? 'expired' : Date.parse(m.starts!) > now ? 'future' : 'active',
    );
    expect(new Set(when)).toEqual(new Set(['expired', 'active', 'future']));
  });

  it('has group pages with and without children, external links, hidden entries, icons and a chip', async () => {
    const { routes } = await loadContentFixtures(fixturesDir);
    const all = flatten(routes);
    const groups = all.filter((r) => r.pageType === pageTypes.GroupPage);
    expect(groups.some((g) => (g.routes ?? []).length === 0)).toBe(true);
    expect(groups.some((g) => (g.routes ?? []).length > 0)).toBe(true);
    expect(
      all.filter((r) => r.pageType === pageTypes.ExternalUrlPage && r.externalUrl).length,
    ).toBeGreaterThan(0);
    expect(all.some((r) => !r.showInMenu)).toBe(true);
    expect(new Set(routes.map((r) => r.icon))).toEqual(
      new Set(['pine-tree', 'briefcase', 'piggy-bank', 'account-group']),
    );
    expect(all.some((r) => r.menuChip === 'Ny')).toBe(true);
    // The server hides from David the content pages whose roles he lacks ...
    const lacking = all.filter(
      (r) => !(r.requiredRoles ?? []).every((x) => davidsRoles.includes(x)),
    );
    expect(lacking.map((r) => r.urlName)).toEqual(expect.arrayContaining(['virkesaffarer']));
    // ... while the service routes whose role rule the host applies (platform §6) stay in
    // the tree, so he sees them disabled with a tooltip.
    const hostRuled = all.filter((r) => ['mina-insatsval', 'fullmakter'].includes(r.urlName));
    expect(hostRuled.map((r) => r.requiredRoles)).toEqual([undefined, undefined]);
    // The fixed routes keep their ids and paths.
    expect(all.map((r) => `${r.id}:${r.urlName}`)).toEqual(
      expect.arrayContaining([
        '110:mina-dokument',
        '210:mina-insatsval',
        '310:profil',
        '320:fullmakter',
        '330:skogsagarsupport',
      ]),
    );
  });

  it('has an offline page and a component whose offline window holds now', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    expect([...fixtures.pageStatus.values()].some((s) => s.offlineStatus.isOffline)).toBe(true);
    const now = Date.now();
    const offline = fixtures.components.filter(
      (c) =>
        c.status.offlineStarts &&
        c.status.offlineEnds &&
        Date.parse(c.status.offlineStarts) <= now &&
        now < Date.parse(c.status.offlineEnds),
    );
    expect(offline).toEqual([
      expect.objectContaining({ id: 'test-element-offline', element: 'portal-test-element' }),
    ]);
  });

  it("gives the support desk's contact cards the one contact source's details", async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const cards: { page: number; phone?: string; email?: string; title?: string }[] = [];
    for (const [id, page] of fixtures.pagesById) {
      visitPageBlocks(page, (block) => {
        if (block.type === 'contact' && block.name === 'Skogsägarsupporten') {
          cards.push({ page: id, phone: block.phone, email: block.email, title: block.title });
        }
      });
    }
    expect(cards.length).toBeGreaterThan(0);
    const { phone, email, hours } = fixtures.contact;
    for (const card of cards) {
      expect(card, `page ${card.page}`).toMatchObject({ phone, email });
      expect(card.title?.toLowerCase(), `page ${card.page}`).toBe(hours.toLowerCase());
    }
  });

  it('states the contact hours of economy §9 (weekdays 09:00–16:00) wherever hours are given', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    expect(fixtures.contact.hours).toBe('vardagar 09.00–16.00');
    // Every "vardagar <from>–<to>" in what editors compose and in the areas' catalogues.
    const stated =
      /vardagar\s+(?:kl\.\s*)?(\d{1,2}(?:[.:]\d\d)?)\s*[–-]\s*(\d{1,2}(?:[.:]\d\d)?)/gi;
    const sources = [
      ...readdirSync('content-fixtures/pages').map((f) => path.join('content-fixtures/pages', f)),
      ...readdirSync('components').map((area) => path.join('components', area, 'sv.ts')),
    ].filter((file) => existsSync(file));
    const found = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(stated)].map((m) => `${file}: ${m[1]}–${m[2]}`),
    );
    expect(found.length).toBeGreaterThan(3);
    expect(found.filter((hours) => !hours.endsWith(': 09.00–16.00'))).toEqual([]);
  });

  it('promises visitors only built services: every public start page teaser links to an area route', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const built = areaManifests.flatMap((manifest) =>
      Object.values(manifest.routes as Record<string, AreaRoute>).map((route) => route.path),
    );
    const teasers: { heading: string; href: string | undefined }[] = [];
    visitPageBlocks(fixtures.pages.publicstartpage, (block) => {
      if (block.type === 'teaser') teasers.push({ heading: block.heading, href: block.link?.href });
    });
    expect(teasers.length).toBeGreaterThan(0);
    for (const { heading, href } of teasers) {
      const segments = segmentsOf(href ?? '');
      expect(
        built.some((pattern) => matchPattern(pattern, segments, 'granskog')),
        `${heading} -> ${href}`,
      ).toBe(true);
    }
  });

  it('has more news than the carousel shows, out of order, and a list of three pages', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const news = fixtures.news.get('skogsnyheter')!;
    expect(news.length).toBeGreaterThan(20);
    const dates = news.map((n) => Date.parse(n.publishedDate));
    expect(dates).not.toEqual([...dates].sort((a, b) => b - a));
    expect(fixtures.documentLists.get('medlemsdokument')!.documents.length).toBeGreaterThan(20);
  });

  it('ships real PDFs: every object the cross-reference table names is where it says', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    const pdfs = [...fixtures.files.values()].filter((f) => f.fileType === 'pdf');
    expect(pdfs.length).toBeGreaterThan(0);
    for (const pdf of pdfs) {
      const text = (await readFile(pdf.path)).toString('latin1');
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\s+(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const [, count, entries] = /xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(text)!;
      const offsets = entries!.trim().split(/\s*\n/).slice(1);
      expect(offsets).toHaveLength(Number(count) - 1);
      offsets.forEach((line, index) => {
        const at = Number(line.slice(0, 10));
        expect(text.slice(at).startsWith(`${index + 1} 0 obj`), pdf.filename).toBe(true);
      });
      const length = Number(/\/Length (\d+)/.exec(text)![1]);
      const stream = text.indexOf('stream\n') + 'stream\n'.length;
      expect(text.slice(stream + length, stream + length + 10)).toBe('\nendstream');
    }
  });
});
