import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal, present } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import {
  base,
  byLabel,
  type FakeMyMapApi,
  type FakeMyMapOptions,
  compartmentIds,
  myMapPerTest,
  openDialog,
  planId,
  setValue,
} from './testing.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import type { Calculations } from '../../shared/contracts/my-map/calculations.ts';

/**
 * §8 "My map": what the member sees when each call fails, screen by screen, and that the
 * retry the message offers works (the fake answers the failure once, then as usual).
 */
describe('portal-my-map: failures', () => {
  const page = myMapPerTest();

  const mount = (path: string, options: FakeMyMapOptions = {}) => {
    page.setUp(options);
    return page.open(path);
  };
  /** The next call of the route is refused (a 500 by default). */
  const failOnce = (route: Parameters<FakeMyMapApi['failNext']>[0], type = 'internal') =>
    page.api.failNext(route, type);
  const says = (root: HTMLElement, text: string) =>
    waitFor(() => assert(visibleText(root).includes(text), visibleText(root)));

  afterEach(() => {});

  it('plan not found: says so with a retry that loads it', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    failOnce('getPlan', 'PlanNotFound');
    await says(root, myMapProblems.PlanNotFound.message);
    await expectNoAxeViolations(root);
    getByRole(root, 'button', 'Försök igen').click();
    await waitFor(() => getByRole(root, 'heading', 'Skogsbruksplan Norrskogen 1:4'));
  });

  it('plan save: a comment that could not be saved says so, keeps what was typed and is saved on retry', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[0]}/`);
    const dialog = await openDialog(root, 'Kommentera');
    const typed = 'Vindfällen längs bäcken, tas vid nästa gallring.';
    const field = await waitFor(() => byLabel<HTMLTextAreaElement>(dialog, 'Kommentar'));
    setValue(field, typed);
    failOnce('commentCompartment');
    getByRole(dialog, 'button', 'Spara').click();
    await says(dialog, 'Ändringen i skogsbruksplanen kunde inte sparas. Försök igen.');
    // The dialog stays, with the member's text as typed.
    equal(root.querySelector('dialog[open]'), dialog);
    equal(byLabel<HTMLTextAreaElement>(dialog, 'Kommentar').value, typed);
    await expectNoAxeViolations(dialog);

    getByRole(dialog, 'button', 'Spara').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    const puts = page.api.calls.filter((s) => s.method === 'PUT' && s.url.endsWith('/comment'));
    equal(puts.length, 2);
    equal((puts[1]!.body as { comment: string }).comment, typed);
    await says(root, typed);
  });

  it('plan save: an activity that could not be saved says so and is saved on retry', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    const dialog = await openDialog(root, 'Lägg till åtgärd');
    setValue(await waitFor(() => byLabel<HTMLSelectElement>(dialog, 'Typ av åtgärd')), 'Rojning');
    setValue(byLabel(dialog, 'Startår'), '2027');
    setValue(byLabel(dialog, 'Slutår'), '2027');
    failOnce('createActivity');
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    await says(dialog, myMapProblems.PlanSaveFailed.message);
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 2);
  });

  it('plan save: a compartment edit that could not be saved says so', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[1]}/`);
    const dialog = await openDialog(root, 'Ändra uppgifter');
    setValue(await waitFor(() => byLabel(dialog, 'Ålder (år)')), '46');
    byLabel(dialog, myMapOwnResponsibility).click();
    failOnce('editCompartment');
    getByRole(dialog, 'button', 'Spara').click();
    await says(dialog, myMapProblems.PlanSaveFailed.message);
    getByRole(dialog, 'button', 'Spara').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
  });

  it('plan save: a refusal the member can act on reads as its own code (the plan is locked)', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[1]}/`);
    const dialog = await openDialog(root, 'Kommentera');
    setValue(await waitFor(() => byLabel<HTMLTextAreaElement>(dialog, 'Kommentar')), 'Ny');
    failOnce('commentCompartment', 'PlanLocked');
    getByRole(dialog, 'button', 'Spara').click();
    await says(dialog, myMapProblems.PlanLocked.message);
  });

  it('plan delete: asks first, says when the activity could not be deleted, deletes on retry', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/atgarder/a1/`);
    const deleteButton = await waitFor(() => getByRole(root, 'button', 'Ta bort åtgärd'));
    deleteButton.click();
    let dialog = await waitFor(() =>
      present(root.querySelector<HTMLElement>('dialog[open]'), 'the confirmation'),
    );
    equal(dialog.getAttribute('role'), 'alertdialog');
    await says(dialog, 'Ta bort åtgärden?');
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Behåll').click();
    await waitFor(() => equal(document.activeElement, deleteButton));
    equal(page.api.calls.filter((s) => s.method === 'DELETE').length, 0);

    deleteButton.click();
    dialog = await waitFor(() =>
      present(root.querySelector<HTMLElement>('dialog[open]'), 'the confirmation'),
    );
    failOnce('deleteActivity');
    getByRole(dialog, 'button', 'Ta bort').click();
    await says(dialog, 'Det gick inte att ta bort åtgärden. Försök igen.');
    getByRole(dialog, 'button', 'Ta bort').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    equal(
      page.api.calls.filter(
        (s) => s.method === 'DELETE' && s.url.endsWith(`/plans/${planId}/activities/a1`),
      ).length,
      2,
    );
    // Back to the list once the dialog has closed.
    await waitFor(() =>
      assert(
        page.harness.calls.some(
          ([call, path]) =>
            call === 'navigate' && path === `${base}/skogsbruksplaner/${planId}/atgarder/`,
        ),
      ),
    );
  });

  it('projection: a start that fails says so, and starts on retry', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    const dialog = await openDialog(root, 'Hantera plan');
    const start = await waitFor(() => getByRole(dialog, 'button', /^Räkna upp planen/));
    failOnce('startProjection');
    start.click();
    await says(dialog, myMapProblems.ProjectionFailed.message);
    await expectNoAxeViolations(dialog);
    (await waitFor(() => getByRole(dialog, 'button', /^Räkna upp planen/))).click();
    await says(dialog, 'Uppräkningen är klar');
  });

  it('projection: a job that ended in error, and the season it is off', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    const failed: Calculations = {
      projection: { available: false, nextSeason: '2027-05-01', projectedTo: null },
      report: { available: true },
      calculations: [
        {
          id: 'calc-9',
          kind: 'projection',
          state: 'error',
          createdAt: '2026-06-02T10:00:00Z',
          finishedAt: '2026-06-02T10:00:03Z',
          projection: null,
          report: null,
        },
      ],
    };
    page.api.answer('listCalculations', failed);
    const again = await openDialog(root, 'Hantera plan');
    await says(again, myMapProblems.ProjectionDisabled.message);
    assert(visibleText(again).includes(myMapProblems.ProjectionFailed.message));
    equal(queryByRole(again, 'button', /^Räkna upp planen/), null);
  });

  const available: Calculations = {
    projection: { available: true, nextSeason: '2027-05-01', projectedTo: null },
    report: { available: true },
    calculations: [],
  };
  let reportFailed = false;
  /** The report may run; its start fails; once `reportFailed`, the last report is an error. */
  const reportAnswer = () => {
    page.api.answer(
      'listCalculations',
      reportFailed
        ? {
            ...available,
            calculations: [
              {
                id: 'calc-r',
                kind: 'report',
                state: 'error',
                createdAt: '2026-11-26T10:00:00Z',
                finishedAt: '2026-11-26T10:00:02Z',
                projection: null,
                report: null,
              },
            ],
          }
        : available,
    );
    page.api.answer('startReportCalculation', problem('internal'));
  };

  it('report calculation: a start that fails says so', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    reportFailed = false;
    reportAnswer();
    const dialog = await openDialog(root, 'Hantera plan');
    (await waitFor(() => getByRole(dialog, 'button', 'Beräkna rapport'))).click();
    await says(dialog, myMapProblems.ReportCalculationFailed.message);
    await expectNoAxeViolations(dialog);
  });

  it('report calculation: a start that fails says so, and starts on retry by keyboard', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`, { reportAvailable: true });
    const dialog = await openDialog(root, 'Hantera plan');
    const start = await waitFor(() => getByRole(dialog, 'button', 'Beräkna rapport'));
    failOnce('startReportCalculation');
    start.focus();
    await sendKeys({ press: 'Enter' });
    await says(dialog, myMapProblems.ReportCalculationFailed.message);
    await expectNoAxeViolations(dialog);
    // The same button starts it again; focus stayed on it.
    equal(document.activeElement, getByRole(dialog, 'button', 'Beräkna rapport'));
    await sendKeys({ press: 'Enter' });
    await says(dialog, 'Beräkningen pågår…');
    assert(!visibleText(dialog).includes(myMapProblems.ReportCalculationFailed.message));
    // Followed until done (the modal asks every 2 s): the report's figures, and no new start today.
    // sv-SE groups thousands with a no-break space; the facts are <dt>/<dd> pairs, read joined.
    const text = await waitFor(() => {
      const shown = visibleText(dialog).replace(/\s+/g, ' ');
      assert(shown.includes('Virkesförråd1 800 m³sk'), shown);
      return shown;
    }, 5000);
    assert(text.includes('HuggningsklasserK2 4 ha, G2 4 ha, S2 4 ha'), text);
    // One volume in one named unit (m³fub converted on the server, economy §9).
    assert(text.includes('Föreslagen avverkning, 10 år150 m³sk i '), text);
    assert(text.includes(myMapProblems.ReportCalculationDisabled.message), text);
    equal(queryByRole(dialog, 'button', 'Beräkna rapport'), null);
    equal(
      page.api.calls.filter((s) => s.method === 'POST' && s.url.endsWith('/report-calculation'))
        .length,
      2,
    );
    await expectNoAxeViolations(dialog);
  });

  it('report calculation: a report that ended in error says so', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    reportFailed = true;
    reportAnswer();
    const dialog = await openDialog(root, 'Hantera plan');
    await says(dialog, myMapProblems.ReportCalculationFailed.message);
    await waitFor(() => getByRole(dialog, 'button', 'Beräkna rapport'));
  });

  it('note save: a note that could not be saved says so and is saved on retry', async () => {
    const root = mount(`${base}/noteringar/n2/`);
    const dialog = await openDialog(root, 'Ändra');
    setValue(await waitFor(() => byLabel<HTMLTextAreaElement>(dialog, 'Kommentar')), 'Nytt pass.');
    failOnce('updateNote');
    getByRole(dialog, 'button', 'Spara notering').click();
    await says(dialog, myMapProblems.NoteSaveFailed.message);
    getByRole(dialog, 'button', 'Spara notering').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
  });

  it('note mark done and delete: each failure says what failed', async () => {
    const root = mount(`${base}/noteringar/n2/`);
    let dialog = await openDialog(root, 'Markera som utförd');
    failOnce('markNoteDone');
    getByRole(dialog, 'button', 'Markera som utförd').click();
    await says(dialog, myMapProblems.NoteMarkDoneFailed.message);
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Behåll').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));

    dialog = await openDialog(root, 'Ta bort');
    failOnce('deleteNote');
    getByRole(dialog, 'button', 'Ta bort').click();
    await says(dialog, myMapProblems.NoteDeleteFailed.message);
    getByRole(dialog, 'button', 'Ta bort').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    equal(page.api.calls.filter((s) => s.method === 'DELETE').length, 2);
  });

  it('geolocation: a position the device cannot give says so', async () => {
    const original = Object.getOwnPropertyDescriptor(Geolocation.prototype, 'getCurrentPosition')!;
    Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', {
      configurable: true,
      value: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    });
    try {
      const root = mount(`${base}/noteringar/`);
      await waitFor(() => present(root.querySelector('.leaflet-container'), 'the map'));
      const dialog = await openDialog(root, 'Ny notering');
      (await waitFor(() => getByRole(dialog, 'button', 'Använd min position'))).click();
      await says(
        dialog,
        'Din position kunde inte hämtas. Kontrollera att webbläsaren får använda din plats och försök igen.',
      );
      await expectNoAxeViolations(dialog);
    } finally {
      Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', original);
    }
  });

  it('map image not found: the picture says it could not be shown', async () => {
    const root = mount(`${base}/noteringar/n1/`);
    failOnce('getNoteImage', 'NoteImageNotFound');
    await says(root, 'Bilden kunde inte visas: Stormfällda granar mot vägen.');
    await expectNoAxeViolations(root);
  });

  it('notes: a list that could not be fetched says so with a retry', async () => {
    const root = mount(`${base}/noteringar/`);
    failOnce('listNotes');
    await says(root, 'Försök igen');
    getByRole(root, 'button', 'Försök igen').click();
    await waitFor(() => getByRole(root, 'link', 'Stormfällning'));
  });
});

const myMapOwnResponsibility =
  'Jag förstår att jag ändrar skogsbruksplanen på eget ansvar och att Granskog inte har granskat ändringen.';
