import { expect, test, type Page } from '@playwright/test';
import { signInWithEid } from './signIn.ts';

// Cumulative layout shift (issue 10: at most 0.02) on the start page, signed out and signed
// in, on a wide screen (permanent sidebar) and a phone (toggled sidebar). Each request is
// slowed a little so the states before the content arrives last long enough to be painted,
// as on a real network. The score is the sum of the page's layout-shift entries not caused by
// input (the whole load is one session window here), read by a PerformanceObserver that is
// installed before the page's first script.
const maxShift = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName}.${node.className}` : String(node);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 80,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

async function shiftsAfterLoad(page: Page, path: string, heading: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Late arrivals (the sidebar, images, the sign-in prompt) settle within the network's idle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const viewport of [
  { name: 'wide screen', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`layout shift on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the start page signed out moves nothing once painted', async ({ page }) => {
      await observeShifts(page);
      const shifts = await shiftsAfterLoad(page, '/', 'Välkommen till Mina sidor');
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(maxShift);
    });

    test('the start page signed in moves nothing once painted', async ({ page }) => {
      await signInWithEid(page, '195001011237', 'Anna Skog');
      await observeShifts(page);
      const shifts = await shiftsAfterLoad(page, '/', 'Översikt');
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(maxShift);
    });
  });
}
