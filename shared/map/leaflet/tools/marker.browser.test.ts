import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, equal } from '../../../testing/assert.ts';
import { getByRole } from '../../../testing/dom.ts';
import { swerefOf } from '../crs.ts';
import { pressKey } from '../testing/fixture.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import { addMarkerTool } from './marker.ts';

describe('the place-marker tool', () => {
  let t: TestMap | undefined;
  afterEach(() => t?.cleanUp());

  it('places a marker where the member clicks and says where', () => {
    t = testMap();
    const tool = addMarkerTool(t.map, t.toolbar);
    const button = getByRole(t.container, 'button', 'Placera markör');
    button.click();
    equal(button.getAttribute('aria-pressed'), 'true');
    t.clickPoint({ n: 6305050, e: 480100 });
    const marker = t.container.querySelector('[title="Markör"]');
    assert(marker, 'a marker named Markör');
    const at = swerefOf(tool.marker!.getLatLng());
    assert(Math.abs(at.n - 6305050) < 0.5 && Math.abs(at.e - 480100) < 0.5, JSON.stringify(at));
    equal(t.status(), 'Markören är placerad vid N 6 305 050, E 480 100.');
    equal(button.getAttribute('aria-pressed'), 'false');
  });

  it('places it at the centre with Enter, and a second placement moves it', () => {
    t = testMap();
    const tool = addMarkerTool(t.map, t.toolbar);
    getByRole(t.container, 'button', 'Placera markör').click();
    pressKey(t.container, 'Enter');
    equal(t.status(), 'Markören är placerad vid N 6 305 000, E 480 000.');
    getByRole(t.container, 'button', 'Placera markör').click();
    t.clickPoint({ n: 6304950, e: 479900 });
    equal(t.container.querySelectorAll('[title="Markör"]').length, 1);
    equal(swerefOf(tool.marker!.getLatLng()).e.toFixed(0), '479900');
  });

  it('does nothing on a click while the tool is not pressed', () => {
    t = testMap();
    addMarkerTool(t.map, t.toolbar);
    t.clickPoint({ n: 6305050, e: 480100 });
    equal(t.container.querySelector('[title="Markör"]'), null);
  });
});
