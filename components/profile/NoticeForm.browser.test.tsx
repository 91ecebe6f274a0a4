import { beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';
import { profilePerTest } from './testing.ts';

const home = '/medlem-i-granskog/profil/';

/** A kind's fieldset by its legend. */
function group(root: HTMLElement, legend: string): HTMLFieldSetElement {
  const found = [...root.querySelectorAll('fieldset')].find(
    (set) => set.querySelector('legend')?.textContent?.trim() === legend,
  );
  if (!found) throw new Error(`No group with the legend ${legend}`);
  return found;
}

/** The checkboxes of one kind's group (its legend) as channel label -> checked. */
function choices(root: HTMLElement, legend: string): Record<string, boolean> {
  const set = group(root, legend);
  return Object.fromEntries(
    [...set.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((box) => [
      box.labels?.[0]?.textContent?.trim().split(/\s{2,}|\n/)[0] ?? '',
      box.checked,
    ]),
  );
}
const checkbox = (root: HTMLElement, legend: string, channel: 'E-post' | 'Sms') =>
  [...group(root, legend).querySelectorAll<HTMLInputElement>('input')].find((box) =>
    box.labels?.[0]?.textContent?.startsWith(channel),
  )!;

describe('portal-profile: Aviseringar via e-post och sms', () => {
  const page = profilePerTest();
  const toasts = showToastsPerTest();
  beforeEach(() => {
    toasts();
  });

  async function mount() {
    const root = page.open(home);
    await waitFor(() => getByRole(root, 'heading', 'Aviseringar via e-post och sms'));
    await waitFor(() => getByRole(root, 'button', 'Spara aviseringar'));
    return root;
  }

  it('shows the defaults: e-mail for every kind, no SMS', async () => {
    const root = await mount();
    for (const legend of [
      'Sista dagar för det du behöver göra',
      'Pengar som bokats på dina konton',
      'Leveranser och granskningar',
      'Maskiner som kommer till din mark',
    ]) {
      deepEqual(choices(root, legend), { 'E-post': true, Sms: false }, legend);
    }
    await expectNoAxeViolations(root);
  });

  it('saves SMS for deadlines and no e-mail about money, with the shared schema, then says so', async () => {
    const root = await mount();
    checkbox(root, 'Sista dagar för det du behöver göra', 'Sms').click();
    checkbox(root, 'Pengar som bokats på dina konton', 'E-post').click();
    getByRole(root, 'button', 'Spara aviseringar').click();
    await waitFor(() =>
      assert(visibleText(toasts()).includes('Dina val av aviseringar är sparade.')),
    );
    const put = page.api.calls.find((call) => call.method === 'PUT');
    equal(put?.path, '/api/v1/memberProfiles/current/notices');
    deepEqual(put?.body, {
      deadlines: ['email', 'sms'],
      money: [],
      deliveries: ['email'],
      workOrders: ['email'],
    });
    await waitFor(() =>
      equal(document.activeElement?.textContent, 'Spara aviseringar', 'focus stays on Spara'),
    );
    deepEqual(choices(root, 'Pengar som bokats på dina konton'), { 'E-post': false, Sms: false });
    deepEqual(choices(root, 'Sista dagar för det du behöver göra'), { 'E-post': true, Sms: true });
  });

  it('says when there is no mobile number to send SMS to', async () => {
    page.api.notices.hasMobile = false;
    const root = await mount();
    const sms = checkbox(root, 'Maskiner som kommer till din mark', 'Sms');
    const described = (sms.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    assert(
      described.includes('Du har inget mobilnummer hos oss') ||
        visibleText(root).includes('Du har inget mobilnummer hos oss'),
      'the hint is shown',
    );
  });

  it('shows the failure when the save is refused and keeps the choices', async () => {
    page.api.answer('saveNoticePreferences', problem('forbidden'));
    const root = await mount();
    checkbox(root, 'Leveranser och granskningar', 'Sms').click();
    getByRole(root, 'button', 'Spara aviseringar').click();
    await waitFor(() => getByRole(root, 'alert', /Dina val av aviseringar kunde inte sparas\./));
    equal(checkbox(root, 'Leveranser och granskningar', 'Sms').checked, true);
  });

  it('offers no form to a proxy without the profile write role', async () => {
    page.harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    const root = page.open(home);
    await waitFor(() => getByRole(root, 'heading', 'Aviseringar via e-post och sms'));
    await waitFor(() =>
      assert(visibleText(root).includes('Du har inte behörighet att ändra aviseringar.')),
    );
    equal(queryByRole(root, 'button', 'Spara aviseringar'), null);
  });
});
