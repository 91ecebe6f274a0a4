import { sendKeys, setViewport } from '@web/test-runner-commands';
import { Route, Routes } from 'react-router';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, queryAllByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { recordingApi } from '../routing/recordingApi.ts';
import { annaTree, davidRoles, everyRole } from '../routing/testTree.ts';
import { waitUntil } from '../content/testing/waitUntil.ts';
import { hostMountPerTest, update } from '../testing/mount.tsx';
import { AppShell } from './AppShell.tsx';
import { submenuItemHeight, tooltipMaxWidth } from './breakpoints.ts';
import { loadHostStyles } from '../../shared/ui/testing/hostStyles.ts';

const anna = (): MemberProfile =>
  testProfile({
    name: 'Anna Skog',
    roles: everyRole,
    routes: annaTree(),
    inspectors: [
      {
        firstName: 'Karl',
        lastName: 'Virkesson',
        emailAddress: 'karl@granskog.test',
        phone: '+46 70 111 22 33',
        imageUrl: null,
      },
      {
        firstName: 'Lena',
        lastName: 'Gran',
        emailAddress: 'lena@granskog.test',
        phone: '070-222 33 44',
        imageUrl: lenaPhoto,
      },
    ],
  });
const david = (): MemberProfile =>
  testProfile({ name: 'David Ek', roles: davidRoles, routes: annaTree() });

const shell = () => (
  <Routes>
    <Route element={<AppShell />}>
      <Route index element={<h1>Översikt</h1>} />
      <Route path="*" element={<h1>En sida</h1>} />
    </Route>
  </Routes>
);

/** Where the link named `name` goes. */
const hrefOf = (root: ParentNode, name: string) =>
  getByRole(root, 'link', name).getAttribute('href');

const lenaPhoto = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

describe('sidebar', () => {
  beforeEach(async () => {
    await loadHostStyles();
    await setViewport({ width: 1300, height: 900 });
  });
  const mount = hostMountPerTest();

  async function mountFor(profile: MemberProfile, path = '/') {
    const { bridge } = createTestBridge();
    signIn(bridge, profile);
    const { api, requests } = recordingApi();
    const { container } = await mount(shell(), { bridge, path, services: { api } });
    return { container, requests };
  }

  it('Anna sees the overview entry and her groups, with mapped icons; an empty group is hidden', async () => {
    const { container } = await mountFor(anna());
    const nav = getByRole(container, 'navigation', 'Huvudmeny');
    equal(hrefOf(nav, 'Översikt'), '/');
    const groups = queryAllByRole(nav, 'button').map((button) => [
      button.textContent,
      button.querySelector('.menu-icon')?.getAttribute('data-icon'),
      button.getAttribute('aria-expanded'),
    ]);
    deepEqual(groups, [
      ['Skogsgårdens affärer', 'forest', 'true'],
      ['Skogsgårdens ekonomi', 'savings', 'true'],
      ['Medlem i Granskog', 'group', 'true'],
    ]);
    equal(queryByRole(nav, 'button', 'Tom grupp'), null, 'a group without children is hidden');
    equal(queryByRole(nav, 'link', 'Dold sida'), null, 'showInMenu false is hidden');
    equal(queryByRole(nav, 'link', 'Stängd sida'), null, 'hasAccess false is hidden');
    equal(hrefOf(nav, 'Mina dokument'), '/skogsgardens-affarer/mina-dokument/');
    const chipped = getByRole(nav, 'link', /^Beställda tjänster/);
    equal(chipped.querySelector('.chip')?.textContent, 'Ny', 'the menu chip as a small label');
  });

  it('external children are plain links below the menu that open in a new window', async () => {
    const { container, requests } = await mountFor(anna());
    const nav = getByRole(container, 'navigation', 'Huvudmeny');
    const list = present(nav.querySelector('[aria-label="Fler länkar"]'), 'external list');
    const menu = present(nav.querySelector('.menu'), 'menu');
    assert(
      menu.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
      'listed after the menu',
    );
    const link = getByRole(list, 'link', 'Virkespriser (öppnas i nytt fönster)');
    equal(link.getAttribute('href'), 'https://granskog.test/virkespriser');
    equal(link.getAttribute('target'), '_blank');
    equal(link.getAttribute('rel'), 'noopener noreferrer');
    equal(queryByRole(menu, 'link', /Virkespriser/), null, 'not in the menu itself');

    document.addEventListener('click', (event) => event.preventDefault(), {
      capture: true,
      once: true,
    });
    await update(() => link.click());
    deepEqual(requests, ['POST api/v1/production/customevents/openLink']);
  });

  it("shows Anna's inspectors with phone, e-mail, and a photo or initials", async () => {
    const { container } = await mountFor(anna());
    const section = present(
      container.querySelector<HTMLElement>('section.inspectors'),
      'inspector section',
    );
    equal(getByRole(section, 'heading').textContent, 'Dina kontaktpersoner');
    const cards = [...section.querySelectorAll('li')];
    equal(cards.length, 2);
    const [karl, lena] = [present(cards[0], 'Karl'), present(cards[1], 'Lena')];
    equal(karl.querySelector('.inspector-name')?.textContent, 'Karl Virkesson');
    equal(karl.querySelector('.inspector-initials')?.textContent, 'KV');
    equal(hrefOf(karl, 'Telefon +46 70 111 22 33'), 'tel:+46701112233');
    equal(hrefOf(karl, 'E-post karl@granskog.test'), 'mailto:karl@granskog.test');
    equal(lena.querySelector('img')?.getAttribute('src'), lenaPhoto);
    equal(lena.querySelector('img')?.getAttribute('alt'), '', 'the name is written beside it');
  });

  it('has the support button, the provider site, contact links and cookie settings', async () => {
    const { container } = await mountFor(anna());
    equal(hrefOf(container, 'Kontakta support'), '/medlem-i-granskog/skogsagarsupport/');
    equal(hrefOf(container, 'Till Granskogs webbplats'), 'https://granskog.test/');
    equal(hrefOf(container, 'Kontakta oss'), 'https://granskog.test/kontakt');
    const phone = getByRole(container, 'link', 'Telefon 010-123 45 67');
    equal(phone.getAttribute('href'), 'tel:0101234567');
    equal(phone.querySelector('svg')?.getAttribute('data-icon'), 'phone');
    const mail = getByRole(container, 'link', 'E-post medlem@granskog.test');
    equal(mail.querySelector('svg')?.getAttribute('data-icon'), 'email');

    let asked = false;
    const onAsk = (event: Event) => {
      asked = true;
      event.preventDefault(); // a consent manager opens its own dialog
    };
    document.addEventListener('portal-cookie-settings', onAsk);
    getByRole(container, 'button', 'Cookieinställningar').click();
    document.removeEventListener('portal-cookie-settings', onAsk);
    assert(asked, 'the cookie settings were asked for');
  });

  it('each submenu item is 50 px high (platform §9), enabled or disabled', async () => {
    const { container } = await mountFor(david());
    const nav = getByRole(container, 'navigation', 'Huvudmeny');
    const items = [...nav.querySelectorAll<HTMLElement>('.submenu .menu-link')];
    assert(items.length >= 5, 'submenu items are shown');
    assert(
      items.some((item) => item.getAttribute('aria-disabled') === 'true'),
      'a disabled item is measured too',
    );
    deepEqual(
      items.map((item) => [item.textContent, item.getBoundingClientRect().height]),
      items.map((item) => [item.textContent, submenuItemHeight]),
    );
  });

  it('the tooltip wraps at 200 px (platform §9) rather than growing wider', async () => {
    const { container } = await mountFor(david());
    const proxies = getByRole(
      getByRole(container, 'navigation', 'Huvudmeny'),
      'link',
      'Fullmakter',
    );
    const tooltip = present(
      document.getElementById(proxies.getAttribute('aria-describedby') ?? ''),
      'tooltip',
    );
    proxies.focus();
    const box = tooltip.getBoundingClientRect();
    equal(box.width, tooltipMaxWidth, 'its text is longer than one 200 px line');
    const lineHeight = parseFloat(getComputedStyle(tooltip).lineHeight);
    assert(box.height > 2 * lineHeight, `wrapped onto several lines (${box.height} px)`);
  });

  it("David's inaccessible entries are disabled links with the tooltip, still focusable", async () => {
    const { container } = await mountFor(david());
    const nav = getByRole(container, 'navigation', 'Huvudmeny');
    const disabled = queryAllByRole(nav, 'link').filter(
      (link) => link.getAttribute('aria-disabled') === 'true',
    );
    deepEqual(
      disabled.map((link) => link.textContent),
      ['Beställda tjänsterNy', 'Leveransvirke', 'Mina insatsval', 'Konton', 'Fullmakter'],
    );
    const proxies = getByRole(nav, 'link', 'Fullmakter');
    equal(proxies.getAttribute('href'), null, 'nowhere to go');
    equal(proxies.tabIndex, 0, 'kept in the tab order');
    const tooltip = present(
      document.getElementById(proxies.getAttribute('aria-describedby') ?? ''),
      'tooltip',
    );
    equal(tooltip.getAttribute('role'), 'tooltip');
    equal(tooltip.textContent, 'Du har inte rättighet att utföra denna åtgärd.');
    equal(getComputedStyle(tooltip).visibility, 'hidden', 'hidden until hover or focus');
    proxies.focus();
    equal(getComputedStyle(tooltip).visibility, 'visible', 'shown on focus');
    equal(getComputedStyle(tooltip).maxWidth, '200px');
    await update(() => sendKeys({ press: 'Escape' }));
    equal(getComputedStyle(tooltip).visibility, 'hidden', 'Escape dismisses it');
    await update(() => sendKeys({ press: 'Enter' }));
    equal(document.activeElement, proxies, 'Enter goes nowhere');
    assert(
      getByRole(nav, 'link', 'Mina dokument').getAttribute('aria-disabled') === null,
      'documents stay open to David',
    );
  });

  it('is always shown from 1260 px, without a menu button', async () => {
    await setViewport({ width: 1260, height: 900 });
    const { container } = await mountFor(anna());
    equal(queryByRole(container, 'button', 'Meny'), null);
    getByRole(container, 'navigation', 'Huvudmeny');
    equal(getComputedStyle(present(container.querySelector('.sidebar'), 'sidebar')).width, '390px');
  });

  it('below 1260 px the Meny button opens it, focus moves in, Escape closes it', async () => {
    await setViewport({ width: 1259, height: 900 });
    const { container } = await mountFor(anna());
    const button = getByRole(container, 'button', 'Meny');
    equal(button.getAttribute('aria-expanded'), 'false');
    equal(queryByRole(container, 'navigation', 'Huvudmeny'), null, 'hidden while closed');
    const sidebar = present(
      document.getElementById(button.getAttribute('aria-controls') ?? ''),
      'sidebar',
    );

    await update(() => button.click());
    equal(button.getAttribute('aria-expanded'), 'true');
    getByRole(container, 'navigation', 'Huvudmeny');
    equal(document.activeElement?.textContent, 'Översikt', 'focus on the first link');
    equal(getComputedStyle(sidebar).position, 'fixed');

    await update(() => sendKeys({ press: 'Escape' }));
    equal(button.getAttribute('aria-expanded'), 'false');
    equal(document.activeElement, button, 'focus back on the button');

    await update(() => button.click());
    await update(() => {
      getByRole(container, 'main').dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true }),
      );
    });
    equal(button.getAttribute('aria-expanded'), 'false', 'a click outside closes it');

    await update(() => button.click());
    await update(() => getByRole(container, 'link', 'Mina dokument').click());
    equal(button.getAttribute('aria-expanded'), 'false', 'following a link closes it');
    equal(document.activeElement, getByRole(container, 'main'), 'focus on the page');
    equal(getByRole(container, 'main').textContent, 'En sida');
  });

  it('switches between toggled and permanent when the window is resized', async () => {
    await setViewport({ width: 1000, height: 900 });
    const { container } = await mountFor(anna());
    getByRole(container, 'button', 'Meny');
    // The layout follows the width once the resize has settled (a 150 ms debounce).
    await setViewport({ width: 1400, height: 900 });
    await waitUntil(() => equal(queryByRole(container, 'button', 'Meny'), null));
    getByRole(container, 'navigation', 'Huvudmeny');
    await setViewport({ width: 800, height: 900 });
    await waitUntil(() => getByRole(container, 'button', 'Meny'));
    equal(queryByRole(container, 'navigation', 'Huvudmeny'), null);
  });

  it('the keyboard goes skip link, header, menu, and groups fold with Enter', async () => {
    const { container } = await mountFor(anna());
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement?.textContent, 'Hoppa till innehållet', 'skip link first');
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      names.push(document.activeElement?.textContent ?? '');
    }
    deepEqual(names, [
      'Granskog Mina sidor, till startsidan',
      'AAnna Skog, profilmeny▾',
      'Översikt',
      'Skogsgårdens affärer',
    ]);
    const group = document.activeElement as HTMLElement;
    await update(() => sendKeys({ press: 'Enter' }));
    equal(group.getAttribute('aria-expanded'), 'false');
    equal(queryByRole(container, 'link', 'Mina dokument'), null, 'folded away');
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement?.textContent, 'Skogsgårdens ekonomi', 'folded links are skipped');
    await update(() => sendKeys({ press: 'Shift+Tab' }));
    await update(() => sendKeys({ press: 'Space' }));
    equal(group.getAttribute('aria-expanded'), 'true');
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement?.textContent, 'Mina dokument');
  });

  it('is not there for a signed-out visitor', async () => {
    const { bridge } = createTestBridge();
    bridge.auth.set({ status: 'signedOut', user: null });
    const { container } = await mount(shell(), { bridge });
    equal(container.querySelector('.sidebar'), null);
    getByRole(container, 'navigation', 'Huvudmeny');
    await waitFor(() => getByRole(container, 'button', 'Logga in'));
  });
});
