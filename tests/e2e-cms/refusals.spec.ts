import { axeViolations } from '../e2e/axe.ts';
import { addBlock, expect, fillAndSettle, test } from './fixtures.ts';

// Issue 32: what `npm run content:check` refuses in the files, the admin refuses at save,
// and the editor reads why in Swedish, at the field.

test('the admin refuses to save a taken address name or an unknown news feed, and offers no unknown role', async ({
  editor,
}, testInfo) => {
  await editor.goto('/admin/collections/pages/create');
  const main = editor.getByRole('main');
  await main.getByLabel('Sid-id').fill('491');
  await main.getByLabel('Namn i menyn').fill('Skötselråd igen');
  // "Skötselråd" (410) has this address under the same group page.
  await main.getByLabel('Adressnamn (URL-namn)').fill('skotselrad');
  const parent = main.locator('.field-type').filter({ hasText: /^Ligger under/ });
  await parent.getByRole('combobox').fill('Kunskap och råd');
  await editor.getByRole('option', { name: 'Kunskap och råd', exact: true }).click();
  // A role that does not exist cannot even be chosen.
  const roles = main.locator('.field-type').filter({ hasText: /^Roller som krävs/ });
  await roles.getByRole('combobox').fill('Service_Påhittad_Read');
  await expect(roles.getByText('Inga alternativ')).toBeVisible();
  await roles.getByRole('combobox').press('Escape');
  const news = await addBlock(editor, 'huvudinnehållet', 'Nyheter');
  await fillAndSettle(
    news.getByRole('textbox', { name: 'Nyhetsflöde *', exact: true }),
    'finns-inte',
  );

  // Drafts are checked as publishing is: the save is refused and nothing is stored.
  await editor.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(
    main.getByText('Adressnamnet "skotselrad" används redan av en sida på samma plats.'),
  ).toBeVisible();
  // The block says "1 Fel"; Eva opens it to read why (the admin may close it again as it
  // takes in the answer, so she opens it until the reason shows).
  await expect(news.getByText('1 Fel')).toBeVisible();
  const why = news.getByText(
    'Nyhetsflödet "finns-inte" finns inte. Lägg först till en nyhet i det.',
  );
  await expect(async () => {
    if (!(await why.isVisible())) await news.getByRole('button', { name: 'Växla block' }).click();
    await expect(why).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // Nothing was stored: the page is still one being created.
  await expect(editor).toHaveURL(/\/admin\/collections\/pages\/create$/);
  await expect(editor.getByText('Status: Utkast')).toHaveCount(0);

  // Payload's own admin page, once: its axe findings are reported, not asserted (README).
  const found = await axeViolations(editor);
  await testInfo.attach('axe of the admin (Payload)', { body: found.join('\n') || 'none' });
  console.log(`axe on Payload's page editor: ${found.length ? found.join('\n') : 'none'}`);
});
