import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { storageKeysWithoutPrefix } from './pageChecks.ts';
import { signInQr, signOnThisDevice, signWithQr } from './bankid.ts';
import { openSignIn, signInWithEid, signInWithPassword } from './signIn.ts';

test('a visitor sees the public start page signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mina sidor – Granskog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Välkommen till Mina sidor' }),
  ).toBeVisible();
  await expect(page.getByText('Ge en fullmakt')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the start page's title and preamble are painted before any script runs, then the host takes over", async ({
  page,
}) => {
  // Scripts held back: what shows is the server's static paint alone.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Välkommen till Mina sidor' }),
  ).toBeVisible();
  await expect(page.getByText('Här ger du fullmakter')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');

  await page.unroute('**/*.js');
  await page.reload();
  // The host's page replaces it: one heading, the sign-in button, no static copy left.
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test("a member's own start page is not first painted as the signed-out one", async ({ page }) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  const document = await page.request.get('/');
  expect(await document.text()).not.toContain('first-paint');
  await page.getByRole('button', { name: /Anna Skog/ }).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(await (await page.request.get('/')).text()).toContain('id="first-paint"');
});

test('the login choice page offers e-ID, e-mail and staff sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Granskog – Logga in');
  await expect(
    page.getByRole('button', { name: 'Logga in med e-legitimation (BankID, test)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Logga in med e-post och lösenord' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Anna signs in with BankID on another device (the QR code) and lands on her overview with her name in the header', async ({
  page,
}) => {
  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  // While the provider's page is open the sign-in's state is stored: under the prefix too.
  await expect(idp.getByRole('button', { name: 'BankID på annan enhet' })).toBeVisible();
  // BankID says who signs in: no personal-number box.
  await expect(idp.getByLabel('Personnummer')).toHaveCount(0);
  await expectNoAxeViolations(idp);
  const stored = () => page.evaluate(() => Object.keys(localStorage));
  expect((await stored()).some((key) => key.startsWith('memberportal_oidc.'))).toBe(true);
  expect(await storageKeysWithoutPrefix(page)).toEqual([]);
  const qr = signInQr(idp);
  await idp.getByRole('button', { name: 'BankID på annan enhet' }).click();
  await expect(idp.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' })).toBeVisible();
  await expect(idp.getByRole('status')).toHaveText('Starta BankID-appen.');
  await expect(idp.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toBeVisible();
  await expectNoAxeViolations(idp);
  await signWithQr(idp, qr, { verb: 'Identifiera', personalNumber: '195001011237' });
  await expect(page.getByRole('button', { name: /Anna Skog/ })).toBeVisible();
  await expect(page).toHaveURL('/');
  // Platform §9: every key the portal keeps in the browser starts with 'memberportal_'.
  expect((await stored()).some((key) => key.startsWith('memberportal_oidc.user:'))).toBe(true);
  expect(await storageKeysWithoutPrefix(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
});

test('Bertil signs in with e-mail and password', async ({ page }) => {
  await signInWithPassword(page, 'bertil.gran@example.se', 'Skog-2026!', 'Bertil Gran');
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
});

test('every demo member can sign in with e-mail and password', async ({ page }) => {
  for (const [email, name] of [
    ['anna.skog@example.se', 'Anna Skog'],
    ['cecilia@tallbacken.example.se', 'Cecilia Tall'],
    ['david.ek@example.se', 'David Ek'],
  ] as const) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signInWithPassword(page, email, 'Skog-2026!', name);
  }
});

test('a wrong password gets a clear Swedish error and nothing else', async ({ page }) => {
  const idp = await openSignIn(page, 'Logga in med e-post och lösenord');
  await idp.getByLabel('E-postadress').fill('anna.skog@example.se');
  await idp.getByLabel('Lösenord').fill('fel-lösenord');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await expect(idp.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
  await expect(idp.getByLabel('Lösenord')).toHaveValue('');
  await expectNoAxeViolations(idp);
});

test('Anna signs in with BankID on this device (the app opens by the autostart link)', async ({
  page,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog', 'this');
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
});

test("Anna cancels a BankID sign-in and reads BankID's message", async ({ page }) => {
  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  await idp.getByRole('button', { name: 'BankID på annan enhet' }).click();
  await expect(idp.getByRole('status')).toHaveText('Starta BankID-appen.');
  await idp.getByRole('button', { name: 'Avbryt' }).click();
  await expect(idp.getByRole('alert')).toHaveText('Åtgärden avbröts.');
  await expect(idp.getByRole('button', { name: 'BankID på annan enhet' })).toBeVisible();
  await expectNoAxeViolations(idp);
});

test('a valid personal number with no member gets user_not_found and the membership link', async ({
  page,
}) => {
  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  await idp.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await signOnThisDevice(idp, idp.getByRole('main'), {
    verb: 'Identifiera',
    personalNumber: '197003032229',
  });
  await expect(page.getByText('Vi hittar ingen medlem med de uppgifterna.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ansök om medlemskap' })).toHaveAttribute(
    'href',
    'https://www.granskog.example.se/bli-medlem/',
  );
  await expectNoAxeViolations(page);
});
