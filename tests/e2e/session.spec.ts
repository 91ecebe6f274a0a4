import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSignIn, signInWithEid } from './signIn.ts';
import { signOnThisDevice } from './bankid.ts';

test('the profile dropdown offers details, economics, change profile and logout, by keyboard', async ({
  page,
}) => {
  await signedInAs(page, members.anna);
  const button = page.getByRole('button', { name: /Anna Skog/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Mina uppgifter',
    'Mina insatsval',
    'Byt profil',
    'Logga ut',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Mina uppgifter' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Mina uppgifter' })).toHaveAttribute(
    'href',
    '/medlem-i-granskog/profil/',
  );
  await expect(menu.getByRole('menuitem', { name: 'Mina insatsval' })).toHaveAttribute(
    'href',
    '/skogsgardens-ekonomi/mina-insatsval/',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('logging out signs the member out everywhere, other tabs included', async ({
  page,
  context,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('button', { name: /Anna Skog/ })).toBeVisible();

  await page.getByRole('button', { name: /Anna Skog/ }).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL('/authentication/logged-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The other tab follows, and the provider asks for the e-ID again.
  await expect(otherTab.getByRole('button', { name: /Anna Skog/ })).toBeHidden();
  await expect(otherTab.getByRole('button', { name: 'Logga in' }).first()).toBeVisible();
  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  await expect(idp.getByRole('button', { name: 'BankID på den här enheten' })).toBeVisible();
});

test('sign-in falls back to a redirect when the popup is blocked', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logga in med e-legitimation (BankID, test)' }).click();
  await page.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await signOnThisDevice(page, page.getByRole('main'), {
    verb: 'Identifiera',
    personalNumber: '196211034563',
  });
  await expect(page.getByRole('button', { name: /Bertil Gran/ })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an unknown page shows the not-found page with a way back', async ({ page }) => {
  await signedInAs(page, members.anna, { path: '/finns-inte/alls' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  // The not-found page is in no route list, so the every-page sweep never sees it (the start
  // page it leads to, it does).
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('a member whose tokens are gone is signed in silently while the last sign-in is recent', async ({
  page,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  // Drop the stored tokens but keep the provider session and the last sign-in time.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes('user:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /Anna Skog/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
});
