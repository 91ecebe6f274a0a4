import { expectNoAxeViolations } from '../e2e/axe.ts';
import { members, signedInAs } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';

// Issue 32: Eva saves a draft of a published page and opens its preview in the portal's own
// host, as a member she picks (she signs in as staff and represents Anna); the page shows
// the draft with its live elements. Anna herself, and anyone without Eva's preview, sees the
// published page.

const published = 'Ordlista';
const draft = 'Ordlista för nya skogsägare';
const address = '/kunskap-och-rad/ordlista/';

test('Eva previews a draft as Anna in the portal; Anna herself sees the published page', async ({
  editor,
  page: anna,
  portal,
}) => {
  await editor.goto('/admin/collections/pages/450');
  const main = editor.getByRole('main');
  await main.getByLabel('Rubrik', { exact: true }).first().fill(draft);
  await editor.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(editor.getByText('Utkastet sparades')).toBeVisible();

  // Payload's preview link opens the portal in a new tab.
  const [preview] = await Promise.all([
    editor.context().waitForEvent('page'),
    editor.getByRole('link', { name: 'Förhandsgranska' }).click(),
  ]);
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Förhandsvisning av utkast' }),
  ).toBeVisible();
  await expectNoAxeViolations(preview);

  // Signed in as staff, represent Anna: the sign-in returns to the draft's page.
  await preview.getByRole('link', { name: 'Logga in och visa utkastet' }).click();
  const popup = preview.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  // The staff sign-in alone: an editor is staff.
  await expect(preview.getByRole('main').getByRole('button', { name: /^Logga in/ })).toHaveText([
    'Logga in som personal',
  ]);
  await preview.getByRole('button', { name: 'Logga in som personal' }).click();
  const idp = (await popup) ?? preview;
  // The portal asks for the staff password again: a sign-in to the content system is not one
  // to the portal.
  await expect(idp.getByRole('heading', { level: 1, name: 'Logga in som personal' })).toBeVisible();
  await idp.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await idp.getByLabel('Lösenord').fill('Skog-2026!');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  const represent = idp.getByRole('heading', { level: 1, name: 'Företräd en medlem' });
  await expect(represent).toBeVisible();
  await idp.getByLabel('Sök på namn, kundnummer eller personnummer').fill('anna');
  await idp.getByRole('button', { name: 'Sök' }).click();
  await idp.getByRole('button', { name: 'Företräd Anna Skog' }).click();

  await expect(preview).toHaveURL(`${portal}${address}`);
  await expect(preview.getByText('Du företräder Anna Skog')).toBeVisible();
  await expect(
    preview.getByText('Förhandsvisning: sidorna visar utkast som inte är publicerade.'),
  ).toBeVisible();
  await expect(
    preview.getByRole('main').getByRole('heading', { level: 1, name: draft }),
  ).toBeVisible();
  await expectNoAxeViolations(preview);

  // Anna, signed in herself, sees the published page.
  await signedInAs(anna, members.anna, { path: address });
  await expect(
    anna.getByRole('main').getByRole('heading', { level: 1, name: published }),
  ).toBeVisible();
  await expect(anna.getByRole('heading', { name: draft })).toHaveCount(0);

  // The preview ends in Eva's browser: the published page again, and no word of drafts.
  await preview.getByRole('link', { name: 'Avsluta förhandsvisningen' }).click();
  await expect(preview).toHaveURL(`${portal}/`);
  await preview.goto(`${portal}${address}`);
  await expect(
    preview.getByRole('main').getByRole('heading', { level: 1, name: published }),
  ).toBeVisible();
  await expect(preview.getByText('Du företräder Anna Skog')).toBeVisible();
  await expect(preview.getByText(/^Förhandsvisning:/)).toHaveCount(0);
});
