import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../../testing/assert.ts';
import { getByRole, waitFor } from '../../../testing/dom.ts';
import { swerefOf } from '../crs.ts';
import { overlayGeoJson } from '../overlays.ts';
import { fakeDataSource, fakeFeatures } from '../testing/fakeData.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import * as L from '../leaflet.ts';
import { addLayerSelector } from './layers.ts';

const checkbox = (root: HTMLElement, name: string) =>
  present(
    [...root.querySelectorAll('label')].find((l) => l.textContent === name)?.querySelector('input'),
    `checkbox ${name}`,
  );
const paths = (t: TestMap) => t.container.querySelectorAll('.leaflet-overlay-pane path').length;

describe('the layer selector', () => {
  let t: TestMap | undefined;
  afterEach(() => t?.cleanUp());

  it('lists the layers by group, shows the default ones and toggles a layer', async () => {
    t = testMap(13);
    const { source, calls } = fakeDataSource();
    const selector = addLayerSelector(t.map, t.toolbar, source, {
      isFlagOn: (f) => f === 'MapNotes',
    });
    await selector.ready;
    const toggle = getByRole(t.container, 'button', 'Kartlager');
    toggle.click();
    equal(toggle.getAttribute('aria-expanded'), 'true');
    assert(getByRole(t.container, 'heading', 'Kartlager'), 'the section');
    const legends = [...t.container.querySelectorAll('legend')].map((l) => l.textContent);
    deepEqual(legends, ['Min skog', 'Skogsbruksplan']);
    equal(checkbox(t.container, 'Fastigheter').checked, true);
    equal(checkbox(t.container, 'Avdelningar').checked, false);
    equal(t.container.querySelector('label:has(input)')?.textContent, 'Fastigheter');
    assert(
      ![...t.container.querySelectorAll('label')].some(
        (l) => l.textContent === 'Värdefulla vatten',
      ),
      'flag off: not offered',
    );
    equal(paths(t), 1);

    checkbox(t.container, 'Avdelningar').click();
    await waitFor(() => equal(paths(t!), 2));
    deepEqual(calls, ['estates', 'compartments']);
    checkbox(t.container, 'Avdelningar').click();
    equal(paths(t), 1);
    deepEqual(
      selector.shown().map((s) => s.info.id),
      ['estates'],
    );
  });

  it('asks a bbox layer for the view and says so when a layer fails', async () => {
    t = testMap(13);
    const { source, calls } = fakeDataSource({ failOverlay: 'notes' });
    const selector = addLayerSelector(t.map, t.toolbar, source);
    await selector.ready;
    getByRole(t.container, 'button', 'Kartlager').click();
    checkbox(t.container, 'Värdefulla vatten').click();
    await waitFor(() => assert(calls.includes('valuableWater?bbox'), calls.join()));
    checkbox(t.container, 'Noteringar').click();
    await waitFor(() =>
      equal(getByRole(t!.container, 'alert').textContent, 'Lagret Noteringar kunde inte visas.'),
    );
    equal(checkbox(t.container, 'Noteringar').checked, false);
  });

  it('opens the layer help texts in a modal dialog and closes it', async () => {
    t = testMap(13);
    const selector = addLayerSelector(t.map, t.toolbar, fakeDataSource().source);
    await selector.ready;
    getByRole(t.container, 'button', 'Kartlager').click();
    getByRole(t.container, 'button', 'Om lagren').click();
    const dialog = present(
      t.container.querySelector<HTMLDialogElement>('dialog[open]'),
      'an open dialog',
    );
    equal(dialog.matches(':modal'), true);
    assert(getByRole(dialog, 'heading', 'Om kartlagren'), 'its heading');
    assert(dialog.textContent?.includes('Hjälptext för avdelningar.'), 'a layer help text');
    assert(dialog.textContent?.includes('Planens avdelningar och klasser.'), 'a group help text');
    equal(document.activeElement?.textContent, 'Stäng');
    getByRole(dialog, 'button', 'Stäng').click();
    await waitFor(() => equal(t!.container.querySelector('dialog'), null));
  });

  it('says so when the layer list cannot be fetched', async () => {
    t = testMap(13);
    const selector = addLayerSelector(
      t.map,
      t.toolbar,
      fakeDataSource({ failLayers: true }).source,
    );
    await selector.ready;
    getByRole(t.container, 'button', 'Kartlager').click();
    equal(
      getByRole(t.container, 'alert').textContent,
      'Kartlagren kunde inte hämtas. Försök igen om en stund.',
    );
  });

  it('draws GeoJSON in EPSG:3006 at its SWEREF 99 TM position', () => {
    const layer = overlayGeoJson(fakeFeatures.compartments!, () => '#000');
    const polygon = layer.getLayers()[0] as L.Polygon;
    const corner = swerefOf((polygon.getLatLngs() as L.LatLng[][])[0]![0]!);
    assert(
      Math.abs(corner.e - 479950) < 0.01 && Math.abs(corner.n - 6304950) < 0.01,
      JSON.stringify(corner),
    );
  });
});
