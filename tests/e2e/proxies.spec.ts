import type { Page } from '@playwright/test';
import { expect, members, onAPhone, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { approveInApp, expectThisDeviceFirst, signOnThisDevice, signingQr } from './bankid.ts';
import { openSignIn } from './signIn.ts';

test.use({ viewport: { width: 1400, height: 1000 } });

test('Anna creates a proxy for a new receiver, who registers through the link; Anna then ends it', async ({
  page,
  browser,
}) => {
  // Many steps, several axe scans and the signing view's 2-second polls: more than 60 s on a
  // busy machine.
  test.slow();
  await signedInAs(page, members.anna, { path: '/medlem-i-granskog/fullmakter/' });
  await expect(page.getByRole('heading', { name: 'Fullmakter du har gett' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fullmakter du har fått' })).toBeVisible();
  await expect(page.getByText('Från Bertil Gran')).toBeVisible();

  await page.getByRole('link', { name: 'Ny fullmakt' }).click();
  await expect(page).toHaveURL(/\/fullmakter\/ny\/$/);
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
  // The signing view: a sign order in BankID's flow, with the test signer in this environment.
  const signing = page.getByRole('dialog', { name: 'Signera fullmakten' });
  await expect(signing).toBeVisible();
  await expect(
    signing.getByRole('status').filter({ hasText: 'Starta BankID-appen.' }),
  ).toBeVisible();
  await expect(
    signing.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' }),
  ).toBeVisible();
  await expect(signing.getByText('Jag, Anna Skog, ger 194006153334 fullmakt')).toBeVisible();
  // Beside the BankID test server the same-device link opens its app page (at BankID:
  // bankid:/// on a computer, the app link on a phone); focus is on it.
  const sameDevice = signing.getByRole('link', { name: 'Öppna BankID på den här enheten' });
  await expect(sameDevice).toHaveAttribute(
    'href',
    /\/bankid-testapp\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/,
  );
  await expect(sameDevice).toBeFocused();
  await expect(signing.getByLabel('Ditt personnummer')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Anna's phone reads the QR code and shows what she signs. BankID asks for her own
  // BankID: the app has none for someone else's number.
  const qr = await signingQr(page)();
  const app = await page.context().newPage();
  await app.goto(`/bankid-testapp/?qr=${encodeURIComponent(qr)}`);
  await expect(app.getByText('Jag, Anna Skog, ger 194006153334 fullmakt')).toBeVisible();
  // The app's page, with an order to sign (the every-page sweep cannot reach it).
  await expectNoAxeViolations(app);
  await expect(
    signing.getByRole('status').filter({
      hasText: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    }),
  ).toBeVisible();
  await app.getByLabel('Personnummer för appens BankID').fill('196211034563');
  await app.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await expect(app.getByRole('alert')).toHaveText(
    'Appen har inget BankID för det personnummer ordern gäller.',
  );
  await approveInApp(app, { personalNumber: '195001011237' });
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

test.describe('Anna on her phone', () => {
  test.use(onAPhone);

  test('gives a proxy and signs it with BankID on the same phone (autostart first)', async ({
    page,
  }) => {
    test.slow();
    await signedInAs(page, members.anna, { path: '/medlem-i-granskog/fullmakter/ny/' });
    const dialog = page.getByRole('dialog', { name: 'Ny fullmakt' });
    await dialog.getByLabel('Mottagarens personnummer').fill('194803121286');
    await dialog.getByLabel('Mottagarens e-postadress').fill('gunnar.ek@example.se');
    await dialog.getByLabel('Mobilnummer', { exact: true }).fill('701234568');
    await dialog.getByRole('checkbox', { name: 'Signera skogsavtal' }).check();
    await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
    const signing = page.getByRole('dialog', { name: 'Signera fullmakten' });
    await expectThisDeviceFirst(signing);
    await signOnThisDevice(page, signing, { personalNumber: '195001011237' });
    await expect(page.getByRole('dialog', { name: 'Fullmakten är signerad' })).toBeVisible();
  });
});

test('an organisation user is told to contact support instead of creating proxies', async ({
  page,
}) => {
  await signedInAs(page, members.ceciliaByPassword, { path: '/medlem-i-granskog/fullmakter/ny' });
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

async function evaImpersonatesAnna(page: Page) {
  const idp = await openSignIn(page, 'Logga in som personal');
  await idp.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await idp.getByLabel('Lösenord').fill('Skog-2026!');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await idp.getByLabel('Sök på namn, kundnummer eller personnummer').fill('anna');
  await idp.getByRole('button', { name: 'Sök' }).click();
  await idp.getByRole('button', { name: 'Företräd Anna Skog' }).click();
  await expect(page.getByText('Du företräder Anna Skog')).toBeVisible();
}

test('Eva, impersonating Anna, may not sign a proxy for her', async ({ page }) => {
  await evaImpersonatesAnna(page);
  await page.goto('/medlem-i-granskog/fullmakter/ny');
  const dialog = page.getByRole('dialog', { name: 'Ny fullmakt' });
  await dialog.getByLabel('Mottagarens personnummer').fill('194006153334');
  await dialog.getByLabel('Mottagarens e-postadress').fill('karin.eva@example.se');
  await dialog.getByLabel('Mobilnummer', { exact: true }).fill('701234567');
  await dialog.getByRole('checkbox', { name: 'Signera skogsavtal' }).check();
  const started = page.waitForResponse((r) => /\/api\/v1\/proxies\/[^/]+\/sign$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Fortsätt till signering' }).click();
  const response = await started;
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ type: 'signingImpersonationNotAllowed' });

  const signing = page.getByRole('dialog', { name: 'Signera fullmakten' });
  await expect(
    signing
      .getByRole('alert')
      .getByText('Du kan inte skriva under åt medlemmen när du är inloggad som personal.'),
  ).toBeVisible();
  // No way to sign: no test signer field, no QR code, nothing to type Anna's number into.
  await expect(signing.getByLabel('Ditt personnummer')).toHaveCount(0);
  await expect(
    signing.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signing.getByRole('button', { name: 'Signera senare' }).click();
  await expect(page.getByText('Skickad för signering').first()).toBeVisible();
});
