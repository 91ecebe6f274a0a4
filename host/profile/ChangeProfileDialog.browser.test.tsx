import { provideImplementation, type PortalBridge } from '@portal/bridge';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError } from '../../shared/api/apiError.ts';
import type { MemberProfile, ProfileProxy } from '../../shared/contracts/memberProfile.ts';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, queryAllByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { ChangeProfileDialog } from '../layout/ChangeProfileDialog.tsx';
import { ProfileMenu } from '../layout/ProfileMenu.tsx';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { liquidity, sign } from './testing.ts';

const bertil: ProfileProxy = {
  giverContactId: 'bertil',
  giverContactName: 'Bertil Gran',
  roles: ['Service_TimberManager_Agreements_Read'],
  details: [sign],
};
const karin: ProfileProxy = {
  giverContactId: 'karin',
  giverContactName: 'Karin Björk',
  roles: [],
  details: [liquidity, { ...sign, text: 'Samma behörighet, annan text.' }],
};
const anna = (proxies: ProfileProxy[] = [bertil]): MemberProfile =>
  testProfile({ memberId: 'anna', name: 'Anna Skog', proxies });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The host's switch, held open until the test lets it finish. */
function pendingSwitches(bridge: PortalBridge) {
  const calls: unknown[][] = [];
  const pending: ReturnType<typeof deferred>[] = [];
  const hold = (call: unknown[]) => {
    calls.push(call);
    const next = deferred();
    pending.push(next);
    return next.promise;
  };
  provideImplementation(bridge, {
    signIn: async () => {},
    signOut: async () => {},
    useProxy: (userId) => hold(['useProxy', userId]),
    useMyProfile: () => hold(['useMyProfile']),
    navigate: () => {},
    getAccessToken: async () => null,
  });
  return { calls, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('change-profile dialog', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  async function open(profile = anna()) {
    const { bridge, calls } = createTestBridge();
    signIn(bridge, profile);
    const closed: string[] = [];
    mounted = await mount(<ChangeProfileDialog onClose={() => closed.push('closed')} />, {
      bridge,
    });
    const dialog = getByRole(document, 'dialog', 'Byt profil') as HTMLDialogElement;
    return { bridge, calls, closed, dialog };
  }

  it("lists Anna's own profile and Bertil's proxy with what it allows", async () => {
    const { dialog } = await open();
    assert(dialog.open && dialog.matches(':modal'), 'a modal dialog');
    const items = [...dialog.querySelectorAll('li')].map((li) => li.textContent);
    deepEqual(items, [
      'Anna Skog Min profilDina egna uppgifter och tjänster.Används nu',
      'Bertil Gran FullmaktFår: Signera skogsavtalVälj',
    ]);
    const choose = getByRole(dialog, 'button', 'Välj Bertil Gran');
    equal(
      document.getElementById(choose.getAttribute('aria-describedby')!)?.textContent,
      'Får: Signera skogsavtal',
    );
    equal(queryByRole(dialog, 'button', 'Välj Anna Skog'), null, 'her own profile is in use');
  });

  it('offers her own profile back while she acts for Bertil', async () => {
    const { bridge, dialog } = await open();
    await update(() =>
      bridge.proxy.set({
        userId: 'bertil',
        profile: { state: 'loaded', data: testProfile({ name: 'Bertil Gran' }), error: null },
      }),
    );
    getByRole(dialog, 'button', 'Välj Anna Skog');
    equal(queryByRole(dialog, 'button', 'Välj Bertil Gran'), null);
    assert(dialog.querySelectorAll('li')[1]?.textContent?.includes('Används nu'), 'Bertil in use');
  });

  it('explains each distinct permission once, sorted by code, in an info modal', async () => {
    const { dialog, closed } = await open(anna([bertil, karin]));
    const readMore = getByRole(dialog, 'button', 'Läs mer om behörigheter');
    // A key press, as a member opens it: the browser groups modals opened without a user
    // action, and one Escape would then close both.
    readMore.focus();
    await update(() => sendKeys({ press: 'Enter' }));
    const info = getByRole(document, 'dialog', 'Om behörigheter') as HTMLDialogElement;
    assert(info.matches(':modal'), 'the info modal is open over the dialog');
    deepEqual(
      [...info.querySelectorAll('dt')].map((dt) => dt.textContent),
      ['Välja likvidmottagare', 'Signera skogsavtal'],
    );
    deepEqual(
      [...info.querySelectorAll('dd')].map((dd) => dd.textContent),
      [liquidity.text, sign.text],
    );

    await update(() => sendKeys({ press: 'Escape' }));
    await waitFor(() => equal(queryByRole(document, 'dialog', 'Om behörigheter'), null));
    assert(dialog.open, 'Escape closed only the info modal');
    deepEqual(closed, []);
    equal(document.activeElement, readMore, 'focus back on the read-more button');
  });

  it('shows that it is switching, then confirms with both buttons', async () => {
    const { bridge, dialog } = await open();
    const { calls, pending } = pendingSwitches(bridge);
    const choose = getByRole(dialog, 'button', 'Välj Bertil Gran');
    await update(() => choose.click());
    equal(getByRole(dialog, 'status').textContent, 'Byter till Bertil Gran…');
    equal(choose.getAttribute('aria-disabled'), 'true');
    equal(dialog.querySelector('ul')?.getAttribute('aria-busy'), 'true');
    await update(() => choose.click());
    deepEqual(calls, [['useProxy', 'bertil']], 'a second press does not switch again');

    await update(async () => {
      pending[0]!.resolve();
      await flush();
    });
    equal(getByRole(dialog, 'status').textContent, 'Du företräder nu Bertil Gran.');
    deepEqual(
      queryAllByRole(dialog, 'button').map((b) => b.textContent),
      ['Fortsätt', 'Använd min profil'],
    );
    equal(document.activeElement?.textContent, 'Fortsätt', 'focus on the confirmation');
  });

  it("'Använd min profil' switches back and 'Fortsätt' closes", async () => {
    const { bridge, dialog, closed } = await open();
    const { calls, pending } = pendingSwitches(bridge);
    await update(async () => {
      getByRole(dialog, 'button', 'Välj Bertil Gran').click();
      pending[0]!.resolve();
      await flush();
    });
    await update(() => getByRole(dialog, 'button', 'Använd min profil').click());
    equal(getByRole(dialog, 'status').textContent, 'Byter till Anna Skog…');
    await update(async () => {
      pending[1]!.resolve();
      await flush();
    });
    deepEqual(calls, [['useProxy', 'bertil'], ['useMyProfile']]);
    equal(getByRole(dialog, 'status').textContent, 'Du använder nu din egen profil.');
    deepEqual(
      queryAllByRole(dialog, 'button').map((b) => b.textContent),
      ['Fortsätt'],
    );
    await update(() => getByRole(dialog, 'button', 'Fortsätt').click());
    await waitFor(() => deepEqual(closed, ['closed']));
    assert(!dialog.open, 'closed');
  });

  it('shows an alert in the dialog when the proxy cannot be used', async () => {
    const { bridge, dialog } = await open();
    const { pending } = pendingSwitches(bridge);
    const choose = getByRole(dialog, 'button', 'Välj Bertil Gran');
    choose.focus();
    await update(async () => {
      choose.click();
      pending[0]!.reject(new ApiError(403, 'proxyNotAllowed', null));
      await flush();
    });
    equal(
      getByRole(dialog, 'alert').textContent,
      'Det gick inte att byta profil. Försök igen. Du har inte fullmakt att företräda den medlemmen.',
    );
    equal(getByRole(dialog, 'status').textContent, '');
    equal(choose.getAttribute('aria-disabled'), null, 'she may try again');
    equal(document.activeElement, choose, 'focus stays where she was');
    assert(dialog.open, 'the dialog stays open');
  });

  it('keeps Tab inside the dialog and closes on Escape', async () => {
    const { dialog, closed } = await open();
    const names = () =>
      document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
    equal(names(), 'Välj Bertil Gran', 'showModal focuses the first button');
    const visited: (string | null | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      await update(() => sendKeys({ press: 'Tab' }));
      assert(
        dialog.contains(document.activeElement),
        `focus left the dialog: ${document.activeElement?.outerHTML ?? 'none'}`,
      );
      visited.push(names());
    }
    deepEqual(visited, [
      'Läs mer om behörigheter',
      'Stäng',
      'Välj Bertil Gran',
      'Läs mer om behörigheter',
    ]);
    await update(() => sendKeys({ press: 'Shift+Tab' }));
    await update(() => sendKeys({ press: 'Shift+Tab' }));
    equal(names(), 'Stäng', 'Shift+Tab wraps to the last button');
    await update(() => sendKeys({ press: 'Escape' }));
    await waitFor(() => deepEqual(closed, ['closed']));
  });

  it('opens from the profile menu and gives focus back to the profile button', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge, anna());
    bridge.features.set({
      state: 'loaded',
      data: [{ name: 'RoleManagement', isEnabled: true, useEpiserverRouteAsFallback: false }],
      error: null,
    });
    mounted = await mount(<ProfileMenu />, { bridge });
    const button = getByRole(mounted.container, 'button', 'Anna Skog, profilmeny');
    await update(() => button.click());
    await update(() => getByRole(mounted!.container, 'menuitem', 'Byt profil').click());
    // The dialog is a chunk of its own: it appears once that has loaded.
    const dialog = await waitFor(() =>
      present(queryByRole(document, 'dialog', 'Byt profil'), 'the dialog'),
    );
    await waitFor(() => assert(dialog.contains(document.activeElement), 'focus in the dialog'));
    await update(() => sendKeys({ press: 'Escape' }));
    await waitFor(() => equal(queryByRole(document, 'dialog', 'Byt profil'), null));
    equal(document.activeElement, button);
  });
});
