import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { createHarnessBridge } from '../../shared/testing/testBridge.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { linkMapStyles } from '../../shared/map/leaflet/testing/fixture.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';
import { elementName } from './index.tsx';
import { compartmentIds, fakeMyMapFetch, planId } from './testing/fakeMyMapApi.ts';
import { base, flags } from './testing/dom.ts';
import { t } from './t.ts';

/** The element with some of its flags off: what they switch off is not offered. */
describe('portal-my-map with flags off', () => {
  const originalFetch = globalThis.fetch;
  let element: HTMLElement | null = null;

  const mount = (path: string, off: readonly string[]) => {
    globalThis.fetch = fakeMyMapFetch().fetch;
    const on = flags.filter((name) => !off.includes(name));
    createHarnessBridge(demoHarnessOptions({ person: 'anna', flags: on })).goTo(path);
    linkMapStyles();
    element = document.createElement(elementName);
    document.body.append(element);
    return element;
  };

  afterEach(() => {
    globalThis.fetch = originalFetch;
    element?.remove();
    element = null;
  });

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
});
