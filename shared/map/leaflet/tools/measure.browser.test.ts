import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { equal } from '../../../testing/assert.ts';
import { getByRole } from '../../../testing/dom.ts';
import { pressKey } from '../testing/fixture.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import { addMeasureTool } from './measure.ts';

const nbsp = '\u00a0';

describe('the measure tool', () => {
  let t: TestMap | undefined;
  afterEach(() => t?.cleanUp());

  it('measures a 100 m square as 1,00 ha, finished with Enter', () => {
    t = testMap(13);
    addMeasureTool(t.map, t.toolbar);
    getByRole(t.container, 'button', 'Mät area').click();
    t.clickPoint({ n: 6305050, e: 479950 });
    t.clickPoint({ n: 6305050, e: 480050 });
    t.clickPoint({ n: 6304950, e: 480050 });
    t.clickPoint({ n: 6304950, e: 479950 });
    pressKey(t.container, 'Enter');
    equal(t.status(), `Area: 1,00${nbsp}ha`);
    equal(getByRole(t.container, 'button', 'Mät area').getAttribute('aria-pressed'), 'false');
    equal(t.container.querySelectorAll('path.gs-map-measure').length, 1);
  });

  it('measures a distance in metres, finished with a double-click', () => {
    t = testMap(13);
    addMeasureTool(t.map, t.toolbar);
    getByRole(t.container, 'button', 'Mät avstånd').click();
    t.clickPoint({ n: 6305000, e: 479900 });
    t.clickPoint({ n: 6305000, e: 480000 });
    // A double-click's own clicks land on the same point: one vertex, not two.
    t.clickPoint({ n: 6305050, e: 480000 });
    t.clickPoint({ n: 6305050, e: 480000 });
    t.clickPoint({ n: 6305050, e: 480000 }, 'dblclick');
    equal(t.status(), `Avstånd: 150${nbsp}m`);
  });

  it('measures in kilometres and Escape cancels', () => {
    t = testMap(9);
    addMeasureTool(t.map, t.toolbar);
    getByRole(t.container, 'button', 'Mät avstånd').click();
    t.clickPoint({ n: 6304200, e: 479200 });
    t.clickPoint({ n: 6304200, e: 480800 });
    pressKey(t.container, 'Enter');
    equal(t.status(), `Avstånd: 1,60${nbsp}km`);
    getByRole(t.container, 'button', 'Rensa mätningen').click();
    getByRole(t.container, 'button', 'Mät avstånd').click();
    t.clickPoint({ n: 6304200, e: 479200 });
    pressKey(t.container, 'Escape');
    equal(t.container.querySelectorAll('path.gs-map-measure').length, 0);
  });
});
