import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { apiGetAs } from './session.ts';
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
  const me = await apiGetAs(page, '/api/v2/memberProfiles/me');
  expect(me.ok()).toBe(true);
  routes = routesToVisit((await me.json()) as Parameters<typeof routesToVisit>[0]).filter(
    (route) => partOf(route.template ? slashed(route.template) : route.path) === part,
  );
}

/**
 * Goes to a path inside the open portal as its own links do (the router follows the history,
 * no document load: half a page's time, and what a member does after the first page), and
 * resolves once the page has changed. The first page of a part is loaded whole; a direct
 * load of every area's first page is measured by layout-shift.spec.ts.
 */
async function navigateInPortal(page: Page, path: string): Promise<void> {
  const from = new URL(page.url());
  if (from.origin === 'null' || !from.protocol.startsWith('http')) {
    await page.goto(path);
    return;
  }
  if (from.pathname === new URL(path, from).pathname) return;
  await page.evaluate((to) => {
    const seen = window as unknown as { sweepChanged?: boolean };
    seen.sweepChanged = false;
    new MutationObserver((_, observer) => {
      seen.sweepChanged = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => (window as { sweepChanged?: boolean }).sweepChanged === true);
}

/** Opens a path and waits until its heading is shown and its elements have settled. */
async function visit(page: Page, path: string): Promise<string | null> {
  await navigateInPortal(page, path);
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

/** The paths of every link on the page, in its shadow roots too. */
async function linksOf(page: Page): Promise<string[]> {
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
  return [...new Set(hrefs)];
}

/** With E2E_TIMINGS set: the time each kind of work took in this part, summed over its pages. */
const timings = new Map<string, number>();
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } finally {
    timings.set(name, (timings.get(name) ?? 0) + Date.now() - started);
  }
}

/**
 * Visits every page of the part once and checks it. The routes without parameters come first;
 * a parameterised route is checked at the first link that matches it on a page already
 * visited (its own page, or a detail page that links to an edit page), else at the path its
 * parameters make from the links found (a modal opened by a button). Each page is opened
 * once: its links are read when it is checked.
 */
async function eachPage(
  page: Page,
  part: string,
  check: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  timings.clear();
  await timed('sign-in', () => signedInAnna(page, part));
  const paths = routes.filter((route) => !route.pattern).map((route) => route.path);
  let waiting = routes.filter((route) => route.pattern);
  // The pages that lead to parameterised routes and are not pages of this part themselves.
  const sources = [...new Set(waiting.map((route) => route.path))].filter(
    (source) => !paths.includes(source),
  );
  const found: string[] = [];
  const findings: string[] = [];
  let reported = 0;

  const open = async (path: string, { checked }: { checked: boolean }) => {
    const started = Date.now();
    const missing = await timed('opening', () => visit(page, path));
    if (missing) findings.push(missing);
    else if (checked)
      findings.push(...(await check(page, path)).map((finding) => `${path}: ${finding}`));
    if (!missing && waiting.length > 0) {
      const links = await linksOf(page);
      for (const route of waiting) {
        // A static route ('ny') also matches a parameter; it is not an instance of this one.
        const link = links.find(
          (href) => route.pattern!.test(href) && !paths.includes(slashed(href)),
        );
        if (link && !found.includes(link)) found.push(link);
      }
      waiting = waiting.filter((route) => !found.some((path) => route.pattern!.test(path)));
    }
    // Written as found too, so a run cut short by its time limit still names what it saw.
    for (const finding of findings.slice(reported)) console.log(`finding ${finding}`);
    reported = findings.length;
    if (process.env.E2E_TIMINGS) console.log(`${Date.now() - started} ms ${path}`);
  };

  for (const path of paths) await open(path, { checked: true });
  for (const source of sources) await open(source, { checked: false });
  // `found` grows while its pages are visited: a detail page may link to an edit page.
  for (let i = 0; i < found.length; i++) await open(found[i]!, { checked: true });

  // A route no page links to (a modal opened by a button) takes parameters another had.
  const known = Object.assign(
    {},
    ...routes.flatMap((route) => found.map((path) => parametersOf(route, path) ?? {})),
  ) as Record<string, string>;
  for (const route of [...waiting]) {
    const path = fillTemplate(route, known);
    if (!path) continue;
    waiting = waiting.filter((other) => other !== route);
    await open(path, { checked: true });
    found.push(path);
  }
  expect(
    waiting.map((route) => String(route.pattern)),
    'routes with no link to them',
  ).toEqual([]);
  const pages = paths.length + found.length;
  test.info().annotations.push({ type: 'pages', description: String(pages) });
  if (process.env.E2E_TIMINGS)
    console.log(`${part}: ${[...timings].map(([name, ms]) => `${name} ${ms} ms`).join(', ')}`);
  return findings;
}

async function titleFinding(page: Page): Promise<string[]> {
  const title = await page.title();
  return pageTitlePattern.test(title) ? [] : [`title "${title}"`];
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

/**
 * The phone checks on the page already open: the viewport narrowed to a phone's, the layout
 * given the time its width hook waits (the "Meny" button that replaces the permanent sidebar
 * is the sign), then what a phone shows. Each page is opened once for both widths: a page
 * opened at 375 px lays out as one narrowed to it (the layout follows resize events; a
 * component that did not would be a bug on a turned tablet too).
 */
async function atPhoneWidth(page: Page, check: () => Promise<string[]>): Promise<string[]> {
  await page.setViewportSize(phone);
  await expect(page.locator('header.site-header .menu-button')).toBeVisible();
  try {
    return await check();
  } finally {
    await page.setViewportSize(desktop);
  }
}

test.use({ viewport: desktop });
for (const part of parts) {
  test(`${part}: each page at 1280 px (axe, title, focus rings, 200 % text), 375 px (200 % text; axe of the phone shell once) and 320 px (reflow)`, async ({
    page,
  }) => {
    // Up to 30 pages, each opened once and checked at both widths; CI has 2 cores.
    test.setTimeout(600_000);
    let first = true;
    const findings = await eachPage(page, part, async (page, path) => {
      const found = [
        ...(await timed('axe', () => axeViolations(page))),
        ...(await titleFinding(page)),
        // The shell (header, sidebar, footer) is the same on every page: checked once.
        ...(await timed('focus rings', () => weakFocusRings(page, path === '/' ? 'body' : 'main'))),
        ...(await timed('clipped text', () => clippedText(page))),
      ];
      const phoneFindings = await timed('phone', () =>
        atPhoneWidth(page, async () => {
          // axe once per page state: the page's content reads the same at both widths (the
          // desktop scan above); the phone shell (menu button, toggled sidebar) once a part.
          const shell = first ? await axeViolations(page) : [];
          first = false;
          const clipped = await clippedText(page);
          await page.setViewportSize({ width: 320, height: phone.height });
          return [...shell, ...clipped, ...(await reflowOverflow(page))];
        }),
      );
      return [...found, ...phoneFindings.map((finding) => `at 375/320 px: ${finding}`)];
    });
    expect(findings).toEqual([]);
  });
}
