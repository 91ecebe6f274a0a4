import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('at 1260 px and wider', () => {
  test.use({ viewport: { width: 1260, height: 900 } });

  test("Anna's sidebar is built from her route tree and always visible", async ({ page }) => {
    await signedInAs(page, members.anna);
    const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeHidden();
    await expect(sidebar.getByRole('link', { name: 'Översikt' })).toBeVisible();
    for (const entry of [
      'Mina dokument',
      'Virkesaffärer',
      'Mina insatsval',
      'Fullmakter',
      'Skötselråd',
    ]) {
      await expect(sidebar.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // A group page without children and entries not shown in the menu are hidden.
    await expect(sidebar.getByText('Evenemang')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Leveransvillkor' })).toHaveCount(0);
    // The chip, and external links as plain links below the menu, opening a new window.
    await expect(sidebar.getByRole('link', { name: 'Plantor och skogsvård Ny' })).toBeVisible();
    const external = sidebar.getByRole('link', { name: /Aktuella virkespriser/ });
    await expect(external).toHaveAttribute('href', 'https://www.granskog.example.se/virkespriser');
    await expect(external).toHaveAttribute('target', '_blank');
    // Beside the menu: the support button, the provider's site, the inspector cards, the
    // contact link and the cookie settings.
    await expect(page.getByRole('link', { name: 'Kontakta support' })).toHaveAttribute(
      'href',
      '/medlem-i-granskog/skogsagarsupport/',
    );
    await expect(page.getByRole('link', { name: 'Till Granskogs webbplats' })).toBeVisible();
    const inspectors = page.getByRole('region', { name: 'Dina kontaktpersoner' });
    await expect(inspectors.getByText('Karl Virkesson')).toBeVisible();
    await expect(
      inspectors.getByRole('link', { name: 'Telefon +46 70 111 22 33' }),
    ).toHaveAttribute('href', 'tel:+46701112233');
    await expect(page.getByRole('button', { name: 'Cookieinställningar' })).toBeVisible();
  });

  test('a sidebar link opens its content page with the title the spec gives', async ({ page }) => {
    await signedInAs(page, members.anna);
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Skötselråd' })
      .click();
    await expect(page).toHaveURL('/kunskap-och-rad/skotselrad/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
    await expect(page).toHaveTitle('Granskog – Skötselråd');
  });

  test('opening an external menu link is tracked with openLink', async ({ page }) => {
    await signedInAs(page, members.anna);
    const tracked = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/production/customevents/openLink'),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Aktuella virkespriser/ }).click();
    expect((await tracked).headers()['authorization']).toMatch(/^Bearer /);
    await (await popup).close();
  });
});

test.describe('below 1260 px', () => {
  test.use({ viewport: { width: 1259, height: 900 } });

  test('the sidebar is toggled by the menu button, by keyboard too', async ({ page }) => {
    await signedInAs(page, members.anna);
    const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
    const menu = page.getByRole('button', { name: 'Meny', exact: true });
    await expect(sidebar).toBeHidden();
    // While the sidebar still loads the button holds its place but does nothing (aria-disabled).
    await expect(menu).not.toHaveAttribute('aria-disabled', 'true');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('David, who lacks most roles', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('sees the proxy link disabled with a tooltip, and the access-denied page behind it', async ({
    page,
  }) => {
    await signedInAs(page, members.david, { detailsPromptDismissed: true });
    const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
    const proxies = sidebar.getByRole('link', { name: /Fullmakter/ });
    await expect(proxies).toHaveAttribute('aria-disabled', 'true');
    await proxies.focus();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Du har inte rättighet att utföra denna åtgärd.',
    );
    // Content pages whose roles he lacks are not in his menu at all.
    await expect(sidebar.getByRole('link', { name: 'Virkesaffärer' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/medlem-i-granskog/fullmakter/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
    await expect(main.getByText('Du har inte rättighet att utföra denna åtgärd.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the spec routes redirect to their new paths', async ({ page }) => {
  await signedInAs(page, members.anna, { path: '/medlem-i-granskog/medlemssupport/' });
  await expect(page).toHaveURL('/medlem-i-granskog/skogsagarsupport/');
  await expect(page.getByRole('heading', { level: 1, name: 'Skogsägarsupport' })).toBeVisible();
  await page.goto('/mina-kontaktuppgifter/');
  await expect(page).toHaveURL('/medlem-i-granskog/profil/');
});

test('a group page lists its children and fullscreen mode hides the shell', async ({ page }) => {
  await signedInAs(page, members.anna, { path: '/kunskap-och-rad/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kunskap och råd' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Driftinformation', exact: true }).first(),
  ).toBeVisible();

  await page.goto('/kunskap-och-rad/skotselrad/?fullscreen=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  await expect(page.getByText('Höstens kurser i gallring är fullbokade.')).toBeHidden();
  await page.getByRole('button', { name: 'Avsluta helskärmsläge' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
});
