import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signOnThisDevice } from './bankid.ts';
import { seedId } from '../../server/db/seedId.ts';
import { todayInSweden } from '../../shared/time/index.ts';

/** Issue 15: a delivery-timber agreement end to end, against the real server. */
const home = '/skogsgardens-affarer/leveransvirke/';

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
  await signedInAs(page, members.anna, { path: home });
  await expect(page.getByRole('heading', { level: 1, name: 'Leveransvirke' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Avtal som väntar på underskrift' }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Gallring Björkås/ })).toBeVisible();

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
  // By keyboard: the start button, then "Öppna BankID på den här enheten" (focused), and
  // the app (the BankID test server's page).
  await page.getByRole('button', { name: 'Starta underskriften' }).press('Enter');
  await expect(page.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toBeFocused();
  await signOnThisDevice(page);
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
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, members.anna, { path: home });
  await expect(
    page.getByRole('heading', { name: 'Avtal som väntar på underskrift' }),
  ).toBeVisible();
  await page.goto(`${home}avtal/nytt/fastighet/`);
  await expect(page.getByRole('heading', { name: 'Steg 1 av 5: Fastighet' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Steps 2 and 4 on Anna's Björkås draft, step 5 on the one awaiting her signature.
  const draft = seedId('timber-agreements', 'bjorkas-draft');
  await page.goto(`${home}avtal/${draft}/prissattningstillfalle/`);
  await expect(
    page.getByRole('heading', { name: 'Steg 2 av 5: Prissättningstillfälle' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${home}avtal/${draft}/granska/`);
  await expect(page.getByRole('heading', { name: 'Steg 4 av 5: Granska' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Så räknas priset per m³fub' })).toBeVisible();
  await expectNoAxeViolations(page);
  const awaiting = seedId('timber-agreements', 'bjorkas-awaiting');
  await page.goto(`${home}avtal/${awaiting}/signera/`);
  await expect(page.getByRole('heading', { name: 'Steg 5 av 5: Signera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starta underskriften' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('David, without the agreement roles, gets access denied, not the start page', async ({
  page,
}) => {
  await signedInAs(page, members.david, { path: home, detailsPromptDismissed: true });
  await expect(page).toHaveURL(home);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Anna's v2 agreement (TimberManagerViol2) is listed and opens at its quote project id", async ({
  page,
}) => {
  const quoteProjectId = seedId('timber-agreements', 'norrskogen-v2-quote-project');
  const agreementId = seedId('timber-agreements', 'norrskogen-v2');
  await signedInAs(page, members.anna, { path: home });
  const agreements = page.getByRole('table', { name: 'Avtal', exact: true });
  const row = agreements.getByRole('row').filter({ hasText: 'Leveransvirke Norrskogen södra' });
  await expect(row).toContainText('Avtal från tidigare avtalsflöde');
  await expect(row).toContainText('Aktivt');
  await expect(row).toContainText('150 / 40 m³fub');
  // Its deliveries are off in the demo (TimberManagerViol2Delivery): no link to them.
  await expect(row.getByRole('link', { name: /Anmälan och leveranser/ })).toHaveCount(0);
  const open = row.getByRole('link', { name: 'Visa Leveransvirke Norrskogen södra' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${home}avtal/${quoteProjectId}/granska/`);
  await expect(page.getByRole('heading', { name: 'Steg 4 av 5: Granska' })).toBeVisible();
  await expect(page.getByText('Leveransvirke Norrskogen södra').first()).toBeVisible();
  await expect(page.getByText(/Talltimmer/).first()).toBeVisible();
  expect(page.url()).not.toContain(agreementId);
  await expectNoAxeViolations(page);
});

test("Gustav's agreement awaits Lövnäs Skog AB's postal signature; Eva registers it at the desk; it goes on", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const lovnas = seedId('timber-agreements', 'lovnas-awaiting-post');
  // Gustav Lind owns Lövnäs 1:12 with the company (server/timber-agreements/demoOrganisation.ts).
  await signedInAs(page, members.gustav, { path: home });
  const awaiting = page.getByRole('table', { name: 'Avtal som väntar på underskrift' });
  const row = awaiting.getByRole('row').filter({ hasText: 'Gallring Lövnäs' });
  await expect(row).toContainText('Skickat för underskrift');
  await expect(row).toContainText('180 / 0 m³fub');
  await expectNoAxeViolations(page);

  // Keyboard: open it, on to the sign step; Gustav has signed, the company signs on paper.
  await row.getByRole('link', { name: 'Visa Gallring Lövnäs' }).press('Enter');
  await expect(page).toHaveURL(`${home}avtal/${lovnas}/granska/`);
  await expect(page.getByRole('heading', { name: 'Steg 4 av 5: Granska' })).toBeVisible();
  await page.getByRole('button', { name: 'Nästa' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Steg 5 av 5: Signera' })).toBeFocused();
  await expect(page.getByText('Du har ingen underskrift kvar i avtalet.')).toBeVisible();
  await expect(page.getByText(/^Gustav Lind: underskrivet \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByText('Lövnäs Skog AB: skriver under per post')).toBeVisible();
  await expectNoAxeViolations(page);

  // The paper comes back: Eva registers it at the staff desk, by keyboard.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/personal/logga-in');
  await desk.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await desk.getByLabel('Lösenord').fill('Skog-2026!');
  await desk.getByRole('button', { name: 'Logga in' }).press('Enter');
  const deskHeading = desk.getByRole('heading', { level: 1 });
  await expect(deskHeading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
  if ((await deskHeading.textContent()) === 'Du företräder en medlem') {
    await desk.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await expect(deskHeading).toHaveText('Öppna uppgifter');
  await expect(desk.getByRole('row', { name: /Lövnäs Skog AB/ })).toContainText('100151');
  await expectNoAxeViolations(desk);
  await desk
    .getByRole('link', {
      name: 'Registrera underskrift per post, leveransvirkesavtal för Lövnäs Skog AB',
    })
    .press('Enter');
  await expect(desk.getByText(/Gallring Lövnäs/)).toBeVisible();
  await expect(desk.getByText('Lövnäs Skog AB').first()).toBeVisible();
  await expectNoAxeViolations(desk);
  // A note without the day it came in is refused, and nothing is stored.
  await desk.getByLabel('Anteckning').fill('Karin Lövgren');
  await desk.getByRole('button', { name: 'Registrera inkommen underskrift' }).press('Enter');
  await expect(desk.getByRole('alert')).toHaveText(
    'Skriv vem som skrev under och datum då underskriften kom in (ÅÅÅÅ-MM-DD), till exempel ”Cecilia Lund, 2026-11-20”.',
  );
  await expect(desk.getByRole('button', { name: 'Registrera inkommen underskrift' })).toBeVisible();
  await expectNoAxeViolations(desk);
  const today = todayInSweden();
  await desk.getByLabel('Anteckning').fill(`Karin Lövgren, ${today}`);
  await desk.getByRole('button', { name: 'Registrera inkommen underskrift' }).press('Enter');
  await expect(desk.getByRole('status')).toHaveText(
    'Klart: ”Registrera inkommen underskrift” är utfört.',
  );
  await expectNoAxeViolations(desk);
  await desk.context().close();

  // Every co-owner has signed: the agreement is active and listed under Agreements.
  await page.reload();
  await expect(page.getByText('Avtalet är underskrivet av alla och är aktivt.')).toBeVisible();
  await expect(
    page.getByText(
      `Lövnäs Skog AB: underskrift per post kom in ${today} (undertecknad av Karin Lövgren)`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Till avtalslistan' }).press('Enter');
  const agreements = page.getByRole('table', { name: 'Avtal', exact: true });
  await expect(agreements.getByRole('row').filter({ hasText: 'Gallring Lövnäs' })).toContainText(
    'Aktivt',
  );
  await expect(page.getByText('Inga avtal väntar på underskrift.')).toBeVisible();
  await expectNoAxeViolations(page);
});
