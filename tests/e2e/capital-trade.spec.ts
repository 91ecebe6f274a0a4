import { expect, members, onAPhone, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectThisDeviceFirst, signOnThisDevice, signWithQr, signingQr } from './bankid.ts';

/** Issue 12: a capital trade order end to end, against the real server and signing service. */
const base = '/skogsgardens-ekonomi/handel-med-insatskapital/';

test('Anna buys 10 000 kr of issued capital at 100 %, signs, sees the order, is refused a second, and cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.anna, { path: `${base}handelsperioder/` });
  await expect(page.getByRole('heading', { name: 'Handelsperioder' }).first()).toBeVisible();
  await expect(page.getByText('Pågående').first()).toBeVisible();

  await page.goto(`${base}orderlaggning/ny-order/`);
  const placeOrder = async (amount: string) => {
    await page.getByRole('radio', { name: 'Emitterat insatskapital', exact: true }).check();
    await page.getByRole('radio', { name: 'Köp', exact: true }).check();
    await page.getByLabel('Belopp').fill(amount);
    await page.getByLabel('Kurs i procent').fill('100');
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Bekräfta order' });
    await expect(confirm.getByLabel('E-postadress')).toHaveValue('anna.skog@example.se');
    await confirm.getByLabel('Telefonnummer').fill('070-123 45 67');
    await confirm.getByRole('radio', { name: 'Nej' }).check();
    await confirm
      .getByRole('checkbox', {
        name: 'Jag har läst och godkänner villkoren för handel med insatskapital.',
      })
      .check();
    await confirm
      .getByRole('checkbox', {
        name: 'Jag förstår hur priset sätts och att ordern genomförs till den kurs jag har angett.',
      })
      .check();
    await confirm
      .getByRole('checkbox', {
        name: 'Jag förstår att ordern är bindande när jag har skrivit under den.',
      })
      .check();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Skriv under med BankID' }).click();
  };

  await placeOrder('10 000');
  // BankID on another device: the phone reads the QR code on the screen.
  const signing = page.getByRole('dialog', { name: 'Skriv under ordern' });
  await expect(
    signing.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' }),
  ).toBeVisible();
  await expect(signing.getByRole('status')).toHaveText('Starta BankID-appen.');
  await expectNoAxeViolations(page);
  await signWithQr(page, signingQr(page));
  const receipt = page.getByRole('dialog', { name: 'Ordern är mottagen' });
  await expect(receipt.getByText(/Din order har ordernummer HO-\d+\./)).toBeVisible();
  const orderNumber = /HO-\d+/.exec((await receipt.textContent()) ?? '')![0];
  await receipt.getByRole('button', { name: 'Stäng' }).first().click();

  // A second order for issued capital in the same period is refused with the Swedish text.
  await page.goto(`${base}orderlaggning/ny-order/`);
  await placeOrder('2 000');
  await expect(
    page.getByText(
      'Du har redan en order för det här kapitalet i perioden. Avbryt den först om du vill lägga en ny.',
    ),
  ).toBeVisible();

  await page.goto(`${base}orderlaggning/tidigare-ordrar/`);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Aktiv');
  await row.getByRole('button', { name: `Avbryt order ${orderNumber}` }).click();
  const cancel = page.getByRole('alertdialog', { name: `Avbryt order ${orderNumber}?` });
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Ja, avbryt ordern' }).click();
  await expect(page.getByText(`Order ${orderNumber} är avbruten.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Avbruten');
});

test('Anna places and cancels an order with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.anna, { path: `${base}orderlaggning/ny-order/` });
  const key = async (target: ReturnType<typeof page.getByRole>, press: string) => {
    await target.focus();
    await page.keyboard.press(press);
  };
  await key(page.getByRole('radio', { name: 'Emitterat insatskapital', exact: true }), 'Space');
  await key(page.getByRole('radio', { name: 'Sälj', exact: true }), 'Space');
  await page.getByLabel('Belopp').focus();
  await page.keyboard.type('1000');
  await page.getByLabel('Kurs i procent').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('101,5');
  await expect(page.getByText(/Summa: 1[\s\u00a0\u202f]015/)).toBeVisible();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Bekräfta order' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Telefonnummer').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0701234567');
  await key(confirm.getByRole('radio', { name: 'Nej' }), 'Space');
  for (const name of [
    'Jag har läst och godkänner villkoren för handel med insatskapital.',
    'Jag förstår hur priset sätts och att ordern genomförs till den kurs jag har angett.',
    'Jag förstår att ordern är bindande när jag har skrivit under den.',
  ]) {
    await key(confirm.getByRole('checkbox', { name }), 'Space');
  }
  await key(confirm.getByRole('button', { name: 'Skriv under med BankID' }), 'Enter');

  const signing = page.getByRole('dialog', { name: 'Skriv under ordern' });
  // By keyboard: focus is on "Öppna BankID på den här enheten"; Enter opens the app.
  await expect(
    signing.getByRole('link', { name: 'Öppna BankID på den här enheten' }),
  ).toBeFocused();
  await signOnThisDevice(page, signing);
  const receipt = page.getByRole('dialog', { name: 'Ordern är mottagen' });
  await expect(receipt).toBeVisible();
  const orderNumber = /HO-\d+/.exec((await receipt.textContent()) ?? '')![0];
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  await page.goto(`${base}orderlaggning/tidigare-ordrar/`);
  await key(page.getByRole('button', { name: `Avbryt order ${orderNumber}` }), 'Enter');
  const cancel = page.getByRole('alertdialog', { name: `Avbryt order ${orderNumber}?` });
  await key(cancel.getByRole('button', { name: 'Ja, avbryt ordern' }), 'Enter');
  await expect(page.getByText(`Order ${orderNumber} är avbruten.`)).toBeVisible();
});

test.describe('Anna on her phone', () => {
  test.use(onAPhone);

  test('sells issued capital and signs with BankID on the same phone (autostart first)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInAs(page, members.anna, { path: `${base}orderlaggning/ny-order/` });
    await page.getByRole('radio', { name: 'Emitterat insatskapital', exact: true }).check();
    await page.getByRole('radio', { name: 'Sälj', exact: true }).check();
    await page.getByLabel('Belopp').fill('1 000');
    await page.getByLabel('Kurs i procent').fill('100');
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Bekräfta order' });
    await confirm.getByLabel('Telefonnummer').fill('070-123 45 67');
    await confirm.getByRole('radio', { name: 'Nej' }).check();
    for (const name of [
      'Jag har läst och godkänner villkoren för handel med insatskapital.',
      'Jag förstår hur priset sätts och att ordern genomförs till den kurs jag har angett.',
      'Jag förstår att ordern är bindande när jag har skrivit under den.',
    ]) {
      await confirm.getByRole('checkbox', { name }).check();
    }
    await confirm.getByRole('button', { name: 'Skriv under med BankID' }).click();
    const signing = page.getByRole('dialog', { name: 'Skriv under ordern' });
    await expectThisDeviceFirst(signing);
    await signOnThisDevice(page, signing);
    const receipt = page.getByRole('dialog', { name: 'Ordern är mottagen' });
    await expect(receipt.getByText(/Din order har ordernummer HO-\d+\./)).toBeVisible();
    const orderNumber = /HO-\d+/.exec((await receipt.textContent()) ?? '')![0];

    // One order per kind of capital and period: this one is cancelled again.
    await page.goto(`${base}orderlaggning/tidigare-ordrar/`);
    await page.getByRole('button', { name: `Avbryt order ${orderNumber}` }).click();
    await page
      .getByRole('alertdialog', { name: `Avbryt order ${orderNumber}?` })
      .getByRole('button', { name: 'Ja, avbryt ordern' })
      .click();
    await expect(page.getByText(`Order ${orderNumber} är avbruten.`)).toBeVisible();
  });
});

test('Cecilia, an organisation user, gets the paper order form', async ({ page }) => {
  await signedInAs(page, members.cecilia, { path: `${base}orderlaggning/ny-order/` });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner orderblankett (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('orderblankett-insatskapital.pdf');
  await expectNoAxeViolations(page);
});
