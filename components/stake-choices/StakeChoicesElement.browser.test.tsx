import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { getByRole, queryByRole } from '../../shared/ui/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoIds, type DemoChoice } from '../../tests/harness/profiles.ts';
import { stakeChoicesPerTest, type FakeOptions } from './testing.ts';

const home = '/skogsgardens-ekonomi/mina-insatsval/';

const radio = (root: HTMLElement, label: string) => {
  const found = [...root.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  );
  return found?.querySelector('input') as HTMLInputElement;
};

/** A fieldset (role group) by its legend. */
const groupNamed = (root: HTMLElement, legend: string) =>
  [...root.querySelectorAll('fieldset')].find(
    (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
  );

describe('portal-stake-choices', () => {
  // The saved choice is confirmed by the portal's toast (platform §9), shown as the host does.
  const toasts = showToastsPerTest();
  const page = stakeChoicesPerTest();

  /** Mounts the element for the person (Anna) on her choices, unless given, once it shows. */
  async function mountFor(fake?: FakeOptions, choice?: DemoChoice) {
    if (fake || choice) page.setUp(choice, fake);
    const element = page.open(home);
    await waitFor(() => getByRole(element, 'heading', 'Dina insatsval'));
    return element;
  }

  it("shows Anna's choice and saves a new one with the version it showed", async () => {
    const root = await mountFor({
      choices: { stakePercent: 4, aboveStakeParticipation: false, version: 3 },
    });
    await waitFor(() => assert(radio(root, '4 procent').checked, '4 % chosen'));
    assert(radio(root, 'Nej').checked);
    assert(groupNamed(root, 'Insatsavdrag från virkeslikviden'), 'the stake group');
    await expectNoAxeViolations(root);

    radio(root, '2 procent').focus();
    await sendKeys({ press: 'Space' });
    radio(root, 'Ja, jag vill delta med överinsats').click();
    getByRole(root, 'button', 'Spara mina insatsval').click();
    await waitFor(() => getByRole(toasts(), 'status', /^Dina insatsval är sparade\./));
    await waitFor(() => equal(document.activeElement?.textContent, 'Dina insatsval'));
    await expectNoAxeViolations(toasts());
    const put = page.api.calls[1];
    deepEqual(
      put && { method: put.method, ifMatch: put.ifMatch, userId: put.userId, body: put.body },
      {
        method: 'PUT',
        ifMatch: '"3"',
        userId: null,
        body: { stakePercent: 2, aboveStakeParticipation: true },
      },
    );
  });

  it('shows the §9 default of 4 % chosen when the member never chose, and asks only for the rest (issue 28)', async () => {
    const root = await mountFor({
      choices: { stakePercent: null, aboveStakeParticipation: null, version: 1 },
    });
    const save = await waitFor(() => getByRole(root, 'button', 'Spara mina insatsval'));
    assert(radio(root, '4 procent').checked, '4 procent stands chosen');
    assert(!radio(root, '2 procent').checked);
    save.click();
    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(
      [...summary.querySelectorAll('li')].map((li) => li.textContent),
      ['Välj om du vill delta med överinsats'],
    );
    equal(
      document.activeElement,
      radio(root, 'Ja, jag vill delta med överinsats'),
      'focus on the first choice left',
    );
    const group = groupNamed(root, 'Överinsats')!;
    assert(
      (group.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some(
          (id) =>
            document.getElementById(id)?.textContent === 'Välj om du vill delta med överinsats',
        ),
      'the group names its error',
    );
    equal(page.api.calls.filter((call) => call.method === 'PUT').length, 0, 'nothing sent');
    await expectNoAxeViolations(root);
  });

  it('fetches the latest choices again after a conflict and says so in Swedish', async () => {
    const root = await mountFor({
      choices: { stakePercent: 4, aboveStakeParticipation: false, version: 3 },
    });
    const save = await waitFor(() => getByRole(root, 'button', 'Spara mina insatsval'));
    // Meanwhile the choices change in another window: the version the form shows is stale.
    Object.assign(page.api.choices, { stakePercent: 2, aboveStakeParticipation: true, version: 5 });
    save.click();
    await waitFor(() =>
      getByRole(
        root,
        'alert',
        'Dina insatsval kunde inte sparas. Dina insatsval har ändrats sedan sidan visades, kanske i ett annat fönster. Vi har hämtat de senaste valen. Gör ändringen igen.',
      ),
    );
    await waitFor(() => assert(radio(root, '2 procent').checked, 'the latest choice shows'));
  });

  it('refuses Anna acting for Bertil in Swedish, sending his id', async () => {
    page.setUp({ person: 'anna', proxy: 'bertil' });
    page.api.answer('getStakeChoices', problem('forbidden'));
    const element = page.open(home);
    await waitFor(() =>
      getByRole(element, 'alert', /Du har inte rättighet att utföra denna åtgärd\./),
    );
    equal(page.api.calls[0]?.userId, demoIds.bertil);
    equal(queryByRole(element, 'button', 'Spara mina insatsval'), null);
  });
});
