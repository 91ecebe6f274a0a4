import { readFile } from 'node:fs/promises';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { demoDayWh } from '../../server/electricity/demoConsumption.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signOnThisDevice } from './bankid.ts';

/** Issue 14: the electricity customer pages, end to end against the real server and seed. */
const base = '/skogsgardens-affarer/granskog-el/';
const kwh = (wh: number, digits: number) =>
  (wh / 1000).toLocaleString('sv-SE', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

test('Anna reads her hourly consumption for one day and downloads an invoice, keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.anna);
  const key = async (target: ReturnType<typeof page.getByRole>, press: string) => {
    await target.focus();
    await page.keyboard.press(press);
  };
  const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await key(sidebar.getByRole('link', { name: 'Granskog El' }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  const main = page.getByRole('main');
  await expect(main.getByText('Du är elkund hos oss med kundnummer 4001017.')).toBeVisible();

  const menu = main.getByRole('navigation', { name: 'El' });
  await key(menu.getByRole('link', { name: 'Statistik' }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`${base}statistik/$`));
  await expect(main.getByRole('table', { name: 'Elförbrukning per dag, kWh' })).toBeVisible();

  const day = addDays(todayInSweden(), -1);
  await main.getByLabel('Visa per').focus();
  await page.keyboard.press('End'); // the last mode: Timme
  await expect(main.getByLabel('Visa per')).toHaveValue('hour');
  for (const label of ['Från och med', 'Till och med']) {
    await main.getByLabel(label).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(day);
  }
  await page.keyboard.press('Enter');

  const table = main.getByRole('table', { name: 'Elförbrukning per timme, kWh' });
  await expect(table.getByRole('row')).toHaveCount(25);
  const hours = demoDayWh(day);
  const morning = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: `${day} kl. 07–08` }),
  });
  await expect(morning.getByRole('cell')).toHaveText([kwh(hours[7]!, 2)]);
  await expect(
    main.getByText(
      `Totalt ${kwh(
        hours.reduce((a, b) => a + b, 0),
        1,
      )} kWh för ${day} – ${day}.`,
    ),
  ).toBeVisible();
  const chart = main.getByRole('group', { name: 'Elförbrukning per timme' });
  await expect(chart.getByRole('img')).toHaveCount(24);
  await chart.getByRole('img', { name: new RegExp(`kl\\. 23–00:`) }).focus();
  await page.keyboard.press('Home');
  await expect(chart.getByRole('img', { name: new RegExp(`kl\\. 00–01:`) })).toBeFocused();
  await expectNoAxeViolations(page);

  // A range too long for hours: the end is moved back to the same day, and she is told.
  await main.getByLabel('Från och med').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(addDays(day, -5));
  await page.keyboard.press('Enter');
  await expect(
    main.getByText(
      `Slutdatumet var för långt fram för vald visning och har ändrats till ${addDays(day, -5)}.`,
    ),
  ).toBeVisible();
  await expect(main.getByLabel('Till och med')).toHaveValue(addDays(day, -5));

  await key(menu.getByRole('link', { name: 'Fakturor' }), 'Enter');
  const invoices = main.getByRole('table', { name: 'Fakturor' });
  await expect(invoices.getByRole('row')).toHaveCount(7);
  await expect(invoices.getByRole('row').nth(1)).toContainText('Obetald');
  await expect(invoices.getByRole('row').nth(2)).toContainText('Försenad');
  await key(main.getByRole('button', { name: 'Visa fler fakturor' }), 'Enter');
  await expect(invoices.getByRole('row')).toHaveCount(13);
  await expect(invoices.getByText('Ej utbetald')).toBeVisible();
  await expectNoAxeViolations(page);

  const first = invoices.getByRole('button', { name: /^Ladda ner faktura \d+ \(PDF\)$/ }).first();
  const number = /\d+/.exec((await first.textContent()) ?? '')![0];
  const downloading = page.waitForEvent('download');
  await key(first, 'Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`elfaktura-${number}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Confirmed by the portal's toast (platform §9), outside the page's main content.
  await expect(page.getByRole('status').getByText(`Faktura ${number} är nedladdad.`)).toBeVisible();

  await key(menu.getByRole('link', { name: 'Avtal' }), 'Enter');
  await expect(main.getByRole('heading', { name: 'Avtal för Granliden 4' })).toBeVisible();
  await expect(main.getByText('SE2')).toBeVisible();
  await key(menu.getByRole('link', { name: 'Kunduppgifter' }), 'Enter');
  await expect(main.getByText('anna.skog@example.se')).toBeVisible();
});

test('Bertil, whose agreement has ended, sees no agreements and can reach kontakt', async ({
  page,
}) => {
  await signedInAs(page, members.bertil, { path: `${base}avtal/` });
  const main = page.getByRole('main');
  await expect(
    main.getByText('Du har inget aktivt elavtal just nu, så det finns inga avtal att visa.'),
  ).toBeVisible();
  const menu = main.getByRole('navigation', { name: 'El' });
  await expect(menu.getByRole('link', { name: 'Avtal', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(main.getByRole('heading', { name: 'Kontakta elkundservice' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Bertil, an inactive customer, signs a new agreement with BankID and then has it under Avtal, keyboard only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs(page, members.bertil, { path: base });
  const main = page.getByRole('main');
  const menu = main.getByRole('navigation', { name: 'El' });
  const press = async (name: string, role: 'button' | 'link' = 'button') => {
    await main.getByRole(role, { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  };
  await press('Teckna elavtal', 'link');
  await expect(page).toHaveURL(`${base}ny-kund/`);
  await expect(main.getByRole('heading', { name: 'Teckna nytt elavtal' })).toBeVisible();
  await expect(main.getByLabel('Anläggningens adress')).toHaveValue('Myrvägen 11');
  await expectNoAxeViolations(page);

  await press('Signera avtalet med BankID');
  await expect(main.getByText('Välj elområde.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByLabel('Anläggnings-id').focus();
  await page.keyboard.type('735999100000067890');
  await main.getByLabel('Elområde').selectOption('SE2');
  const email = main.getByRole('radio', { name: 'E-post', exact: true });
  await email.focus();
  await page.keyboard.press('Space');
  await main.getByRole('checkbox', { name: /godkänner avtalsvillkoren/ }).focus();
  await page.keyboard.press('Space');
  await press('Signera avtalet med BankID');

  await signOnThisDevice(page, main);
  const today = todayInSweden();
  await expect(
    main.getByText(`Klart! Ditt elavtal är signerat och gäller från i dag, ${today}.`),
  ).toBeVisible({ timeout: 15_000 });
  await expect(menu.getByRole('link', { name: 'Teckna elavtal' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await press('Se dina avtal', 'link');
  await expect(page).toHaveURL(`${base}avtal/`);
  await expect(main.getByRole('heading', { name: 'Avtal för Myrvägen 11' })).toBeVisible();
  await expect(main.getByText('735999100000067890')).toBeVisible();
  await expect(main.getByText('E-post', { exact: true })).toBeVisible();
});
