import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSignIn, signInWithEid } from './signIn.ts';
import { signOnThisDevice } from './bankid.ts';

/**
 * A shared computer: logging out ends the identity provider's session too, and choosing
 * e-ID sign-in always asks who is signing, so the next person is never signed in as the
 * last member.
 */

test('Anna logs out; choosing e-ID sign-in again asks again who signs in (BankID)', async ({
  page,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  await page.getByRole('button', { name: /Anna Skog/ }).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  // No question at the provider: the portal's "Logga ut" ends its session at once.
  await expect(page).toHaveURL('/authentication/logged-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  await expectNoAxeViolations(page);

  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  await expect(idp.getByRole('button', { name: 'BankID på den här enheten' })).toBeVisible();
});

test('with the provider session still alive, the next person is asked who is signing', async ({
  page,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  // Anna closes the portal without logging out; the portal forgets her, the provider not.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Anna Skog/ })).toBeHidden();

  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  await idp.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await signOnThisDevice(idp, idp.getByRole('main'), {
    verb: 'Identifiera',
    personalNumber: '196211034563',
  });
  await expect(page.getByRole('button', { name: /Bertil Gran/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Anna Skog/ })).toBeHidden();
});
