import { expect, type Page } from '@playwright/test';
import { signInQr, signOnThisDevice, signWithQr } from './bankid.ts';

/** Opens /login and picks a method; the provider's page opens as a popup (or in place). */
export async function openSignIn(
  page: Page,
  method:
    | 'Logga in med e-legitimation (BankID, test)'
    | 'Logga in med e-post och lösenord'
    | 'Logga in som personal',
): Promise<Page> {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  await page.getByRole('button', { name: method }).click();
  const popup = await popupPromise;
  if (popup) await popup.waitForLoadState();
  return popup ?? page;
}

/**
 * Signs in with BankID (the BankID test server beside the portal plays the app) and waits
 * for the member's name in the header. `way`: "BankID på den här enheten" (the autostart
 * link opens the app) or "BankID på annan enhet" (the app reads the QR code).
 */
export async function signInWithEid(
  page: Page,
  personalNumber: string,
  name: string,
  way: 'this' | 'other' = 'this',
) {
  const idp = await openSignIn(page, 'Logga in med e-legitimation (BankID, test)');
  const app = { verb: 'Identifiera', personalNumber } as const;
  if (way === 'this') {
    await idp.getByRole('button', { name: 'BankID på den här enheten' }).click();
    await signOnThisDevice(idp, idp.getByRole('main'), app);
  } else {
    const qr = signInQr(idp);
    await idp.getByRole('button', { name: 'BankID på annan enhet' }).click();
    await signWithQr(idp, qr, app);
  }
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
  name: string,
) {
  const idp = await openSignIn(page, 'Logga in med e-post och lösenord');
  await idp.getByLabel('E-postadress').fill(email);
  await idp.getByLabel('Lösenord').fill(password);
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

/**
 * David's contact details were never confirmed, so he is prompted once per session; a test
 * about something else closes the prompt if it comes (it has not when an earlier test in
 * this run confirmed his details).
 */
export async function closeDetailsPromptIfShown(page: Page) {
  await page
    .getByRole('button', { name: 'Inte nu' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
}
