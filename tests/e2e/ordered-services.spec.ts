import { readFile } from 'node:fs/promises';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { clippedText } from './pageChecks.ts';

/** Issue 17: ordered services end to end, against the real server and its demo data. */
const base = '/skogsgardens-affarer/bestallda-tjanster/';
const thinning = '3209877';
const felling = '3104512';

test.describe('Anna', () => {
  test('filters to in-progress thinnings, opens one, and selects a unit on the map', async ({
    page,
  }) => {
    await signedInAs(page, members.anna);
    const production = page.waitForRequest(/customevents\/openProduction$/);
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Beställda tjänster' })
      .click();
    await expect(page).toHaveURL(base);
    await production;
    await expect(page.getByRole('heading', { level: 1, name: 'Beställda tjänster' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Dina beställda tjänster' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Aktiva (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The order from 2019 is never listed, not even under finished.
    await expect(page.getByText('2900815')).toHaveCount(0);

    // The filter modal by keyboard: its show button counts as the choices change.
    await page.getByRole('button', { name: 'Filtrera och sortera' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filtrera och sortera' });
    await expect(dialog.getByRole('button', { name: 'Visa 3 tjänster' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Pågående' }).check();
    await dialog.getByLabel('Åtgärd').selectOption({ label: 'Gallring' });
    await expect(dialog.getByRole('button', { name: 'Visa 1 tjänst' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Visa 1 tjänst' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtrera och sortera (2 val)' })).toBeFocused();
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Gallring');
    await expect(row).toContainText('Björkås 2:7');
    await expect(row).toContainText('2 av 5 steg klara');

    await row.getByRole('link', { name: thinning }).click();
    await expect(page).toHaveURL(`${base}tjanst/${thinning}/`);
    await expect(page.getByRole('heading', { name: 'Gallring, Björkås 2:7' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Åtgärdsobjekt 3' })).toBeVisible();

    await page.getByRole('link', { name: 'Visa på karta' }).click();
    await expect(page).toHaveURL(`${base}tjanst/${thinning}/karta/atgardsobjekt/`);
    const map = page.getByRole('region', { name: 'Karta' });
    await expect(map.locator('path.services-unit')).toHaveCount(3);
    // The map's own tools are there: one map, the portal's.
    await expect(map.getByRole('button', { name: 'Kartlager' })).toBeVisible();

    // A unit chosen on the map is the one marked in the list.
    const unit2 = map.locator('path.services-unit-2');
    const box = (await unit2.boundingBox())!;
    await unit2.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(page).toHaveURL(
      new RegExp(`tjanst/${thinning}/karta/atgardsobjekt/[0-9a-f-]{36}/$`),
    );
    const units = page.getByRole('list', { name: 'Åtgärdsobjekt' });
    await expect(units.getByRole('link', { name: 'Åtgärdsobjekt 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByText('Åtgärdsobjekt 2 är vald.')).toBeVisible();
    await expect(map.locator('path.services-unit-2.services-unit-selected')).toHaveCount(1);

    // And one chosen in the list by keyboard is the one drawn selected on the map.
    await units.getByRole('link', { name: 'Åtgärdsobjekt 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(map.locator('path.services-unit-1.services-unit-selected')).toHaveCount(1);
    await expect(map.locator('path.services-unit-2.services-unit-selected')).toHaveCount(0);

    // Harvesting site info in Swedish, in the map's popup.
    await page.getByRole('button', { name: 'Nödkoordinat' }).click();
    const popup = map.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: 'Nödkoordinat' })).toBeVisible();
    await expect(popup).toContainText('Räddningspunkt: infarten från väg 23.');
    await expectNoAxeViolations(page);
  });

  test("opens the finished felling's measured timber and downloads it", async ({ page }) => {
    await signedInAs(page, members.anna, { path: `${base}avslutade/` });
    const table = page.getByRole('table', { name: 'Dina beställda tjänster' });
    await table.getByRole('link', { name: felling }).click();
    await expect(page.getByText('Tjänsten är avslutad.')).toBeVisible();
    await page.getByRole('button', { name: 'Visa den avslutade tjänsten' }).click();
    await expect(
      page.getByRole('heading', { name: 'Slutavverkning, Norrskogen 1:4' }),
    ).toBeFocused();

    const tracked = page.waitForRequest(/customevents\/openAssortmentPowerBiReportPage$/);
    await page.getByRole('link', { name: 'Visa inmätt virke' }).click();
    await expect(page).toHaveURL(`${base}tjanst/${felling}/inmatt/`);
    await tracked;
    const totals = page.getByRole('table', { name: 'Summa per sortiment' });
    await expect(totals.getByRole('rowheader')).toHaveText([
      'Grantimmer',
      'Talltimmer',
      'Barrmassaved',
      'Lövmassaved',
      'Totalt',
    ]);
    await expect(page.getByText('Tjänst 3104512, avtal 4711-0002, Norrskogen 1:4.')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ned som CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`inmatt-virke-${felling}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Sortiment;Leveransplats;Inmätt');
    // Several hundred logs, one line each.
    expect(lines.length - 1).toBeGreaterThan(300);
    const logCount = await totals
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Totalt' }) })
      .getByRole('cell')
      .last()
      .textContent();
    expect(lines.length - 1).toBe(Number(logCount!.replace(/\s/g, '')));
  });

  test('the list, a service and the report pass axe at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signedInAs(page, members.anna, { path: `${base}aktiva/` });
    await expect(page.getByRole('table', { name: 'Dina beställda tjänster' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.goto(`${base}tjanst/3311240/`);
    await expect(page.getByText('Utkast: din skogsrådgivare förbereder')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${base}tjanst/${felling}/inmatt/`);
    await expect(page.getByRole('table', { name: 'Summa per sortiment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${base}tjanst/${thinning}/karta/atgardsobjekt/`);
    await expect(
      page.getByRole('region', { name: 'Karta' }).locator('path.services-unit'),
    ).toHaveCount(3);
    await expectNoAxeViolations(page);
    // At 200 % text the map grows with it, so its tools are not cut off (WCAG 1.4.4).
    expect(await clippedText(page)).toEqual([]);
  });
});

test('David, without the production role, gets the access-denied page', async ({ page }) => {
  await signedInAs(page, members.david, { path: `${base}aktiva/`, detailsPromptDismissed: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
