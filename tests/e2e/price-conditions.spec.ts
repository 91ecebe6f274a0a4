import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';

/**
 * Issue 13, price conditions: content pages in tabs under Skogsgårdens affärer (flag
 * PriceConditions, on in the demo). The path is the content's urlName with the product slug
 * (docs/decisions.md).
 */
const base = '/skogsgardens-affarer/sa-fungerar-granskogs-prissattning/';
const tabs = [
  { path: 'oversikt/', name: 'Översikt', heading: 'Så fungerar prissättningen' },
  {
    path: 'grundpris-och-marknadspremier/',
    name: 'Grundpris och marknadspremier',
    heading: 'Grundpris och marknadspremier',
  },
  {
    path: 'prestationer-som-premieras/',
    name: 'Prestationer som premieras',
    heading: 'Prestationer som premieras',
  },
  { path: 'vinstdelning/', name: 'Vinstdelning', heading: 'Vinstdelning' },
];

const tabBar = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Så fungerar prissättningen' });

/** Presses Tab until the tab link has focus: at most a few presses (the tabs are adjacent). */
async function tabTo(page: Page, name: string) {
  const link = tabBar(page).getByRole('link', { name, exact: true });
  for (let presses = 0; presses < 4; presses++) {
    if (await link.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
}

async function expectTab(page: Page, index: number) {
  const tab = tabs[index]!;
  await expect(page).toHaveURL(`${base}${tab.path}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: tab.heading }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Granskog – ${tab.heading}`);
  const links = tabBar(page).getByRole('link');
  await expect(links).toHaveText(tabs.map((t) => t.name));
  for (const [i, t] of tabs.entries()) {
    const current = tabBar(page).getByRole('link', { name: t.name, exact: true });
    if (i === index) await expect(current).toHaveAttribute('aria-current', 'page');
    else await expect(current).not.toHaveAttribute('aria-current');
  }
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page, members.anna);
});

test('Anna opens the price conditions from the sidebar and moves through the tabs by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Så fungerar prissättningen' })
    .click();
  // The group opens its first tab, Översikt.
  await expectTab(page, 0);
  // From the skip link into the content: the tabs are the first stops there.
  await page.getByRole('link', { name: 'Hoppa till innehållet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByText('0,82 m³fub')).toBeHidden(); // in a closed accordion
  for (let index = 1; index < tabs.length; index++) {
    await tabTo(page, tabs[index]!.name);
    await page.keyboard.press('Enter');
    await expectTab(page, index);
    // Focus stays on the chosen tab, so the next Tab goes on from there.
    await expect(
      tabBar(page).getByRole('link', { name: tabs[index]!.name, exact: true }),
    ).toBeFocused();
  }
  await expect(page.getByRole('main')).toContainText('Insatsemission');
  // Each tab is an address of its own: opened directly and with Back.
  await page.goBack();
  await expectTab(page, 2);
  await expect(page.getByRole('main')).toContainText('minst 5 %');
  await expect(page.getByRole('main')).toContainText('från 6 % upp till 14 %');
  await page.goto(`${base}grundpris-och-marknadspremier/`);
  await expectTab(page, 1);
  await page.goto(base);
  await expectTab(page, 0);
});

// Each tab's axe scan (the portal's rule set) and reflow at 320 px are the every-page sweep's:
// its pages include every tab, at 1280×800 and 375×812. Here: each opens at its own path.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`every tab opens at its own path at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [index, tab] of tabs.entries()) {
      await page.goto(`${base}${tab.path}`);
      await expectTab(page, index);
    }
  });
}
