import { storageKeysWithoutPrefix } from './pageChecks.ts';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const bertilId = '00000000-0000-4000-8000-000000000002';

test.use({ viewport: { width: 1400, height: 1000 } });

test('Anna acts for Bertil through his proxy, sees only what it allows, and returns to her profile', async ({
  page,
}) => {
  await signedInAs(page, members.anna);
  await page.getByRole('button', { name: /Anna Skog/ }).click();
  await page.getByRole('menuitem', { name: 'Byt profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Byt profil' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Får: Signera skogsavtal')).toBeVisible();
  await expectNoAxeViolations(page);

  // The info modal explains each permission.
  await dialog.getByRole('button', { name: 'Läs mer om behörigheter' }).press('Enter');
  const info = page.getByRole('dialog', { name: 'Om behörigheter' });
  await expect(info.getByText('Signera skogsavtal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  const current = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/v2/memberProfiles/current') && r.headers()['x-user-id'] === bertilId,
  );
  await page
    .getByRole('dialog', { name: 'Byt profil' })
    .getByRole('button', { name: 'Välj Bertil Gran' })
    .click();
  await current;
  await expect(page.getByText('Du företräder nu Bertil Gran.')).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Du företräder Bertil Gran')).toBeVisible();
  // Att göra for Bertil, with what his proxy allows: his signing of Björkås, nothing else.
  const todo = page.getByRole('main').getByRole('region', { name: 'Att göra' });
  await expect(todo.getByRole('listitem')).toHaveCount(1);
  await expect(todo.getByRole('listitem')).toContainText('Gallring Björkås');
  expect(await page.evaluate(() => sessionStorage.getItem('memberportal_proxyUserId'))).toBe(
    bertilId,
  );
  // Platform §9: the proxy id and every other key stored carry 'memberportal_'.
  expect(await storageKeysWithoutPrefix(page)).toEqual([]);

  // His proxy allows forest agreements only: the proxy list is not his to see.
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(menu.getByRole('link', { name: /Fullmakter/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Använd min profil' }).click();
  await expect(page.getByText('Du företräder Bertil Gran')).toBeHidden();
  await expect(menu.getByRole('link', { name: /Fullmakter/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('memberportal_proxyUserId'))).toBeNull();
});
