import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSignIn } from './signIn.ts';

// The staff desk (/personal/): server-rendered pages of their own, outside the member host.

test("Eva approves David's address change in the staff desk; David then sees his new address", async ({
  page,
}) => {
  // Six pages with axe and a member sign-in on a shared machine.
  test.setTimeout(150_000);
  await page.goto('/personal/');
  await expect(page).toHaveURL('/personal/logga-in');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logga in som personal' }),
  ).toBeVisible();
  await expect(page.getByLabel('E-postadress')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await page.getByLabel('Lösenord').fill('fel-lösenord');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Lösenord').fill('Skog-2026!');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
  // Staff who still impersonate a member in the portal end that first.
  if ((await heading.textContent()) === 'Du företräder en medlem') {
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await expect(page).toHaveURL('/personal/');
  await expect(heading).toHaveText('Öppna uppgifter');
  await expect(page.getByText('Inloggad som Eva Rådgivare')).toBeVisible();
  const davidsRow = page.getByRole('row', { name: /David Ek/ });
  await expect(davidsRow).toContainText('100004');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Adressändring för David Ek' }).click();
  await expect(heading).toHaveText('Adressändring: David Ek');
  await expect(page.getByText('Ekvägen 4')).toBeVisible();
  await expect(page.getByText('Ingen adress registrerad')).toBeVisible();
  await expectNoAxeViolations(page);

  // A rejection needs its reason: the note is asked for and focused, nothing changes.
  await page.getByRole('button', { name: 'Avslå' }).click();
  await expect(
    page.getByText('Skriv en anteckning: den behövs för den här åtgärden.'),
  ).toBeVisible();
  await expect(page.getByLabel('Anteckning')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Anteckning').fill('Stämmer med folkbokföringen.');
  await page.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByRole('status')).toHaveText('Klart: ”Godkänn” är utfört.');
  await expect(page.getByRole('button', { name: 'Godkänn' })).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Historik' });
  await expect(history.getByRole('row', { name: /Eva Rådgivare Godkänn/ })).toContainText(
    'Stämmer med folkbokföringen.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Öppna uppgifter', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Adressändring för David Ek' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL('/personal/logga-in?utloggad=1');
  await expect(page.getByRole('status')).toHaveText('Du är utloggad.');
  await page.goto('/personal/');
  await expect(page).toHaveURL('/personal/logga-in');

  // David, signed in as a member, sees the approved address in force and nothing pending.
  const david = page;
  // (The update-details prompt never shows on the profile pages.)
  await signedInAs(david, members.david, { path: '/medlem-i-granskog/profil/' });
  await expect(david.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible();
  await expect(david.getByText('Ekvägen 4')).toBeVisible();
  await expect(david.getByText('352 46 Växjö')).toBeVisible();
  await expect(david.getByText('Din nya adress är skickad för granskning.')).toHaveCount(0);
});

test("a member's session never opens the desk", async ({ page }) => {
  await signedInAs(page, members.david);
  await page.goto('/personal/');
  await expect(page).toHaveURL('/personal/logga-in');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logga in som personal' }),
  ).toBeVisible();
});

test('one staff sign-in: Eva signs in as staff in the portal and opens the staff desk from there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const idp = await openSignIn(page, 'Logga in som personal');
  await idp.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await idp.getByLabel('Lösenord').fill('Skog-2026!');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  // The staff start screen: impersonate a member, or open the desk.
  await expect(idp.getByRole('heading', { level: 1, name: 'Företräd en medlem' })).toBeVisible();
  await expect(idp.getByRole('heading', { level: 2, name: 'Personalens skrivbord' })).toBeVisible();
  await expectNoAxeViolations(idp);
  await idp.getByRole('button', { name: 'Öppna personalens skrivbord' }).click();

  // No second sign-in: the portal page goes to the desk with Eva's desk session.
  await expect(page).toHaveURL(/\/personal\/$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
  if ((await heading.textContent()) === 'Du företräder en medlem') {
    await page.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await expect(heading).toHaveText('Öppna uppgifter');
  await expect(page.getByText('Inloggad som Eva Rådgivare')).toBeVisible();
  // No member session was started in the portal.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith('memberportal_oidc.user:')),
    ),
  ).toBe(false);

  // Who composes and publishes in the content system: Eva, a publisher, may change it.
  await page.getByRole('link', { name: 'Roller i innehållssystemet' }).click();
  await expect(heading).toHaveText('Roller i innehållssystemet');
  const evasRoles = page.getByRole('group', { name: 'Roller för Eva Rådgivare' });
  await expect(evasRoles.getByRole('checkbox', { name: 'Redaktör' })).toBeChecked();
  await expect(evasRoles.getByRole('checkbox', { name: 'Publicerare' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Signing out of the desk leads back to a sign-in that offers the portal's staff sign-in.
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('link', { name: 'Logga in via portalen' })).toHaveAttribute(
    'href',
    '/authentication/login?method=staff',
  );
});
