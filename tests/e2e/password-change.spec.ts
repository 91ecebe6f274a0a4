import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSignIn, signInWithPassword } from './signIn.ts';

async function changePassword(page: Page, email: string, current: string, next: string) {
  await page.goto('/password-change');
  await expect(page.getByRole('heading', { level: 1, name: 'Byt lösenord' })).toBeVisible();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Nuvarande lösenord').fill(current);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(next);
  await page.getByLabel('Upprepa nytt lösenord').fill(next);
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.getByText('Ditt lösenord är ändrat.')).toBeVisible();
}

test('David changes his password at the separate authority and signs in with the new one', async ({
  page,
}) => {
  await changePassword(page, 'david.ek@example.se', 'Skog-2026!', 'Granar-och-tallar-1');
  await expectNoAxeViolations(page);

  const idp = await openSignIn(page, 'Logga in med e-post och lösenord');
  await idp.getByLabel('E-postadress').fill('david.ek@example.se');
  await idp.getByLabel('Lösenord').fill('Skog-2026!');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await expect(idp.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
  await idp.close();

  await signInWithPassword(page, 'david.ek@example.se', 'Granar-och-tallar-1', 'David Ek');
  // Put the demo password back for everyone after us.
  await changePassword(page, 'david.ek@example.se', 'Granar-och-tallar-1', 'Skog-2026!');
});

test('a too short new password is refused with a Swedish message', async ({ page }) => {
  await page.goto('/password-change');
  await page.getByLabel('E-postadress').fill('david.ek@example.se');
  await page.getByLabel('Nuvarande lösenord').fill('Skog-2026!');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('kort');
  await page.getByLabel('Upprepa nytt lösenord').fill('kort');
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.getByText(/minst 10 tecken/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
