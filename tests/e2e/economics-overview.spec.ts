import type { Locator, Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Issue 13: the economics overview, end to end against the real server and seed. */
const overview = '/skogsgardens-ekonomi/';
/** "126,40 ha" as Intl writes it (a no-break space of either kind). */
const spaced = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'));

/** A panel: the section named by its heading. */
const panel = (main: Locator, heading: string) =>
  main.locator('section').filter({ has: main.page().getByRole('heading', { name: heading }) });

async function settled(page: Page) {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
}

test('Anna opens the overview and sees each panel, at desktop and phone widths', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs(page, members.anna, { path: overview });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Skogsgårdens ekonomi' })).toBeVisible();

  const accounts = panel(main, 'Mina konton');
  const table = accounts.getByRole('table', { name: 'Saldo per konto' });
  await expect(table.getByRole('rowheader', { name: /^Medlemskonto/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Totalt' })).toBeVisible();

  const engagement = panel(main, 'Mitt medlemsengagemang');
  await expect(engagement.getByText('1998-03-12')).toBeVisible();
  await expect(engagement.getByText('Växjö')).toBeVisible();
  await expect(engagement.getByText(spaced('126,40 ha'))).toBeVisible();
  await expect(engagement.getByText(spaced('100 800,00 kr'))).toBeVisible();
  await expect(engagement.getByText(spaced('88,54 %'))).toBeVisible();

  const chart = panel(main, 'Ekonomisk utveckling').getByRole('group', {
    name: 'Ekonomisk utveckling per år',
  });
  await expect(chart.getByRole('img')).toHaveCount(5);
  await expect(chart.getByRole('img', { name: /^2022: totalt 1,221 mnkr/ })).toBeVisible();

  const trade = panel(main, 'Handel med insatskapital');
  await expect(trade.getByText('Pågående period')).toBeVisible();
  await expect(trade.getByText(/, full handel/)).toBeVisible();
  await expect(trade.getByText(/, begränsad handel/)).toBeVisible();

  const links = panel(main, 'Relaterade sidor');
  await expect(links.getByRole('link', { name: 'Virkesaffärer' })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Mina dokument' })).toBeVisible();
  // Ordered services has its page now (issue 17), so every related page is a link.
  await expect(links.getByRole('link', { name: 'Beställda tjänster' })).toBeVisible();

  await settled(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(chart).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // By keyboard: a panel's link opens its page.
  const toAccounts = accounts.getByRole('link', { name: 'Gå till mina konton' });
  await toAccounts.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/skogsgardens-ekonomi\/konton-i-granskog\/$/);
});

test('one failing panel leaves the others in place', async ({ page }) => {
  await signedInAs(page, members.anna);
  await page.route('**/api/v1/economics-overview/trade-periods', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'serviceOffline', title: 'x', status: 503 }),
    }),
  );
  await page.goto(overview);
  const main = page.getByRole('main');
  await expect(panel(main, 'Handel med insatskapital').getByRole('alert')).toBeVisible();
  await expect(panel(main, 'Mina konton').getByRole('table')).toBeVisible();
  await expect(panel(main, 'Mitt medlemsengagemang').getByText('Växjö')).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});

test('David, with none of the panels’ roles, gets access denied', async ({ page }) => {
  await signedInAs(page, members.david, { path: overview, detailsPromptDismissed: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expectNoAxeViolations(page);
});
