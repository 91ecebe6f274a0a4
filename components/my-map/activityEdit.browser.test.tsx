import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { activityMessages } from '../../shared/contracts/my-map.ts';
import { base, byLabel, compartmentIds, myMapPerTest, planId } from './testing.ts';

/** Replaces a field's text by typing, as the member does: focus, select all, type. */
async function retype(control: HTMLInputElement, text: string) {
  control.focus();
  control.select();
  await sendKeys({ type: text });
}

/** The error a field is described by (shared/forms: `<id>-error`), or '' without one. */
const fieldError = (control: HTMLElement) =>
  control.getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(`${control.id}-error`)?.textContent ?? '')
    : '';

/**
 * §2.3 / §5 Plan activity: "Ändra åtgärd" on an existing activity opens the form with its
 * values, refuses a bad value with the field's Swedish message (nothing sent), and saves a
 * change that the activity then shows.
 */
describe('portal-my-map: editing an activity', () => {
  const page = myMapPerTest();

  const mount = (path: string) => page.open(path);
  const puts = () => page.api.calls.filter((s) => s.method === 'PUT');

  afterEach(() => {});

  it('opens prefilled, refuses a bad year with its message, saves a change and shows it', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/atgarder/a1/`);
    await waitFor(() => getByRole(root, 'heading', 'Gallring, avdelning 2'));
    const before = visibleText(root);
    assert(before.includes('2028–2029'), before);
    assert(before.includes('150 m³fub'), before);

    const edit = getByRole(root, 'button', 'Ändra åtgärd');
    edit.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() =>
      present(root.querySelector<HTMLElement>('dialog[open]'), 'the dialog'),
    );
    getByRole(dialog, 'heading', 'Ändra åtgärd');
    const startYear = await waitFor(() => byLabel(dialog, 'Startår'));
    // Prefilled with the activity as it is.
    deepEqual(
      {
        proposed: byLabel(dialog, 'Föreslagen').checked,
        compartment: byLabel<HTMLSelectElement>(dialog, 'Avdelning').value,
        type: byLabel<HTMLSelectElement>(dialog, 'Typ av åtgärd').value,
        role: byLabel<HTMLSelectElement>(dialog, 'Roll').value,
        performer: byLabel<HTMLSelectElement>(dialog, 'Utförare').value,
        startYear: startYear.value,
        endYear: byLabel(dialog, 'Slutår').value,
        volume: byLabel(dialog, 'Volym').value,
        unit: byLabel<HTMLSelectElement>(dialog, 'Enhet').value,
      },
      {
        proposed: true,
        compartment: compartmentIds[1],
        type: 'Gallring',
        role: 'Huvudatgard',
        performer: 'Cooperative',
        startYear: '2028',
        endYear: '2029',
        volume: '150',
        unit: 'm3fub',
      },
    );
    await expectNoAxeViolations(dialog);

    // A year before the plan's range: the field says so, and nothing is sent.
    await retype(startYear, '1999');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(fieldError(startYear), activityMessages.startYear));
    assert(visibleText(dialog).includes('Ange startår, 2000–2100.'), visibleText(dialog));
    equal(puts().length, 0);
    await expectNoAxeViolations(dialog);

    // An end before the start is the end year's error.
    const endYear = byLabel(dialog, 'Slutår');
    await retype(startYear, '2030');
    await retype(endYear, '2029');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(fieldError(endYear), activityMessages.endBeforeStart));
    equal(puts().length, 0);

    await retype(endYear, '2031');
    await retype(byLabel(dialog, 'Volym'), '180');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    equal(puts().length, 1);
    const put = puts()[0]!;
    equal(put.url, `/api/v1/my-map/plans/${planId}/activities/a1`);
    const body = put.body as Record<string, unknown>;
    deepEqual(
      [body.type, body.compartmentId, body.startYear, body.endYear, body.harvestVolume, body.unit],
      ['Gallring', compartmentIds[1], 2030, 2031, 180, 'm3fub'],
    );

    // The activity shows the change (loaded again), and focus is back on the button.
    await waitFor(() => assert(visibleText(root).includes('2030–2031'), visibleText(root)));
    assert(visibleText(root).includes('180 m³fub'));
    await waitFor(() =>
      assert(
        document.activeElement === getByRole(root, 'button', 'Ändra åtgärd'),
        `focus on ${document.activeElement?.outerHTML.slice(0, 120)}`,
      ),
    );
    await expectNoAxeViolations(root);
  });

  it('changes the species shares of a performed activity, which opens with its date and shares', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/atgarder/a2/`);
    const edit = await waitFor(() => getByRole(root, 'button', 'Ändra åtgärd'));
    edit.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() =>
      present(root.querySelector<HTMLElement>('dialog[open]'), 'the dialog'),
    );
    const dateDone = await waitFor(() => byLabel(dialog, 'Datum då åtgärden utfördes'));
    equal(dateDone.value, '2023-05-15');
    equal(byLabel(dialog, 'Andel gran (%)').value, '100');
    await retype(byLabel(dialog, 'Andel gran (%)'), '80');
    await retype(byLabel(dialog, 'Andel björk (%)'), '20');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    deepEqual((puts()[0]!.body as { speciesShares: unknown }).speciesShares, [
      { species: 'spruce', percent: 80 },
      { species: 'birch', percent: 20 },
    ]);
    await waitFor(() =>
      assert(visibleText(root).includes('Gran 80 %, Björk 20 %'), visibleText(root)),
    );
  });
});
