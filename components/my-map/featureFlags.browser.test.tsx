import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { base, compartmentIds, myMapPerTest, openDialog, planId } from './testing.ts';
import { t } from './t.ts';

/** The element with some of its flags off: what they switch off is not offered. */
describe('portal-my-map with flags off', () => {
  const page = myMapPerTest();

  const mount = (path: string, off: readonly string[]) => {
    page.setUp({}, off);
    return page.open(path);
  };

  const noteButtons = [t('note.edit'), t('note.markDone'), t('note.delete')];

  it('offers a note’s change, mark-done and delete only with MapNotes on', async () => {
    const on = mount(`${base}/noteringar/n1/`, []);
    await waitFor(() => getByRole(on, 'button', t('note.edit')));
    for (const name of noteButtons) getByRole(on, 'button', name);
    on.remove();

    const root = mount(`${base}/noteringar/n1/`, ['MapNotes']);
    await waitFor(() => assert(visibleText(root).includes(t('notes.created'))));
    for (const name of noteButtons) equal(queryByRole(root, 'button', name), null, name);
    await expectNoAxeViolations(root);
  });

  it('offers no new note with MapNotes off, and still lists the notes', async () => {
    const root = mount(`${base}/noteringar/`, ['MapNotes']);
    await waitFor(() => getByRole(root, 'heading', t('notes.heading')));
    equal(queryByRole(root, 'button', t('notes.add')), null);
  });

  it('offers no compartment edit or comment with MyMapCompartmentEdit and …Comment off', async () => {
    const path = `${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[0]}/`;
    const root = mount(path, ['MyMapCompartmentEdit', 'MyMapCompartmentComment']);
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 1'));
    equal(queryByRole(root, 'button', t('compartment.edit')), null);
    equal(queryByRole(root, 'button', t('compartment.editComment')), null);
    await expectNoAxeViolations(root);
  });

  it('offers no "Hantera plan" with MyMapManagePlan off, and no activities with MyMapActivities off', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`, [
      'MyMapManagePlan',
      'MyMapActivities',
    ]);
    await waitFor(() => getByRole(root, 'heading', 'Skogsbruksplan Norrskogen 1:4'));
    await waitFor(() => getByRole(root, 'table'));
    equal(queryByRole(root, 'button', t('manage.open')), null);
    equal(queryByRole(root, 'button', t('cycle.open')), null);
    equal(queryByRole(root, 'link', t('nav.activities')), null);
    getByRole(root, 'link', t('nav.notes'));
  });

  it('offers no "Visa cykeldiagram" with MyMapCycle off, and still the activities', async () => {
    const path = `${base}/skogsbruksplaner/${planId}/atgarder/`;
    const on = mount(path, []);
    await waitFor(() => getByRole(on, 'heading', t('activities.heading')));
    await waitFor(() => getByRole(on, 'button', t('cycle.open')));
    on.remove();

    const root = mount(path, ['MyMapCycle']);
    // The activities are loaded (their list shows): the button would be there by now.
    await waitFor(() => getByRole(root, 'heading', t('activities.heading')));
    await waitFor(() => getByRole(root, 'table'));
    equal(queryByRole(root, 'button', t('cycle.open')), null);
    getByRole(root, 'button', t('manage.open'));
    getByRole(root, 'link', t('nav.activities'));
    await expectNoAxeViolations(root);
  });

  /** "Hantera plan" opened on the plan with some flags off: the dialog once it has loaded. */
  const openManage = async (off: readonly string[]) => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`, off);
    const dialog = await openDialog(root, t('manage.open'));
    await waitFor(() => getByRole(dialog, 'heading', t('manage.pdfHeading')));
    return { root, dialog };
  };
  const calculationsAsked = () =>
    page.api.calls.filter((s) => s.url.includes('/calculations') || s.url.endsWith('/projection'))
      .length;

  it('offers no projection in "Hantera plan" with MyMapProjection off, and still the report', async () => {
    const { root, dialog } = await openManage(['MyMapProjection']);
    await waitFor(() => getByRole(dialog, 'heading', t('manage.reportHeading')));
    equal(queryByRole(dialog, 'heading', t('manage.projectionHeading')), null);
    equal(queryByRole(dialog, 'button', /^Räkna upp planen/), null);
    getByRole(dialog, 'button', t('manage.pdf'));
    assert(calculationsAsked() > 0, 'the calculations asked for (the report needs them)');
    await expectNoAxeViolations(root);
  });

  it('offers no report in "Hantera plan" with MyMapReportCalculation off, and still the projection', async () => {
    const { root, dialog } = await openManage(['MyMapReportCalculation']);
    await waitFor(() => getByRole(dialog, 'heading', t('manage.projectionHeading')));
    getByRole(dialog, 'button', /^Räkna upp planen/);
    equal(queryByRole(dialog, 'heading', t('manage.reportHeading')), null);
    equal(queryByRole(dialog, 'button', t('manage.report')), null);
    assert(!visibleText(dialog).includes('Rapportberäkning'), 'nothing of the report');
    await expectNoAxeViolations(root);
  });

  it('offers only the PDF in "Hantera plan" with both off, and asks for no calculations', async () => {
    const { dialog } = await openManage(['MyMapProjection', 'MyMapReportCalculation']);
    getByRole(dialog, 'button', t('manage.pdf'));
    equal(queryByRole(dialog, 'heading', t('manage.projectionHeading')), null);
    equal(queryByRole(dialog, 'heading', t('manage.reportHeading')), null);
    assert(!visibleText(dialog).includes(t('manage.loading')), 'no loading of calculations');
    equal(calculationsAsked(), 0);
  });
});
