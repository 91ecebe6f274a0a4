import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe.ts';
import { members, signedInAs } from '../e2e/fixtures.ts';
import { expect, test, untilQuiet } from './fixtures.ts';

// Issue 32: Eva adds a news item and a document (its file uploaded) in the admin; members
// see them in the portal.

/** Opens `path` as Anna, again until `check` passes: the portal follows a publish. */
async function untilShown(anna: Page, path: string, check: () => Promise<void>) {
  await signedInAs(anna, members.anna, { path });
  await expect(async () => {
    await anna.reload();
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
}

test('Eva adds a news item and a document with its file; Anna sees both', async ({
  editor,
  page: anna,
}, testInfo) => {
  await editor.goto('/admin/collections/news/create');
  let main = editor.getByRole('main');
  await main.getByRole('textbox', { name: 'Id *', exact: true }).fill('nyhet-e2e');
  await main.getByRole('textbox', { name: 'Nyhetsflöde *', exact: true }).fill('skogsnyheter');
  await main.getByRole('textbox', { name: 'Överrubrik *', exact: true }).fill('Föreningen');
  await main
    .getByRole('textbox', { name: 'Rubrik *', exact: true })
    .fill('Ny plantskola i Norrland');
  await main
    .getByRole('textbox', { name: 'Text *', exact: true })
    .fill('Granskogs nya plantskola i Umeå levererar de första plantorna i vår.');
  await main.locator('#field-publishedDate input').fill('2026-11-29 08:00');
  await main.locator('#field-publishedDate input').press('Enter');
  await main.getByRole('textbox', { name: 'Kategori *', exact: true }).fill('Föreningen');
  await editor.getByRole('button', { name: 'Publicera ändringar' }).click();
  await expect(editor.getByText('Status: Publicerad')).toBeVisible();

  await editor.goto('/admin/collections/document-lists');
  await editor.getByRole('link', { name: 'Medlemsdokument' }).click();
  main = editor.getByRole('main');
  await untilQuiet(editor);
  await main.getByRole('button', { name: 'Lägg till dokument' }).click();
  const row = main.locator('.array-field__row').last();
  await row.getByRole('textbox', { name: 'Guid *', exact: true }).fill('e2e-extrastamma');
  await row.getByRole('textbox', { name: 'Dokument-id *', exact: true }).fill('01MEDLEME2E');
  const file = testInfo.outputPath('protokoll-extrastamma.txt');
  writeFileSync(file, 'Protokoll från extrastämman den 20 november 2026.\n');
  await row.getByRole('button', { name: 'Skapa ny' }).click();
  const drawer = editor.getByRole('dialog').last();
  await drawer.locator('input[type="file"]').setInputFiles(file);
  await drawer.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(row.getByText('protokoll-extrastamma.txt')).toBeVisible();
  await row
    .getByRole('textbox', { name: 'Filnamn vid nedladdning *', exact: true })
    .fill('Protokoll extrastämma 2026.txt');
  await row
    .getByRole('textbox', { name: 'Titel *', exact: true })
    .fill('Protokoll extrastämma 2026');
  // Payload's date field has no accessible name (axe, README): found by its field.
  await row.locator('[id$="__modified"] input').fill('2026-11-29 09:00');
  await row.locator('[id$="__modified"] input').press('Enter');
  await editor.getByRole('button', { name: 'Publicera ändringar' }).click();
  await expect(editor.getByText('Status: Publicerad')).toBeVisible();

  await untilShown(anna, '/medlem-i-granskog/nyheter/', () =>
    expect(anna.getByRole('main').getByText('Ny plantskola i Norrland')).toBeVisible({
      timeout: 1_000,
    }),
  );
  await expectNoAxeViolations(anna);
  await untilShown(anna, '/skogsgardens-affarer/mina-dokument/', () =>
    expect(
      anna.getByRole('main').getByRole('rowheader', { name: 'Protokoll extrastämma 2026' }),
    ).toBeVisible({ timeout: 1_000 }),
  );
  await expectNoAxeViolations(anna);
  // The file Eva uploaded, under the name she gave it.
  const downloading = anna.waitForEvent('download');
  await anna.getByRole('button', { name: 'Ladda ned Protokoll extrastämma 2026' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Protokoll extrastämma 2026.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(readFileSync(file, 'utf8'));
});
