import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, equal } from '../../../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../../testing/dom.ts';
import { toSweref } from '../../geo/crs.ts';
import { swerefOf } from '../crs.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import { addCoordinatesTool } from './coordinates.ts';

function fakeGeolocation(answer: GeolocationPosition | null): Geolocation {
  return {
    getCurrentPosition(success, failure) {
      setTimeout(() => {
        if (answer) success(answer);
        else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      });
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}

/** The text field a visible <label> names (dom.ts's roles do not cover form fields). */
function fieldLabelled(root: HTMLElement, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  const field = label?.control;
  if (!(field instanceof HTMLInputElement) || field.type !== 'text' || field.closest('[hidden]'))
    throw new Error(`No text field labelled ${text}`);
  return field;
}

/** The first description of a field: its error message when it has one. */
const describedBy = (field: HTMLElement) =>
  document.getElementById((field.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')
    ?.textContent;

const values = (t: TestMap) =>
  [...t.container.querySelectorAll('.gs-map-coordinates dd')].map((dd) => dd.textContent);

describe('the GPS coordinates tool', () => {
  let t: TestMap | undefined;
  afterEach(() => t?.cleanUp());

  it("shows the map's centre, then the clicked point, in SWEREF 99 TM and WGS 84", () => {
    t = testMap();
    addCoordinatesTool(t.map, t.toolbar, fakeGeolocation(null));
    equal(queryByRole(t.container, 'heading', 'Koordinater'), null);
    getByRole(t.container, 'button', 'Koordinater').click();
    assert(getByRole(t.container, 'heading', 'Koordinater'), 'the section shows');
    const [sweref, wgs] = values(t);
    equal(sweref, 'N 6 305 000, E 480 000');
    assert(/^56,\d{6}° N, 14,\d{6}° E$/.test(wgs ?? ''), `WGS 84: ${wgs}`);
    assert(t.container.textContent?.includes('Kartans mitt'), 'says it is the centre');
    // West of the centre: the open section covers the map's top right.
    t.clickPoint({ n: 6305050, e: 479900 });
    equal(values(t)[0], 'N 6 305 050, E 479 900');
    assert(t.container.textContent?.includes('Vald punkt'), 'says it is the clicked point');
  });

  it('says so in Swedish when the device position cannot be read', async () => {
    t = testMap();
    addCoordinatesTool(t.map, t.toolbar, fakeGeolocation(null));
    getByRole(t.container, 'button', 'Koordinater').click();
    getByRole(t.container, 'button', 'Min position').click();
    await waitFor(() =>
      equal(
        getByRole(t!.container, 'alert').textContent,
        'Din position kunde inte hämtas. Kontrollera att webbläsaren får använda din plats och försök igen.',
      ),
    );
  });

  it('centres the map on the device position', async () => {
    t = testMap();
    const position = {
      coords: { latitude: 56.9, longitude: 14.8, accuracy: 5 },
      timestamp: Date.now(),
    } as GeolocationPosition;
    addCoordinatesTool(t.map, t.toolbar, fakeGeolocation(position));
    getByRole(t.container, 'button', 'Koordinater').click();
    getByRole(t.container, 'button', 'Min position').click();
    await waitFor(() => equal(values(t!)[1], '56,900000° N, 14,800000° E'));
    const centre = swerefOf(t.map.getCenter());
    const expected = toSweref({ lat: 56.9, lon: 14.8 });
    assert(
      Math.abs(centre.n - expected.n) < 1 && Math.abs(centre.e - expected.e) < 1,
      `centre ${JSON.stringify(centre)}`,
    );
    assert(t.container.textContent?.includes('Min position'), 'says it is the device position');
  });

  const near = (a: { n: number; e: number }, b: { n: number; e: number }) =>
    Math.abs(a.n - b.n) < 1 && Math.abs(a.e - b.e) < 1;

  it('goes to a typed SWEREF 99 TM coordinate on submit (as Enter does), and a WGS 84 one with "Visa"', () => {
    t = testMap();
    addCoordinatesTool(t.map, t.toolbar, fakeGeolocation(null));
    getByRole(t.container, 'button', 'Koordinater').click();
    const field = fieldLabelled(t.container, 'Gå till koordinat');
    equal(t.container.querySelectorAll('.gs-map-marker').length, 0);
    field.value = 'N 6 306 000, E 481 000';
    field.focus();
    // Enter in a text field submits its form: the browser does that for a real key press.
    field.form?.requestSubmit();
    assert(near(swerefOf(t.map.getCenter()), { n: 6306000, e: 481000 }), 'centred there');
    equal(values(t)[0], 'N 6 306 000, E 481 000');
    assert(t.container.textContent?.includes('Angiven koordinat'), 'says it is the typed point');
    const marker = t.container.querySelector('.gs-map-marker');
    assert(marker, 'the marker is placed');
    equal(marker.getAttribute('title'), 'Markör');

    field.value = '56,9 N 14,8 E';
    getByRole(t.container, 'button', 'Visa').click();
    assert(
      near(swerefOf(t.map.getCenter()), toSweref({ lat: 56.9, lon: 14.8 })),
      `centre ${JSON.stringify(swerefOf(t.map.getCenter()))}`,
    );
    equal(values(t)[1], '56,900000° N, 14,800000° E');
    equal(t.container.querySelectorAll('.gs-map-marker').length, 1);
  });

  it("shows a bad coordinate's Swedish message on the field and moves nothing", () => {
    t = testMap();
    const placed: unknown[] = [];
    addCoordinatesTool(t.map, t.toolbar, fakeGeolocation(null), {
      placeMarker: (latlng) => placed.push(latlng),
    });
    getByRole(t.container, 'button', 'Koordinater').click();
    const field = fieldLabelled(t.container, 'Gå till koordinat');
    const before = swerefOf(t.map.getCenter());
    field.value = 'N 9 999 999, E 480 000';
    getByRole(t.container, 'button', 'Visa').click();
    equal(field.getAttribute('aria-invalid'), 'true');
    equal(describedBy(field), 'Koordinaten ligger utanför Sverige.');
    assert(near(swerefOf(t.map.getCenter()), before), 'the map did not move');
    equal(placed.length, 0);
    equal(document.activeElement, field);

    field.value = 'hej';
    field.form?.requestSubmit();
    equal(
      describedBy(field),
      'Ange koordinaten som N och E i meter (SWEREF 99 TM) eller som latitud och longitud i grader (WGS 84).',
    );

    field.value = '6305000 480000';
    field.form?.requestSubmit();
    equal(field.getAttribute('aria-invalid'), null);
    equal(placed.length, 1);
    assert(near(swerefOf(t.map.getCenter()), { n: 6305000, e: 480000 }), 'moved when corrected');
  });
});
