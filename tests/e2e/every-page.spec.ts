import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { accessTokenOf } from './session.ts';
import { clippedText, pageTitlePattern, reflowOverflow, weakFocusRings } from './pageChecks.ts';
import {
  fillTemplate,
  parametersOf,
  routesToVisit,
  slashed,
  type RouteToVisit,
} from './routeEnumeration.ts';

/**
 * Every page Anna (every role) reaches: the pages of her route tree and the areas' routes
 * from their manifests (tests/e2e/routeEnumeration.ts), never a hand-picked sample. The pages
 * are split by area into parts of a few minutes each, so the parts spread over the workers;
 * a page belongs to the part of the longest prefix it starts with, and '/' takes every page
 * no other part claims, so a new page or area is checked without touching this test. Each
 * part visits its pages one after another in one page of Anna's stored session; every
 * finding is collected, so one run names every page that fails.
 */
// The parts are independent (they only read): any worker may take any of them.
test.describe.configure({ mode: 'parallel' });

const parts = [
  '/skogsgardens-affarer/granskog-el/',
  '/skogsgardens-affarer/bestallda-tjanster/',
  '/skogsgardens-affarer/',
  '/skogsgardens-ekonomi/',
  '/medlem-i-granskog/',
  '/min-skog/',
  '/',
];
const partOf = (path: string) =>
  parts.filter((part) => path.startsWith(part)).sort((a, b) => b.length - a.length)[0]!;

let routes: RouteToVisit[];

/** Anna signed in, and her routes of this part (a parameterised one by its own path). */
async function signedInAnna(page: Page, part: string) {
  await signedInAs(page, members.anna);
  const token = await accessTokenOf(page);
  const me = await page.request.get('/api/v2/memberProfiles/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.ok()).toBe(true);
  routes = routesToVisit((await me.json()) as Parameters<typeof routesToVisit>[0]).filter(
    (route) => partOf(route.template ? slashed(route.template) : route.path) === part,
  );
}

/** Opens a path and waits until its heading is shown and its elements have settled. */
async function visit(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  try {
    await expect(page.locator('main h1').first()).toBeVisible();
  } catch {
    return `${path}: no heading`;
  }
  // Skeletons stand in while a block loads, and an element's loading status
  // (shared/elements/LoadingStatus) while its data does; checks run on what the member finally
  // sees (a list's links, not its "hämtas…").
  await expect(page.locator('gs-skeleton, :not(:defined), [data-loading]')).toHaveCount(0);
  return null;
}

/** The links of a page (in its shadow roots too) that match a route pattern. */
async function linksMatching(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        // An <a> without href (the map's image download before an image is made) is no link.
        if (element instanceof HTMLAnchorElement && element.href)
          found.push(new URL(element.href).pathname);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

/**
 * The concrete paths: a parameterised route opens the first link that matches it, found on
 * its page or on a page another parameterised route led to (an edit link on a detail page),
 * or else the path its parameters make from those links.
 */
async function expandRoutes(page: Page): Promise<string[]> {
  const paths = routes.filter((route) => !route.pattern).map((route) => route.path);
  let waiting = routes.filter((route) => route.pattern);
  const found: string[] = [];
  for (let round = 0; waiting.length > 0 && round < 3; round++) {
    const sources = round === 0 ? [...new Set(waiting.map((route) => route.path))] : found;
    for (const source of sources) {
      await visit(page, source);
      for (const route of waiting) {
        // A static route ('ny') also matches a parameter; it is not an instance of this one.
        const links = await linksMatching(page, route.pattern!);
        const link = links.find((href) => !paths.includes(slashed(href)));
        if (link && !found.includes(link)) found.push(link);
      }
      waiting = waiting.filter((route) => !found.some((path) => route.pattern!.test(path)));
    }
  }
  // A route no page links to (a modal opened by a button) takes parameters another had.
  const known = Object.assign(
    {},
    ...routes.flatMap((route) => found.map((path) => parametersOf(route, path) ?? {})),
  ) as Record<string, string>;
  for (const route of waiting) {
    const path = fillTemplate(route, known);
    if (path) found.push(path);
  }
  waiting = waiting.filter((route) => !found.some((path) => route.pattern!.test(path)));
  expect(
    waiting.map((route) => String(route.pattern)),
    'routes with no link to them',
  ).toEqual([]);
  return [...paths, ...found];
}

async function eachPage(
  page: Page,
  part: string,
  check: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  await signedInAnna(page, part);
  const paths = await expandRoutes(page);
  const findings: string[] = [];
  let reported = 0;
  for (const path of paths) {
    const started = Date.now();
    const missing = await visit(page, path);
    if (missing) findings.push(missing);
    else findings.push(...(await check(page, path)).map((finding) => `${path}: ${finding}`));
    // Written as found too, so a run cut short by its time limit still names what it saw.
    for (const finding of findings.slice(reported)) console.log(`finding ${finding}`);
    reported = findings.length;
    if (process.env.E2E_TIMINGS) console.log(`${Date.now() - started} ms ${path}`);
  }
  test.info().annotations.push({ type: 'pages', description: String(paths.length) });
  return findings;
}

async function titleFinding(page: Page): Promise<string[]> {
  const title = await page.title();
  return pageTitlePattern.test(title) ? [] : [`title "${title}"`];
}

test.describe('desktop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const part of parts) {
    test(`${part}: no axe violation, the title pattern, focus rings of 3:1, no text clipped at 200 % text`, async ({
      page,
    }) => {
      // Up to 30 pages, each opened, axe-checked and measured; CI has 2 cores.
      test.setTimeout(600_000);
      const findings = await eachPage(page, part, async (page, path) => [
        ...(await axeViolations(page)),
        ...(await titleFinding(page)),
        // The shell (header, sidebar, footer) is the same on every page: checked once.
        ...(await weakFocusRings(page, path === '/' ? 'body' : 'main')),
        ...(await clippedText(page)),
      ]);
      expect(findings).toEqual([]);
    });
  }
});

test.describe('phone 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const part of parts) {
    test(`${part}: no axe violation, no text clipped at 200 % text; at 320 px nothing scrolls sideways`, async ({
      page,
    }) => {
      // Up to 30 pages, each opened, axe-checked and measured; CI has 2 cores.
      test.setTimeout(600_000);
      const findings = await eachPage(page, part, async (page) => {
        const found = [...(await axeViolations(page)), ...(await clippedText(page))];
        await page.setViewportSize({ width: 320, height: 812 });
        found.push(...(await reflowOverflow(page)));
        await page.setViewportSize({ width: 375, height: 812 });
        return found;
      });
      expect(findings).toEqual([]);
    });
  }
});
