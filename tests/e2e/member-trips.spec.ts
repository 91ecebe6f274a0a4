import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { weakFocusRings } from './pageChecks.ts';

/** What a member trips over (issue 10), one test each. */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu, which covers its own Meny button, closes by its button and by Escape, focus back on Meny', async ({
    page,
  }) => {
    await signedInAs(page, members.anna);
    const menu = page.getByRole('button', { name: 'Meny', exact: true });
    const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
    await menu.click();
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Stäng meny' }).click();
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('at 1400 px', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('focus rings have 3:1 in the change-profile and permissions dialogs and on "Kontakta support"', async ({
    page,
  }) => {
    await signedInAs(page, members.anna);
    expect(await weakFocusRings(page, '.sidebar-actions')).toEqual([]);
    await page.getByRole('button', { name: /Anna Skog/ }).click();
    await page.getByRole('menuitem', { name: 'Byt profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Byt profil' });
    await expect(dialog.getByText('Får: Signera skogsavtal')).toBeVisible();
    expect(await weakFocusRings(page, 'dialog[open]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Läs mer om behörigheter' }).press('Enter');
    const info = page.getByRole('dialog', { name: 'Om behörigheter' });
    await expect(info).toBeVisible();
    expect(await weakFocusRings(page, 'dialog[open] dialog[open]')).toEqual([]);
  });

  test('"Byt lösenord" on the profile page leads to the password change', async ({ page }) => {
    await signedInAs(page, members.anna, { path: '/medlem-i-granskog/profil/' });
    const link = page.getByRole('link', { name: 'Byt lösenord' });
    await expect(link).toHaveAttribute('href', '/password-change');
  });

  test('David, who lacks the proxy role, sees the Fullmakter shortcut disabled with the reason, ', async ({
    page,
  }) => {
    await signedInAs(page, members.david, { detailsPromptDismissed: true });
    const main = page.getByRole('main');
    const proxies = main.getByRole('link', { name: 'Fullmakter' });
    await expect(proxies).toHaveAttribute('aria-disabled', 'true');
    await expect(proxies).not.toHaveAttribute('href');
    await expect(main.getByText('Du har inte rättighet att utföra denna åtgärd.')).toBeVisible();
    // What he has stays a link.
    await expect(main.getByRole('link', { name: 'Mina dokument' })).toHaveAttribute(
      'href',
      '/skogsgardens-affarer/mina-dokument/',
    );
    await expectNoAxeViolations(page);
  });
});
