import { describe, it } from '../../shared/testing/mocha.ts';
import { sendKeys } from '@web/test-runner-commands';
import { ProfileMenu } from './ProfileMenu.tsx';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import {
  getByRole,
  nextFrame,
  queryAllByRole,
  queryByRole,
  waitFor,
} from '../../shared/testing/dom.ts';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';

const itemNames = (root: ParentNode) =>
  queryAllByRole(root, 'menuitem').map((item) => item.textContent);

describe('profile menu', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  async function mountMenu(roleManagement: boolean) {
    const { bridge, calls } = createTestBridge();
    signIn(bridge, testProfile({ name: 'Anna Ek' }));
    bridge.features.set({
      state: 'loaded',
      data: [
        { name: 'RoleManagement', isEnabled: roleManagement, useEpiserverRouteAsFallback: false },
      ],
      error: null,
    });
    mounted = await mount(<ProfileMenu />, { bridge });
    const { container } = mounted;
    return {
      bridge,
      calls,
      container,
      button: getByRole(container, 'button', 'Anna Ek, profilmeny'),
    };
  }

  /** The menu opened with `key` from its focused button, as a keyboard user opens it. */
  async function openWithKey(key: string) {
    const menu = await mountMenu(false);
    menu.button.focus();
    await update(() => sendKeys({ press: key }));
    await nextFrame();
    return menu;
  }

  it("shows Anna's name on a closed menu button", async () => {
    const { container, button } = await mountMenu(false);
    equal(button.getAttribute('aria-haspopup'), 'menu');
    equal(button.getAttribute('aria-expanded'), 'false');
    assert(button.textContent?.includes('Anna Ek'), 'name visible');
    equal(queryByRole(container, 'menu'), null);
  });

  it('Anna opens the menu with Enter, moves with the arrows and closes with Escape', async () => {
    const { container, button } = await openWithKey('Enter');
    equal(button.getAttribute('aria-expanded'), 'true');
    const menu = getByRole(container, 'menu');
    deepEqual(itemNames(menu), ['Mina uppgifter', 'Mina insatsval', 'Logga ut']);
    equal(document.activeElement?.textContent, 'Mina uppgifter');

    await update(() => sendKeys({ press: 'ArrowDown' }));
    equal(document.activeElement?.textContent, 'Mina insatsval');
    await update(() => sendKeys({ press: 'ArrowDown' }));
    await update(() => sendKeys({ press: 'ArrowDown' }));
    equal(document.activeElement?.textContent, 'Mina uppgifter', 'wraps to the first item');
    await update(() => sendKeys({ press: 'ArrowUp' }));
    equal(document.activeElement?.textContent, 'Logga ut', 'wraps to the last item');

    await update(() => sendKeys({ press: 'Escape' }));
    equal(button.getAttribute('aria-expanded'), 'false');
    equal(queryByRole(container, 'menu'), null);
    equal(document.activeElement, button, 'focus back on the button');
  });

  it('opens with Space and with ArrowUp on the last item', async () => {
    await openWithKey('Space');
    equal(document.activeElement?.textContent, 'Mina uppgifter');
    await update(() => sendKeys({ press: 'Escape' }));
    await update(() => sendKeys({ press: 'ArrowUp' }));
    await nextFrame();
    equal(document.activeElement?.textContent, 'Logga ut');
  });

  it('links to the details home, economics home and sign-out', async () => {
    const { container, button } = await mountMenu(false);
    await update(() => button.click());
    const hrefs = queryAllByRole(container, 'menuitem').map((item) => item.getAttribute('href'));
    deepEqual(hrefs, [
      '/medlem-i-granskog/profil/',
      '/skogsgardens-ekonomi/mina-insatsval/',
      '/authentication/logout',
    ]);
  });

  it("offers 'Byt profil' only when RoleManagement is enabled", async () => {
    const { container, button } = await mountMenu(true);
    await update(() => button.click());
    deepEqual(itemNames(container), ['Mina uppgifter', 'Mina insatsval', 'Byt profil', 'Logga ut']);
  });

  it("'Byt profil' lets Anna choose Karin's proxy", async () => {
    const { bridge, calls, container } = await mountMenu(true);
    bridge.myProfile.set({
      state: 'loaded',
      data: testProfile({
        proxies: [
          { giverContactId: '2002', giverContactName: 'Karin Björk', roles: [], details: [] },
        ],
      }),
      error: null,
    });
    await update(() => getByRole(container, 'button', /profilmeny/).click());
    await update(() => getByRole(container, 'menuitem', 'Byt profil').click());
    // Rendered first, opened (showModal) by an effect after.
    const dialog = await waitFor(() => {
      const found = getByRole(document, 'dialog') as HTMLDialogElement;
      assert(found.open, 'dialog open');
      return found;
    });
    await update(async () => {
      getByRole(dialog, 'button', 'Välj Karin Björk').click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    deepEqual(calls, [['useProxy', '2002']]);
    await waitFor(() => getByRole(dialog, 'status'));
    equal(getByRole(dialog, 'status').textContent, 'Du företräder nu Karin Björk.');
  });
});
