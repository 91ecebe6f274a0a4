import type { Page } from '@playwright/test';
import { expect, members, onAPhone, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * Att göra and Händelser (issue 33) end to end, against the real server and the demo seed.
 * The actions taken off the list by doing them are in the areas' own specs (vision and goals:
 * the survey sent; accounts: the withdrawal in Händelser; profile switch: Bertil's list).
 */
const todoPath = '/medlem-i-granskog/att-gora/';
const timelinePath = '/medlem-i-granskog/handelser/';

/** The start page's Att göra section. */
const todoSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Att göra' });

async function expectAnnasSigning(page: Page) {
  const todo = todoSection(page);
  const signing = todo.getByRole('listitem').filter({ hasText: 'Gallring Björkås' });
  await expect(signing.getByRole('link', { name: 'Signera leveransvirkesavtalet' })).toBeVisible();
  // Sent to her two days ago: ten days to sign, eight left (Swedish date, days in words).
  await expect(signing).toContainText(/Senast \d{4}-\d{2}-\d{2} \(om 8 dagar\)/);
}

test('Anna sees on her start page what waits for her; the link opens the signing step', async ({
  page,
}) => {
  await signedInAs(page, members.anna);
  await expectAnnasSigning(page);
  // El's invoices: last month's due at the end of this one, the month before's last day passed.
  const invoices = todoSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Betala elfakturan' }) });
  await expect(invoices).toHaveCount(2);
  await expect(invoices.first()).toContainText(
    /Sista dagen var \d{4}-\d{2}-\d{2}: gör det så snart du kan/,
  );
  await expectNoAxeViolations(page);
  await todoSection(page).getByRole('link', { name: 'Signera leveransvirkesavtalet' }).click();
  await expect(page).toHaveURL(
    /\/skogsgardens-affarer\/leveransvirke\/avtal\/[0-9a-f-]+\/signera\/$/,
  );
});

test.describe('on a phone', () => {
  test.use(onAPhone);

  test('Anna reads Att göra and Händelser on her phone', async ({ page }) => {
    await signedInAs(page, members.anna, { path: todoPath });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Att göra' })).toBeVisible();
    await expectAnnasSigning(page);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Se vad som har hänt' }).click();
    await expect(page).toHaveURL(timelinePath);
    await expect(main.getByRole('heading', { level: 1, name: 'Händelser' })).toBeVisible();
    await expect(
      main.getByText(/^Visar \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}, det senaste först\.$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('Anna filters Händelser to her proxies of 2025 from the menu', async ({ page }) => {
  await signedInAs(page, members.anna);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Händelser', exact: true })
    .click();
  await expect(page).toHaveURL(timelinePath);
  const main = page.getByRole('main');
  await main.getByLabel('Område').selectOption({ label: 'Fullmakter' });
  await main.getByLabel('Från och med').fill('2025-01-01');
  await main.getByLabel('Till och med').fill('2025-12-31');
  await main.getByRole('button', { name: 'Visa' }).click();
  await expect(main.getByText('Visar 2025-01-01 – 2025-12-31, det senaste först.')).toBeVisible();
  const events = main.getByRole('list', { name: 'Händelser' }).getByRole('listitem');
  await expect(events.getByRole('heading')).toHaveText(['Fullmakt avslutad', 'Fullmakt given']);
  await expect(events.first()).toContainText('Till Bertil Gran');
  await expectNoAxeViolations(page);

  // A period the rules refuse: the Swedish message at the field, nothing asked.
  await main.getByLabel('Till och med').fill('2024-12-31');
  await main.getByRole('button', { name: 'Visa' }).click();
  await expect(
    main.getByText('Slutdatumet kan inte vara före startdatumet.').first(),
  ).toBeVisible();
});

test('David, without the areas’ roles, is told that nothing waits', async ({ page }) => {
  await signedInAs(page, members.david, { detailsPromptDismissed: true });
  await expect(todoSection(page).getByText('Du har inget att göra just nu.')).toBeVisible();
});

test('Anna is e-mailed that machines come to her land, and turns that notice off from the e-mail', async ({
  page,
}) => {
  // The developer outbox runs the daily notices now (the server's start may have run them).
  await page.goto('/utvecklare/utkorg');
  await page.getByRole('button', { name: 'Kör profile.sendNotices nu' }).click();
  await expect(page).toHaveURL('/utvecklare/utkorg');
  const notice = page
    .getByRole('article')
    .filter({ hasText: 'E-post till anna.skog@example.se' })
    .filter({ hasText: 'Ämne: Maskiner kommer till din mark' })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice).toContainText('3311241 Markberedning, Norrskogen 1:4');
  await notice.getByRole('link', { name: /\/avisering\/avsluta\?token=/ }).click();

  // The link works without signing in: it asks first, then turns only that kind off.
  await expect(
    page.getByText('Vill du sluta få e-post om maskiner som kommer till din mark?'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ja, sluta skicka' }).click();
  await expect(
    page.getByText('Du får inte längre e-post om maskiner som kommer till din mark.'),
  ).toBeVisible();

  // Her profile shows the choice; she turns it on again there.
  await signedInAs(page, members.anna, { path: '/medlem-i-granskog/profil/' });
  const machines = page.getByRole('group', { name: 'Maskiner som kommer till din mark' });
  const email = machines.getByRole('checkbox', { name: 'E-post' });
  await expect(email).not.toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Pengar som bokats på dina konton' })
      .getByRole('checkbox', { name: 'E-post' }),
  ).toBeChecked();
  await email.check();
  await page.getByRole('button', { name: 'Spara aviseringar' }).click();
  await expect(page.getByText('Dina val av aviseringar är sparade.')).toBeVisible();
});
