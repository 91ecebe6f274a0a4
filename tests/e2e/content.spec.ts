import { expect, members, signedInAs, test } from './fixtures.ts';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.ts';

test.use({ viewport: { width: 1400, height: 1000 } });
test.beforeEach(async ({ page }) => {
  await signedInAs(page, members.anna);
});

test('a content page shows its blocks, top and aside content, and the messages in their window', async ({
  page,
}) => {
  await page.goto('/kunskap-och-rad/skotselrad/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Skötselråd för alla årstider' })).toBeVisible(); // banner
  await expect(main.getByRole('heading', { name: 'Gallring' })).toBeVisible(); // text and image
  await expect(main.getByRole('heading', { name: 'Välj trädslag' })).toBeVisible(); // nested section
  await expect(main.getByRole('heading', { name: 'Beställ plantor' })).toBeVisible(); // teaser
  await expect(main.getByRole('heading', { name: 'Skogsinspektorer' })).toBeVisible(); // contacts
  await expect(page.getByRole('complementary').getByText('Anders Berg')).toBeVisible(); // aside
  // Accordion: closed items open by keyboard.
  const water = main.getByRole('button', { name: 'Död ved' });
  await expect(water).toHaveAttribute('aria-expanded', 'false');
  await water.focus();
  await page.keyboard.press('Enter');
  await expect(water).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('Spara högstubbar och liggande döda träd.')).toBeVisible();
  // Page messages: the current one only, not the expired or the future one.
  await expect(page.getByText('Höstens kurser i gallring är fullbokade.')).toBeVisible();
  await expect(page.getByText('Sommarens kurs i naturvårdshänsyn')).toHaveCount(0);
  await expect(page.getByText('Nya skötselråd för klimatanpassat skogsbruk')).toHaveCount(0);
});

test('a dismissed message stays away on that page for the session', async ({ page }) => {
  await page.goto('/kunskap-och-rad/skotselrad/');
  const message = page.getByText('Höstens kurser i gallring är fullbokade.');
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Stäng meddelandet' }).first().click();
  await expect(message).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('all six message types show on the operations page', async ({ page }) => {
  await page.goto('/kunskap-och-rad/driftinformation/');
  await expect(page.getByRole('heading', { level: 1, name: 'Driftinformation' })).toBeVisible();
  for (const type of ['Klart', 'Varning', 'Fel', 'Observera', 'Viktigt', 'Information']) {
    await expect(
      page.getByRole('main').getByText(`${type}:`, { exact: false }).first(),
    ).toBeAttached();
  }
});

test('a YouTube link opens the video in a modal that Escape closes', async ({ page }) => {
  await page.goto('/kunskap-och-rad/skotselrad/');
  const link = page.getByRole('link', { name: 'Så gallrar du rätt' });
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/G4llr1ng2026/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('the news carousel shows the 4 newest of at most 20, newest first', async ({ page }) => {
  await page.goto('/medlem-i-granskog/nyheter/');
  const news = page.getByRole('region', { name: 'Senaste nytt' });
  await expect(news.getByText('Nyheter 1–4 av 20')).toBeVisible();
  const dates = await news.getByText(/^\d{4}-\d{2}-\d{2}$/).allTextContents();
  expect(dates.length).toBeGreaterThanOrEqual(4);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(news.getByRole('button', { name: 'Föregående nyheter' })).toBeDisabled();
  await news.getByRole('button', { name: 'Nästa nyheter' }).click();
  await expect(news.getByText('Nyheter 5–8 av 20')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the document list pages by 10 and downloads a file with its name', async ({ page }) => {
  await page.goto('/skogsgardens-affarer/mina-dokument/');
  // The editors' list; the member's own documents are the element above it.
  const list = page.getByRole('region', { name: 'Medlemsdokument' });
  await expect(list.getByText('Sida 1 av 3')).toBeVisible();
  await expect(list.getByRole('button', { name: /^Ladda ned / })).toHaveCount(10);
  await list.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(list.getByText('Sida 2 av 3')).toBeVisible();
  await list.getByRole('button', { name: 'Föregående', exact: true }).click();

  const downloaded = page.waitForEvent('download');
  await list
    .getByRole('button', { name: /^Ladda ned / })
    .first()
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.(pdf|txt|csv)$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('an offline page shows the offline view, can be overridden and restored', async ({ page }) => {
  await page.goto('/medlem-i-granskog/foreningsstamma/');
  await expect(
    page.getByRole('heading', { name: 'Sidan är inte tillgänglig just nu' }),
  ).toBeVisible();
  await expect(page.getByText('Anmälan och röstning till föreningsstämman öppnar')).toBeVisible();
  await page.getByRole('button', { name: 'Visa sidan ändå' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Föreningsstämma' })).toBeVisible();
  await page.getByRole('button', { name: 'Återställ' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sidan är inte tillgänglig just nu' }),
  ).toBeVisible();
});

test('component blocks load their element, and one inside its offline window never loads', async ({
  page,
}) => {
  // Only the test element's host: the start page signedInAs left may still be asking for
  // its own element's script (the activity list) when this test begins.
  const appCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/components/test-element/api/v1/app')) appCalls.push(r.url());
  });
  await page.goto('/kunskap-och-rad/komponenttest/');
  await expect(
    page.getByText('Testelementet är laddat (konfiguration: demo, lagring: test-element).'),
  ).toBeVisible();
  await expect(page.getByText('Profil: Anna Skog')).toBeVisible();
  await expect(page.getByText('Kartutskriften är tillfälligt stängd')).toBeVisible();
  await expect(page.getByText('konfiguration: demo-offline')).toHaveCount(0);
  expect(appCalls).toHaveLength(1);
});
