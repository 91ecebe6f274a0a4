import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInWithEid, signInWithPassword } from './signIn.ts';

test.use({ viewport: { width: 1400, height: 1000 } });

test('Anna creates a proxy for a new receiver, who registers through the link; Anna then ends it', async ({
  page,
  browser,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  await page.goto('/medlem-i-granskog/fullmakter/');
  await expect(page.getByRole('heading', { name: 'Fullmakter du har gett' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fullmakter du har fått' })).toBeVisible();
  await expect(page.getByText('Från Bertil Gran')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ny fullmakt' }).click();
  await expect(page).toHaveURL(/\/fullmakter\/ny$/);
  const dialog = page.getByRole('dialog', { name: 'Ny fullmakt' });
  // Every rule is checked before anything is sent.
  await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
  await expect(dialog.getByText('Ange en giltig e-postadress').first()).toBeVisible();
  await dialog.getByLabel('Mottagarens personnummer').fill('195001011237');
  await dialog.getByLabel('Mottagarens e-postadress').fill('karin.bjork@example.se');
  await dialog.getByLabel('Mobilnummer', { exact: true }).fill('0701234567');
  await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
  await expect(
    dialog.getByText('Ange med 7-10 siffror, utan en inledande nolla.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Mottagarens personnummer').fill('194006153334');
  await dialog.getByLabel('Mobilnummer', { exact: true }).fill('701234567');
  await dialog.getByRole('checkbox', { name: 'Signera skogsavtal' }).check();
  await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
  // The dialog is named by its heading, which follows the step.
  const signing = page.getByRole('dialog', { name: 'Signera fullmakten' });
  await expect(signing).toBeVisible();
  await signing.getByLabel('Ditt personnummer').fill('195001011237');
  await signing.getByRole('button', { name: 'Signera', exact: true }).click();
  const signed = page.getByRole('dialog', { name: 'Fullmakten är signerad' });
  await expect(signed).toBeVisible();
  const link = await signed.getByRole('textbox', { name: 'Länk till mottagaren' }).inputValue();
  expect(link).toMatch(/\/medlem-i-granskog\/fullmakter\/extern\/[A-Za-z0-9_-]{43}\/$/);
  await signed.getByRole('button', { name: 'Klar' }).click();
  await expect(page.getByText('Väntar på att mottagaren registreras')).toBeVisible();
  const proxyUrl = page.url();

  // The receiver, not signed in, registers through the link.
  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  await receiver.goto(link);
  await expect(
    receiver.getByRole('heading', { level: 1, name: 'Ta emot en fullmakt' }),
  ).toBeVisible();
  await expect(receiver.getByText('Anna Skog vill ge dig en fullmakt.')).toBeVisible();
  await expectNoAxeViolations(receiver);
  await receiver.getByLabel('Ditt personnummer').fill('194006153334');
  await receiver.getByLabel('Ditt namn').fill('Karin Björk');
  await receiver.getByRole('button', { name: 'Identifiera mig och fortsätt' }).click();
  await expect(receiver).toHaveURL(/\/slutfor/);
  await expect(receiver.getByText('Klart! Du har nu en fullmakt från Anna Skog.')).toBeVisible();
  await receiver.goto(link);
  await expect(receiver.getByText('Länken har redan använts.')).toBeVisible();
  await receiverContext.close();

  // Anna sees it active, and ends it.
  await page.goto(proxyUrl);
  await expect(page.getByRole('heading', { name: 'Fullmakt till Karin Björk' })).toBeVisible();
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Avsluta fullmakt' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Avsluta fullmakten?' });
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Ja, avsluta fullmakten' }).click();
  await expect(page.getByText('Fullmakten är avslutad.')).toBeVisible();
  await expect(page.getByText('Inaktiv', { exact: true })).toBeVisible();
});

test('an organisation user is told to contact support instead of creating proxies', async ({
  page,
}) => {
  await signInWithPassword(page, 'cecilia@tallbacken.example.se', 'Skog-2026!', 'Cecilia Tall');
  await page.goto('/medlem-i-granskog/fullmakter/ny');
  await expect(
    page
      .getByText(
        'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
      )
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Kontakta skogsägarsupporten' }).first(),
  ).toBeVisible();
});
