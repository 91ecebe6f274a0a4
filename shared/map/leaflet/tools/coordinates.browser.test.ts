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
    t.clickPoint({ n: 6305050, e: 480100 });
    equal(values(t)[0], 'N 6 305 050, E 480 100');
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
});
