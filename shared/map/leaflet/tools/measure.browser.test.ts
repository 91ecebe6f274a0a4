import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, equal } from '../../../testing/assert.ts';
import { getByRole } from '../../../testing/dom.ts';
import { latLngOf } from '../crs.ts';
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

  it('measures a 100 m square with the keyboard only: Space, Backspace, Enter', () => {
    t = testMap(13);
    addMeasureTool(t.map, t.toolbar);
    const crosshair = t.container.querySelector<HTMLElement>('.gs-map-crosshair');
    equal(crosshair?.hidden, true);
    const button = getByRole(t.container, 'button', 'Mät area');
    button.click();
    equal(crosshair?.hidden, false);
    assert(t.container.textContent?.includes('tryck Mellanslag'), 'the help text tells how');
    const result = () => t!.container.querySelector('.gs-map-result')?.textContent;
    const addCentre = (point: { n: number; e: number }) => {
      t!.map.setView(latLngOf(point), 13, { animate: false });
      pressKey(t!.container, ' ');
    };
    addCentre({ n: 6305050, e: 479950 });
    equal(result(), 'Punkt 1 tillagd.');
    // Space again without panning: the same point, said so, not added twice.
    pressKey(t.container, ' ');
    equal(result(), 'Kartans mitt är redan en punkt. Flytta kartan först.');
    addCentre({ n: 6305050, e: 480050 });
    addCentre({ n: 6304950, e: 480050 });
    const three = /^Punkt 3 tillagd\. Area: 5\s000\sm²$/;
    assert(three.test(result() ?? ''), `three points: ${result()}`);
    addCentre({ n: 6304000, e: 479000 }); // a wrong point, taken back
    pressKey(t.container, 'Backspace');
    const removed = /^Punkt 4 borttagen\. Area: 5\s000\sm²$/;
    assert(removed.test(result() ?? ''), `removed: ${result()}`);
    addCentre({ n: 6304950, e: 479950 });
    equal(result(), `Punkt 4 tillagd. Area: 1,00${nbsp}ha`);
    equal(t.container.querySelectorAll('path.gs-map-measure-point').length, 4);
    // Space on the tool's own button presses the button, it adds no point.
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    equal(t.container.querySelectorAll('path.gs-map-measure-point').length, 4);
    pressKey(t.container, 'Enter');
    equal(t.status(), `Area: 1,00${nbsp}ha`);
    equal(button.getAttribute('aria-pressed'), 'false');
    equal(crosshair?.hidden, true);
  });
});
