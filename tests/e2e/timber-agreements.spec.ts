import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { closeDetailsPromptIfShown, signInWithEid, signInWithPassword } from './signIn.ts';

/** Issue 15: a delivery-timber agreement end to end, against the real server. */
const home = '/skogsgardens-affarer/leveransvirke/';
const anna = '195001011237';

/** Types into a field by keyboard: focus it, select what is there, type. */
async function typeInto(page: Page, locator: ReturnType<Page['getByLabel']>, text: string) {
  await locator.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('Anna creates an agreement for Norrskogen, the cooperative signs, she signs; it is listed with its delivery plan', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Vinteravverkning ${Date.now().toString(36)}`;
  await signInWithEid(page, anna, 'Anna Skog');
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1, name: 'Leveransvirke' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Avtal som väntar på underskrift' }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Gallring Björkås/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only through the wizard.
  await page.getByRole('link', { name: 'Skapa nytt avtal' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Steg 1 av 5: Fastighet' })).toBeVisible();
  await typeInto(page, page.getByLabel('Avtalets namn'), name);
  await page.getByRole('checkbox', { name: 'Norrskogen 1:4 (Anna Skog)' }).press('Space');
  await page.getByRole('button', { name: 'Nästa' }).press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Steg 2 av 5: Prissättningstillfälle' }),
  ).toBeFocused();
  await expect(page.getByRole('radio', { name: /Virkesprislista \d{4}/ })).toBeChecked();
  await page.getByRole('button', { name: 'Nästa' }).press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Steg 3 av 5: Sortiment och volym' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/avtal\/[0-9a-f-]{36}\/sortiment\/$/);

  await page.getByRole('checkbox', { name: 'Grantimmer' }).press('Space');
  await page.getByRole('checkbox', { name: 'Barrmassaved' }).press('Space');
  const gran = page
    .getByRole('group', { name: 'Volym per leveransmånad för Grantimmer' })
    .getByRole('textbox');
  const barr = page
    .getByRole('group', { name: 'Volym per leveransmånad för Barrmassaved' })
    .getByRole('textbox');
  await expect(gran).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await typeInto(page, gran.nth(i), '60');
    await typeInto(page, barr.nth(i), '40');
  }
  await expect(page.getByText('Totalt Grantimmer: 180 m³fub')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nästa' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'Steg 4 av 5: Granska' })).toBeFocused();
  const prices = page.getByRole('table', { name: 'Pris och virkesvärde per sortiment' });
  await expect(prices.getByRole('row', { name: /Grantimmer 180 m³fub/ })).toContainText('kr');
  await expect(prices.getByRole('row', { name: /Totalt 300 m³fub/ })).toContainText('kr');
  await expect(page.getByText('Föreningen granskar och skriver under först.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Skicka in avtalet' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Steg 5 av 5: Signera' })).toBeFocused();
  await expect(
    page.getByText('Föreningen granskar avtalet och skriver under först.'),
  ).toBeVisible();
  const signUrl = page.url();

  // The cooperative reviews and signs first, at the staff desk.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/personal/logga-in');
  await desk.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await desk.getByLabel('Lösenord').fill('Skog-2026!');
  await desk.getByRole('button', { name: 'Logga in' }).click();
  const deskHeading = desk.getByRole('heading', { level: 1 });
  await expect(deskHeading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
  if ((await deskHeading.textContent()) === 'Du företräder en medlem') {
    await desk.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await desk
    .getByRole('link', { name: 'Granska och skriv under leveransvirkesavtal för Anna Skog' })
    .last()
    .click();
  await expect(desk.getByText(name)).toBeVisible();
  await desk.getByRole('button', { name: 'Skriv under avtalet' }).click();
  await expect(desk.getByRole('status')).toHaveText('Klart: ”Skriv under avtalet” är utfört.');
  await desk.context().close();

  // Anna signs with e-ID (the test signer).
  await page.goto(signUrl);
  await expect(page.getByRole('heading', { name: 'Skriv under med BankID' })).toBeVisible();
  await page.getByRole('button', { name: 'Starta underskriften' }).click();
  await expect(page.getByLabel('Ditt personnummer')).toBeFocused();
  await page.getByLabel('Ditt personnummer').fill(anna);
  await page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await expect(page.getByText('Avtalet är underskrivet av alla och är aktivt.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Anna Skog: underskrivet \d{4}-\d{2}-\d{2}/)).toBeVisible();

  await page.goto(home);
  const agreements = page.getByRole('table', { name: 'Avtal', exact: true });
  const row = agreements.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Aktivt');
  await expect(row).toContainText('300 / 0 m³fub');
  const plan = row.getByRole('button', { name: 'Leveransplan Grantimmer' });
  await plan.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Leveransplan för Grantimmer i ${name}` });
  await expect(dialog.getByRole('row', { name: /Totalt 180/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(plan).toBeFocused();
});

test('the home and the wizard pass axe at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithEid(page, anna, 'Anna Skog');
  await page.goto(home);
  await expect(
    page.getByRole('heading', { name: 'Avtal som väntar på underskrift' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${home}avtal/nytt/fastighet/`);
  await expect(page.getByRole('heading', { name: 'Steg 1 av 5: Fastighet' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('David, without the agreement roles, gets access denied, not the start page', async ({
  page,
}) => {
  await signInWithPassword(page, 'david.ek@example.se', 'Skog-2026!', 'David Ek');
  await closeDetailsPromptIfShown(page);
  await page.goto(home);
  await expect(page).toHaveURL(home);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expectNoAxeViolations(page);
});
