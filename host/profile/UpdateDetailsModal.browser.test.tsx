import { sendKeys } from '@web/test-runner-commands';
import { useLocation } from 'react-router';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { getByRole, queryByRole } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import {
  isOverAYearAgo,
  needsDetailsPrompt,
  UpdateDetailsModal,
  updateDetailsPromptedKey,
} from './UpdateDetailsModal.tsx';

const today = new Date('2026-11-21T09:00:00Z');
const profileRoles = ['Service_Profile_Common_Read', 'Service_Profile_Common_Write'];
const david = testProfile({
  name: 'David Ek',
  customerNo: '100004',
  roles: profileRoles,
  lastModifiedEmailPhone: null,
});
const anna = testProfile({
  name: 'Anna Skog',
  roles: profileRoles,
  lastModifiedEmailPhone: '2026-06-01T10:00:00.000Z',
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('update-details modal', () => {
  const mount = hostMountPerTest({ clearSessionStorage: true });
  let mounted: Mounted | undefined;

  async function show(profile: MemberProfile, options: { path?: string; proxy?: string } = {}) {
    const { bridge } = createTestBridge();
    signIn(bridge, profile);
    if (options.proxy) {
      bridge.proxy.set({
        userId: options.proxy,
        profile: { state: 'loading', data: null, error: null },
      });
    }
    mounted = await mount(
      <>
        <UpdateDetailsModal now={() => today} />
        <Where />
      </>,
      { bridge, path: options.path ?? '/' },
    );
    return mounted.container;
  }
  const dialog = (root: HTMLElement) =>
    queryByRole(root, 'dialog', 'Stämmer dina kontaktuppgifter?');
  /** The dialog is a lazy chunk: it shows a moment after the decision. */
  const shownDialog = (root: HTMLElement) =>
    waitFor(() => {
      const found = dialog(root);
      assert(found, 'the modal is shown');
      return found;
    });
  /** Not shown, and not about to be: the decision (remembered for the session) was no. */
  const notAsked = (root: HTMLElement) => {
    equal(dialog(root), null);
    equal(sessionStorage.getItem(updateDetailsPromptedKey), null, 'not decided to show');
  };

  it('puts focus back where it was after "Inte nu" (issue 10)', async () => {
    const before = document.createElement('button');
    before.textContent = 'Där jag var';
    document.body.append(before);
    before.focus();
    try {
      const modal = await shownDialog(await show(david));
      equal(document.activeElement, getByRole(modal, 'button', 'Uppdatera mina uppgifter'));
      await update(() => getByRole(modal, 'button', 'Inte nu').click());
      equal(document.activeElement, before);
    } finally {
      before.remove();
    }
  });

  it('asks David, who never confirmed his details, once per session', async () => {
    const root = await show(david);
    const modal = await shownDialog(root);
    assert(modal.textContent?.includes('Du har inte bekräftat dina kontaktuppgifter ännu.'));
    equal(document.activeElement, getByRole(modal, 'button', 'Uppdatera mina uppgifter'));
    await expectNoAxeViolations(root);
    await update(() => getByRole(modal, 'button', 'Inte nu').click());
    equal(dialog(root), null, '"Inte nu" closes it');
    assert(sessionStorage.getItem(updateDetailsPromptedKey), 'remembered for the session');

    await mounted!.unmount();
    const again = await show(david, { path: '/skogsgardens-affarer/mina-dokument/' });
    await import('./UpdateDetailsDialog.tsx'); // the chunk is there: no wait would show it
    await update(() => undefined);
    equal(dialog(again), null, 'not again in the same session');
  });

  it('takes David to the confirm page', async () => {
    const root = await show(david);
    const modal = await shownDialog(root);
    await update(() => getByRole(modal, 'button', 'Uppdatera mina uppgifter').click());
    equal(dialog(root), null);
    equal(
      root.querySelector('[data-testid="where"]')?.textContent,
      '/medlem-i-granskog/profil/bekrafta',
    );
  });

  it('closes on Escape', async () => {
    const root = await show(david);
    await shownDialog(root);
    await update(() => sendKeys({ press: 'Escape' }));
    equal(dialog(root), null);
  });

  it('does not ask Anna, who confirmed hers this year', async () => {
    notAsked(await show(anna));
  });

  it('asks Anna when her details are more than a year old', async () => {
    const root = await show({ ...anna, lastModifiedEmailPhone: '2025-11-20T09:00:00.000Z' });
    assert(
      (await shownDialog(root)).textContent?.includes(
        'Det är mer än ett år sedan du såg över dina kontaktuppgifter.',
      ),
    );
  });

  it('never asks while staff impersonate David', async () => {
    const root = await show({
      ...david,
      isMemberImpersonated: true,
      impersonatedMemberName: 'David Ek',
    });
    notAsked(root);
  });

  it('never asks while a proxy is in use', async () => {
    const root = await show(david, { proxy: '00000000-0000-4000-8000-000000000002' });
    notAsked(root);
  });

  it('does not interrupt the profile pages themselves', async () => {
    const root = await show(david, { path: '/medlem-i-granskog/profil/bekrafta' });
    notAsked(root);
  });

  it('follows the rule of one year and the roles', () => {
    equal(isOverAYearAgo('2025-11-21T09:00:00Z', today), false, 'exactly a year: not yet');
    equal(isOverAYearAgo('2025-11-21T08:59:59Z', today), true);
    equal(
      needsDetailsPrompt({ ...david, roles: [] }, null, today),
      false,
      'cannot edit: no prompt',
    );
    equal(needsDetailsPrompt(david, null, today), true);
  });
});
