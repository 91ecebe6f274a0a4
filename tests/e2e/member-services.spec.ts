import { expect, members, signedInAs, test } from './fixtures.ts';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.ts';
import { apiGetAs } from './session.ts';

test.use({ viewport: { width: 1400, height: 1000 } });

test('David sends a support message after the form has told him what to fix', async ({ page }) => {
  await signedInAs(page, members.david, {
    path: '/medlem-i-granskog/medlemssupport/',
    detailsPromptDismissed: true,
  });
  await expect(page).toHaveURL('/medlem-i-granskog/skogsagarsupport/');
  await expect(page.getByRole('heading', { name: 'Skriv till skogsägarsupporten' })).toBeVisible();
  await expect(page.getByLabel('E-postadress')).toHaveValue('david.ek@example.se');

  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  for (const message of [
    'Välj vad ditt ärende gäller.',
    'Välj hur du vill att vi kontaktar dig.',
    'Skriv ditt meddelande.',
  ]) {
    await expect(page.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('Vad gäller din fråga?').selectOption({ label: 'Virkesaffär' });
  await page.getByRole('radio', { name: 'Telefon' }).check();
  await page.getByLabel('Telefonnummer').fill('70 123 45 67');
  await page.getByLabel('E-postadress').fill('david.ek@');
  await page.getByLabel('Meddelande').fill('x'.repeat(8001));
  await expect(page.getByText('8001 av 8000 tecken. Det är 1 tecken för mycket.')).toBeVisible();
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(
    page.getByRole('link', { name: 'Meddelandet får vara högst 8000 tecken.' }),
  ).toBeVisible();
  await expect(page.getByLabel('E-postadress')).toBeFocused();

  await page.getByLabel('E-postadress').fill('david.ek@example.se');
  await page
    .getByLabel('Meddelande')
    .fill('Hej! När kommer min avräkning för gallringen i oktober?');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(
    page.getByText('Tack! Vi har tagit emot ditt meddelande och hör av oss inom två arbetsdagar.'),
  ).toBeVisible();
  await expect(page.getByLabel('Meddelande')).toHaveValue('');
});

test('Anna downloads one of her documents, which David can never fetch', async ({ page }) => {
  await signedInAs(page, members.anna, { path: '/skogsgardens-affarer/mina-dokument/' });
  const mine = page.getByRole('region', { name: 'Dina avräkningar, avtal och intyg' });
  await expect(mine.getByText('Sida 1 av 2')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await mine
    .getByRole('button', {
      name: 'Ladda ned Avräkning slutavverkning Norrskogen 1:4, oktober 2026',
    })
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^Avräkning .*Norrskogen.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);

  const annasList = await apiGetAs(page, '/api/v1/sharepointdocuments/lists/mina-dokument');
  const { documents } = (await annasList.json()) as { documents: { driveItemId: string }[] };
  const annasFile = documents[0]!.driveItemId;

  // David, in his own session (his stored state replaces Anna's), gets nothing of Anna's.
  await signedInAs(page, members.david);
  const davids = await apiGetAs(page, `/api/v1/sharepointdocuments/files/${annasFile}`);
  expect(davids.status()).toBe(404);
  expect(davids.headers()['content-disposition']).toBeUndefined();
});

test('Anna edits her contact details; the address goes for review and a bad field is explained', async ({
  page,
}) => {
  await signedInAs(page, members.anna, { path: '/medlem-i-granskog/profil/' });
  await expect(page.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible();
  await expect(page.getByText('100001')).toBeVisible();

  await page.getByRole('button', { name: 'Ändra mina uppgifter' }).click();
  await page.getByLabel('E-postadress').fill('anna@');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Ange en giltig e-postadress').first()).toBeVisible();
  await expect(page.getByLabel('E-postadress')).toBeFocused();

  await page.getByLabel('E-postadress').fill('anna.skog@example.se');
  await page.getByLabel('Gatuadress').fill('Tallstigen 3');
  await page.getByLabel('Postnummer').fill('352 30');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Dina kontaktuppgifter är sparade.')).toBeVisible();
  await expect(page.getByText('Din nya adress är skickad för granskning.').first()).toBeVisible();
});

test('Anna downloads her membership certificate, made by the server after a 202', async ({
  page,
}) => {
  await signedInAs(page, members.anna, { path: '/medlem-i-granskog/profil/' });
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/memberProfiles/certificate')) statuses.push(r.status());
  });
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ned medlemsintyg' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^medlemsintyg-100001-.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(statuses[0]).toBe(202);
  expect(statuses.at(-1)).toBe(200);
  await expect(page.getByText('Medlemsintyget är nedladdat.')).toBeVisible();
});

test('David is asked once to check his contact details and confirms them', async ({ page }) => {
  await signedInAs(page, members.david);
  const prompt = page.getByRole('dialog', { name: 'Stämmer dina kontaktuppgifter?' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  // "Inte nu": the prompt opened by itself while nothing had focus, so focus goes to the
  // page's main content, never back to the top of the document (issue 10).
  await prompt.getByRole('button', { name: 'Inte nu' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
  // Once per session: not again on the next page.
  await page.goto('/skogsgardens-affarer/mina-dokument/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina dokument' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.goto('/medlem-i-granskog/profil/bekrafta');
  await page.getByRole('button', { name: 'Ja, uppgifterna stämmer' }).click();
  await expect(page.getByText('Tack! Dina uppgifter är bekräftade.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('Anna, whose details are recent, is never prompted', async ({ page }) => {
  // (Her stake choices page sends her to her accounts while ProfileEconomics is on: the
  // accounts end-to-end test; the stake choices element is tested in the browser suite.)
  await signedInAs(page, members.anna);
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Stämmer dina kontaktuppgifter?' })).toBeHidden();
});
