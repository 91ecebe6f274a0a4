import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Issue 13: the price calculation end to end, against the real server and its price lists. */
const home = '/skogsgardens-affarer/priskalkyl/';

/** The total price of an assortment: the row's second cell (the total comes first). */
const totalOf = (page: Page, assortment: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: assortment }) })
    .getByRole('cell')
    .first();

test.describe('Anna', () => {
  test('picks Norrskogen, changes the class to 2A and the volume, sees the totals change, resets', async ({
    page,
  }) => {
    await signedInAs(page, members.anna);
    // The old price comparison tool's path leads here; the page is in her sidebar.
    await page.goto('/prisjamforelseverktyg/');
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Priskalkyl' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Priskalkyl' }),
    ).toBeVisible();

    await page.getByLabel('Fastighet').selectOption({ label: 'Norrskogen 1:4' });
    const table = page.getByRole('table', { name: 'Pris per sortiment för Norrskogen 1:4' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('radio', { name: '1A' })).toBeChecked();
    await expect(page.getByLabel('Volym')).toHaveValue('800');
    const timber = totalOf(page, 'Talltimmer');
    await expect(timber).toHaveText(/\d.*kr/);
    const original = await timber.textContent();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: '2A' }).check();
    await expect(timber).not.toHaveText(original!);
    const with2A = await timber.textContent();

    await page.getByLabel('Volym').fill('150');
    // Under 200 m3fub there is no volume premium: the total falls again.
    await expect(timber).not.toHaveText(with2A!);
    await expect(page.getByText('för en volym av 150 m³fub')).toBeVisible();

    await page.getByRole('button', { name: 'Återställ fastighetens värden' }).click();
    await expect(timber).toHaveText(original!);
    await expect(page.getByRole('radio', { name: '1A' })).toBeChecked();
    await expect(page.getByLabel('Volym')).toHaveValue('800');
  });

  test('the page passes axe at phone width and does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signedInAs(page, members.anna, { path: home });
    await page.getByLabel('Fastighet').selectOption({ label: 'Björkås 2:7' });
    const region = page.getByRole('region', { name: 'Pris per sortiment för Björkås 2:7' });
    await expect(region.getByRole('table')).toBeVisible();
    await expect(page.getByLabel('Enhet')).toHaveValue('m3sk');
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});

test('David, without the role, gets the access-denied page', async ({ page }) => {
  await signedInAs(page, members.david, { path: home, detailsPromptDismissed: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expect(main.getByText('Du har inte rättighet att utföra denna åtgärd.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
