import { readFile } from 'node:fs/promises';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Issue 13: the member's economic development, end to end against the real server and seed. */
const page_ = '/skogsgardens-ekonomi/ekonomisk-utveckling/';
/** "2 480,0" as Intl writes it (a no-break space of either kind). */
const spaced = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'));

test('Anna reads her economic development as a chart and as a table, and downloads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/components/economic-development/')) chunks.push(request.url());
  });
  await signedInAs(page, members.anna);
  const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await sidebar.getByRole('link', { name: 'Ekonomisk utveckling' }).click();
  await expect(page).toHaveURL(new RegExp(`${page_}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ekonomisk utveckling' })).toBeVisible();
  const chart = main.getByRole('group', { name: 'Ekonomisk utveckling per år' });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('img')).toHaveCount(8);
  await expect(
    chart.getByRole('img', { name: /^2022: totalt 1,221 mnkr\. Försäljning 1,149 mnkr/ }),
  ).toBeVisible();
  // The chart came in a chunk of its own, after the element.
  expect(chunks.length).toBeGreaterThan(1);

  // The keyboard reaches the years as one stop; the arrow keys move between them.
  await chart.getByRole('img', { name: /^2025:/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(chart.getByRole('img', { name: /^2024:/ })).toBeFocused();

  await main.getByRole('button', { name: 'Tabell' }).click();
  await expect(main.getByRole('button', { name: 'Tabell' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = main.getByRole('table', {
    name: 'Ekonomisk utveckling per år, belopp i miljoner kronor',
  });
  await expect(table.getByRole('row')).toHaveCount(9);
  const row2022 = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '2022' }) });
  await expect(row2022.getByRole('cell')).toHaveText([
    spaced('2 480,0'),
    '1,149',
    '0,046',
    '0,023',
    '0,003',
    '0,000',
    '1,221',
  ]);
  await expect(table.getByRole('columnheader', { name: 'Totalt (mnkr)' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Ladda ner som CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ekonomisk-utveckling.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^År;Virkesvolym \(m3fub\);Försäljning \(kr\);/);
  expect(lines).toContain('2022;2480,0;1148600,00;45940,00;22970,00;3310,00;0,00;1220820,00');

  // A phone: the table scrolls in its own region, the chart fits the column.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Diagram' }).click();
  await expect(chart).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('David, without Service_EconomicDevelopment_Read, gets access denied', async ({ page }) => {
  await signedInAs(page, members.david, { path: page_, detailsPromptDismissed: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Ekonomisk utveckling per år' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
});
