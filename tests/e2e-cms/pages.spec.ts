import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe.ts';
import { members, signedInAs } from '../e2e/fixtures.ts';
import {
  addBlock,
  expect,
  fillAndSettle,
  pickOption,
  test,
  untilQuiet,
  writeText,
} from './fixtures.ts';

// Issue 32: Eva composes a page in the content system's admin; Anna sees it in the portal
// only while it is published.

const pageName = 'Plantering i praktiken';
// The page's heading (Rubrik), other than its menu name.
const pageTitle = 'Plantering steg för steg';
const address = '/kunskap-och-rad/plantering-i-praktiken/';

/** Anna's menu, read again (a reload) until `check` passes: the portal follows a publish. */
async function menuOf(anna: Page) {
  return anna.getByRole('navigation', { name: 'Huvudmeny' });
}

async function untilMenu(anna: Page, check: (menu: Locator) => Promise<void>) {
  await expect(async () => {
    await anna.reload();
    await check(await menuOf(anna));
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
}

test('Eva makes a page under a group page; Anna sees it while it is published', async ({
  editor,
  page: anna,
}) => {
  await editor.goto('/admin/collections/pages/create');
  const main = editor.getByRole('main');
  await main.getByLabel('Sid-id').fill('490');
  await main.getByLabel('Namn i menyn').fill(pageName);
  await main.getByLabel('Adressnamn (URL-namn)').fill('plantering-i-praktiken');
  await pickOption(main, 'Ligger under', 'Kunskap och råd');
  await pickOption(main, 'Roller som krävs (alla)', 'Service_Finance_Read');
  // Each value is taken in by the admin before the next block or row is added: Payload lets
  // a form-state answer still on its way wipe the fields of a block added meanwhile (seen in
  // CI under load). An editor is slower than that; fillAndSettle waits as she would.
  await fillAndSettle(main.getByLabel('Rubrik', { exact: true }).first(), pageTitle);
  const text = await addBlock(editor, 'huvudinnehållet', 'Text');
  await writeText(text, 'Så planterar du **granplantor** på hygget.');
  const teaser = await addBlock(editor, 'huvudinnehållet', 'Puff');
  await teaser.getByLabel('Rubrik').fill('Beställ plantor i tid');
  await fillAndSettle(
    teaser.getByRole('textbox', { name: 'Text *', exact: true }),
    'Plantorna levereras i maj.',
  );
  const accordion = await addBlock(editor, 'huvudinnehållet', 'Dragspel');
  await fillAndSettle(accordion.getByLabel('Rubrik').first(), 'Vanliga frågor om plantering');
  await untilQuiet(editor);
  await accordion.getByRole('button', { name: 'Lägg till rad' }).click();
  await accordion.getByLabel('Rubrik').nth(1).fill('Hur djupt planterar jag?');
  await writeText(accordion, 'Täck rotklumpen med några centimeter jord.');
  const banner = await addBlock(editor, 'huvudinnehållet', 'Banner');
  await fillAndSettle(banner.getByLabel('Rubrik'), 'Plantsäsongen är här');
  const component = await addBlock(editor, 'huvudinnehållet', 'Tjänst');
  // A service is picked by its Swedish name.
  await pickOption(component, 'Tjänst', 'Mina konton');

  await editor.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(editor.getByText('Status: Utkast')).toBeVisible();

  // A draft: not in Anna's menu.
  await signedInAs(anna, members.anna);
  const group = (await menuOf(anna)).getByRole('link', { name: 'Skötselråd', exact: true });
  await expect(group).toBeVisible();
  await expect((await menuOf(anna)).getByRole('link', { name: pageName })).toHaveCount(0);

  await editor.getByRole('button', { name: 'Publicera ändringar' }).click();
  await expect(editor.getByText('Status: Publicerad')).toBeVisible();
  await untilMenu(anna, (menu) =>
    expect(menu.getByRole('link', { name: pageName })).toBeVisible({ timeout: 1_000 }),
  );
  await (await menuOf(anna)).getByRole('link', { name: pageName }).click();
  await expect(anna).toHaveURL(address);
  const content = anna.getByRole('main');
  await expect(content.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
  // The rich text reaches Anna as HTML, its bold word too.
  await expect(content.getByText('Så planterar du granplantor på hygget.')).toBeVisible();
  await expect(content.locator('strong', { hasText: 'granplantor' })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Beställ plantor i tid' })).toBeVisible();
  await expect(content.getByText('Vanliga frågor om plantering')).toBeVisible();
  await expect(content.getByText('Hur djupt planterar jag?')).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Plantsäsongen är här' })).toBeVisible();
  // The live accounts element, with Anna's accounts from the portal.
  await expect(content.getByRole('heading', { level: 2, name: 'Dina konton' })).toBeVisible();
  await expectNoAxeViolations(anna);

  // "Avpublicera" is in the document's menu, whose button Payload gives no name (axe).
  await editor.locator('.doc-controls__popup button').first().click();
  await editor.getByRole('button', { name: 'Avpublicera', exact: true }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Bekräfta' }).click();
  await expect(editor.getByText('Status: Utkast')).toBeVisible();
  await untilMenu(anna, (menu) =>
    expect(menu.getByRole('link', { name: pageName })).toHaveCount(0, { timeout: 1_000 }),
  );
});
