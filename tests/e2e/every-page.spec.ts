import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { accessTokenOf } from './session.ts';
import { signInWithEid } from './signIn.ts';
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
 * from their manifests (tests/e2e/routeEnumeration.ts), never a hand-picked sample. Each
 * viewport gets one browser context with her stored session, and visits the pages one after
 * another; every finding is collected, so one run names every page that fails.
 */
let routes: RouteToVisit[];

/**
 * Anna signed in, in a fresh context of this viewport, and her routes. Each test signs in on
 * its own: a session stored by the first would be older than the silent sign-in's window
 * by the time the second starts (a run over every page takes many minutes).
 */
async function signedInAnna(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInWithEid(page, '195001011237', 'Anna Skog');
  const token = await accessTokenOf(page);
  const me = await page.request.get('/api/v2/memberProfiles/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.ok()).toBe(true);
  routes = routesToVisit((await me.json()) as Parameters<typeof routesToVisit>[0]);
  return { context, page };
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
  browser: Browser,
  viewport: { width: number; height: number },
  check: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  const { context, page } = await signedInAnna(browser, viewport);
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
  await context.close();
  test.info().annotations.push({ type: 'pages', description: String(paths.length) });
  return findings;
}

async function titleFinding(page: Page): Promise<string[]> {
  const title = await page.title();
  return pageTitlePattern.test(title) ? [] : [`title "${title}"`];
}

test('desktop 1280×800: no axe violation, the title pattern, focus rings of 3:1, no text clipped at 200 % text', async ({
  browser,
}) => {
  // About 80 pages, each opened, axe-checked and measured; CI has 2 cores.
  test.setTimeout(1_800_000);
  const findings = await eachPage(browser, { width: 1280, height: 800 }, async (page, path) => [
    ...(await axeViolations(page)),
    ...(await titleFinding(page)),
    // The shell (header, sidebar, footer) is the same on every page: checked once.
    ...(await weakFocusRings(page, path === '/' ? 'body' : 'main')),
    ...(await clippedText(page)),
  ]);
  expect(findings).toEqual([]);
});

test('phone 375×812: no axe violation, no text clipped at 200 % text; at 320 px nothing scrolls sideways', async ({
  browser,
}) => {
  // About 80 pages, each opened, axe-checked and measured; CI has 2 cores.
  test.setTimeout(1_800_000);
  const findings = await eachPage(browser, { width: 375, height: 812 }, async (page) => {
    const found = [...(await axeViolations(page)), ...(await clippedText(page))];
    await page.setViewportSize({ width: 320, height: 812 });
    found.push(...(await reflowOverflow(page)));
    await page.setViewportSize({ width: 375, height: 812 });
    return found;
  });
  expect(findings).toEqual([]);
});
