import type { Page } from '@playwright/test';
import { expect, portalWith, test as base } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSignIn } from './signIn.ts';

// This spec's server ends staff impersonations after 8 seconds (IMPERSONATION_TTL_SECONDS).
const test = base.extend<object, { portal: string }>({
  portal: portalWith({ IMPERSONATION_TTL_SECONDS: '8' }),
});

async function evaImpersonatesAnna(page: Page) {
  const idp = await openSignIn(page, 'Logga in som personal');
  await idp.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await idp.getByLabel('Lösenord').fill('Skog-2026!');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await expect(idp.getByRole('heading', { name: 'Företräd en medlem' })).toBeVisible();
  await expectNoAxeViolations(idp);
  await idp.getByLabel('Sök på namn, kundnummer eller personnummer').fill('anna');
  await idp.getByRole('button', { name: 'Sök' }).click();
  await idp.getByRole('button', { name: 'Företräd Anna Skog' }).click();
}

test('Eva impersonates Anna, sees the banner, and gets the expired-session screen when it ends', async ({
  page,
}) => {
  await evaImpersonatesAnna(page);
  await expect(page.getByText('Du företräder Anna Skog')).toBeVisible();
  await expect(page.getByRole('button', { name: /Anna Skog/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Once the impersonation's time is up (8 s from its start on this server), the next
  // own-profile call answers 401. Eva reloads until the portal tells her so.
  await expect(async () => {
    const meAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v2/memberProfiles/me'));
    await page.reload();
    const response = await meAnswer;
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sessionen har gått ut' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
});
