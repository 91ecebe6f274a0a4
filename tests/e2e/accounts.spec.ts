import type { Page } from '@playwright/test';
import { expect, members, onAPhone, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectThisDeviceFirst, signOnThisDevice, signWithQr, signingQr } from './bankid.ts';

/** Issue 11: the member's accounts, end to end against the real server and its ledger. */
const home = '/skogsgardens-ekonomi/konton-i-granskog/';

/**
 * BankID (the test server plays the app): on this computer the member reads the QR code with
 * the phone, or opens BankID on this device.
 */
async function signAs(page: Page, dialogName: string, way: 'qr' | 'this') {
  const signing = page.getByRole('dialog', { name: dialogName });
  await expect(signing.getByRole('status')).toHaveText('Starta BankID-appen.');
  await expect(signing.getByText('Testlegitimation')).toHaveCount(0);
  if (way === 'qr') {
    await expect(
      signing.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await signWithQr(page, signingQr(page));
  } else {
    await signOnThisDevice(page, signing);
  }
}

/** "5 000,00 kr" as formatOre writes it (no-break spaces, either kind). */
const kronor = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'));

test.describe('Anna', () => {
  // Two signatures, a booking job of 5 s and axe at two widths.
  test.setTimeout(120_000);

  test('withdraws 5 000 kr from her member account, sees the reservation and then the booking', async ({
    page,
  }) => {
    await signedInAs(page, members.anna, { path: home });
    await expect(page.getByRole('heading', { level: 2, name: 'Dina konton' })).toBeVisible();

    await page.getByRole('link', { name: 'Medlemskonto', exact: true }).click();
    await expect(page).toHaveURL(/\/konto\/[0-9a-f-]+\/$/);
    await page.getByRole('link', { name: 'Ta ut pengar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta ut pengar' });
    await dialog.getByLabel('Belopp (minst 100 kr)').fill('5000');
    await dialog.getByLabel('Meddelande (frivilligt)').fill('Ny motorsåg');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();

    await signAs(page, 'Skriv under uttaget', 'qr');
    const done = page.getByRole('dialog', { name: 'Uttaget är klart' });
    await expect(done.getByText(kronor('5 000 kr är reserverat på kontot'))).toBeVisible();
    await done.getByRole('button', { name: 'Stäng' }).first().click();

    // The account shows the reservation at once ...
    const details = page.getByRole('main');
    await expect(details.getByText(kronor('5 000,00 kr')).first()).toBeVisible();
    // ... and, once the ledger has booked it (5 s in this environment), the transaction.
    // The member reloads until it is there: each time the table drawn first (a busy machine
    // takes seconds), then the row looked for in it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('table', { name: 'Senaste transaktionerna' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Uttag: Ny motorsåg' });
      await expect(row).toContainText(kronor('−5 000,00 kr'), { timeout: 1_000 });
    }).toPass({ timeout: 40_000 });
    // Händelser has the withdrawal from the moment it was signed (issue 33), and its booking.
    await page.goto('/medlem-i-granskog/handelser/');
    const events = page.getByRole('main').getByRole('list', { name: 'Händelser' });
    await expect(
      events.getByRole('listitem').filter({ hasText: 'Uttag signerat' }).first(),
    ).toContainText(kronor('5 000,00 kr från medlemskonto'));
    await expect(events.getByRole('heading', { name: 'Uttag: Ny motorsåg' })).toBeVisible();
  });

  test('opens a 3-year fixed-interest account from her member account', async ({ page }) => {
    await signedInAs(page, members.anna, { path: home });
    await page.getByRole('link', { name: 'Öppna fastränteplacering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Öppna fastränteplacering' });
    await dialog.getByRole('radio', { name: /^3 år/ }).check();
    await dialog.getByLabel('Belopp (minst 10 000 kr)').fill('20 000');
    await dialog
      .getByRole('checkbox', {
        name: 'Jag har läst och godkänner villkoren för fastränteplacering',
      })
      .check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();

    await signAs(page, 'Skriv under placeringen', 'this');
    const done = page.getByRole('dialog', { name: 'Placeringen är öppnad' });
    await expect(done.getByText(/Kontonummer: 8480-\d{7}\./)).toBeVisible();
    await done.getByRole('button', { name: 'Stäng' }).first().click();
    await expect(
      page.getByRole('link', { name: 'Fastränteplacering 3 år', exact: true }),
    ).toHaveCount(2);
  });

  test('downloads a statement of the last quarter as a PDF', async ({ page }) => {
    await signedInAs(page, members.anna, { path: home });
    await page.getByRole('button', { name: 'Hämta kontoutdrag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hämta kontoutdrag' });
    const to = new Date();
    const from = new Date(to.getTime() - 91 * 86_400_000);
    const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    await dialog.getByLabel('Från och med').fill(day(from));
    await dialog.getByLabel('Till och med').fill(day(to));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Hämta kontoutdrag' }).click();
    expect((await download).suggestedFilename()).toBe(`kontoutdrag-${day(from)}-${day(to)}.pdf`);
    await expect(dialog.getByText('Kontoutdraget är hämtat.')).toBeVisible();
  });

  test('is sent from the stake choices to her accounts while ProfileEconomics is on', async ({
    page,
  }) => {
    await signedInAs(page, members.anna, { path: '/skogsgardens-ekonomi/mina-insatsval/' });
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 2, name: 'Dina konton' })).toBeVisible();
  });
});

test('Cecilia, an organisation user, is sent to support for withdrawals and new accounts', async ({
  page,
}) => {
  await signedInAs(page, members.cecilia, { path: home });
  const newAccount = page.getByRole('button', { name: 'Öppna fastränteplacering' });
  await expect(newAccount).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByText('Som företagsanvändare kan du inte öppna en fastränteplacering här.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Medlemskonto', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ta ut pengar' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(
    page.getByText('Som företagsanvändare kan du inte ta ut pengar med e-legitimation.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Kontakta Skogsägarsupporten' }).first().click();
  await expect(page).toHaveURL('/medlem-i-granskog/skogsagarsupport/');
  await expectNoAxeViolations(page);
});

test.describe('Anna on her phone', () => {
  test.use(onAPhone);
  test.setTimeout(90_000);

  test('withdraws 200 kr and signs with BankID on the same phone (autostart first)', async ({
    page,
  }) => {
    await signedInAs(page, members.anna, { path: home });
    await page.getByRole('link', { name: 'Medlemskonto', exact: true }).click();
    await page.getByRole('link', { name: 'Ta ut pengar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta ut pengar' });
    await dialog.getByLabel('Belopp (minst 100 kr)').fill('200');
    await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
    const signing = page.getByRole('dialog', { name: 'Skriv under uttaget' });
    await expectThisDeviceFirst(signing);
    await expect(signing.getByRole('status')).toHaveText('Starta BankID-appen.');
    await expectNoAxeViolations(page);
    await signOnThisDevice(page, signing);
    await expect(
      page
        .getByRole('dialog', { name: 'Uttaget är klart' })
        .getByText(kronor('200 kr är reserverat på kontot')),
    ).toBeVisible();
  });
});
