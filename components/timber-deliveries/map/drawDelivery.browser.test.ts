// geoman before the map is made, as DeliveryMap loads it for the origin editor.
import './geoman.ts';
import type { Position } from '../../../shared/contracts/mapOverlays.ts';
import { createMap, type PortalMap } from '../../../shared/map/leaflet/createMap.ts';
import { swerefOf } from '../../../shared/map/leaflet/crs.ts';
import * as L from '../../../shared/map/leaflet/leaflet.ts';
import {
  TEST_TILE_URL,
  clickAt,
  mapContainer,
} from '../../../shared/map/leaflet/testing/fixture.ts';
import { assert, equal } from '../../../shared/testing/assert.ts';
import { waitFor } from '../../../shared/testing/dom.ts';
import { afterEach, describe, it } from '../../../shared/testing/mocha.ts';
import { drag } from '../testing.ts';
import { drawDelivery, type DeliveryHandlers, type DeliveryShapes } from './drawDelivery.ts';

const square: Position[] = [
  [479_400, 6_305_400],
  [479_700, 6_305_400],
  [479_700, 6_305_700],
  [479_400, 6_305_700],
];
const shapes = (editing: DeliveryShapes['editing']): DeliveryShapes => ({
  borders: [],
  landings: [],
  selectedLandingId: null,
  areas: [],
  drawing: [],
  picked: null,
  editing,
});

describe('drawDelivery: corner editing with leaflet-geoman', () => {
  let portalMap: PortalMap | undefined;
  afterEach(() => {
    portalMap?.map.getContainer().remove();
    portalMap?.destroy();
    portalMap = undefined;
  });

  it('edits the area corner by corner; the handles are for a mouse only', async () => {
    const container = mapContainer();
    portalMap = createMap(container, {
      center: { e: 479_550, n: 6_305_550 },
      zoom: 10,
      basemap: { url: TEST_TILE_URL },
    });
    const rings: Position[][] = [];
    const handlers: { current: DeliveryHandlers } = {
      current: {
        selectLanding: () => undefined,
        point: () => undefined,
        editRing: (r) => rings.push(r),
      },
    };
    const drawn = drawDelivery(portalMap.map, handlers);
    drawn.draw(shapes({ ring: square, revision: 0 }));

    const corners = () => [...container.querySelectorAll('.marker-icon:not(.marker-icon-middle)')];
    await waitFor(() => equal(corners().length, 4, 'a handle per corner'));
    for (const handle of container.querySelectorAll('.marker-icon')) {
      equal(handle.getAttribute('tabindex'), '-1', 'out of the tab order');
      equal(handle.getAttribute('aria-hidden'), 'true', 'out of the accessibility tree');
    }

    // The north-east corner (the largest x - y on screen) dragged 20 px west.
    const northEast = corners().reduce((a, b) => {
      const ra = a.getBoundingClientRect();
      const rb = b.getBoundingClientRect();
      return rb.x - rb.y > ra.x - ra.y ? b : a;
    });
    await drag(northEast, -20, 0);
    await waitFor(() => equal(rings.length, 1, 'one edit reported'));
    const ring = rings[0]!;
    equal(ring.length, 4, 'still four corners');
    // The two southern corners stay; the north-east one is tens of metres further west.
    assert(
      ring.some(([e, n]) => e === 479_700 && n === 6_305_400),
      JSON.stringify(ring),
    );
    assert(
      ring.some(([e, n]) => e === 479_400 && n === 6_305_700),
      JSON.stringify(ring),
    );
    const east = Math.max(...ring.filter(([, n]) => n > 6_305_600).map(([e]) => e));
    assert(east > 479_600 && east < 479_690, `moved west: ${east}`);

    // Drawn again without editing: no handles left.
    drawn.draw(shapes(null));
    equal(container.querySelectorAll('.marker-icon').length, 0, 'handles gone');
    drawn.destroy();
  });

  it('draws a new polygon with geoman: corners clicked, closed on the first', async () => {
    const container = mapContainer();
    portalMap = createMap(container, {
      center: { e: 479_550, n: 6_305_550 },
      zoom: 10,
      basemap: { url: TEST_TILE_URL },
    });
    const map = portalMap.map;
    const drawnRings: Position[][] = [];
    const clicks: unknown[] = [];
    const handlers: { current: DeliveryHandlers } = {
      current: {
        selectLanding: () => undefined,
        point: (p) => clicks.push(p),
        drawn: (r) => drawnRings.push(r),
      },
    };
    const drawn = drawDelivery(map, handlers);
    drawn.draw({ ...shapes(null), drawMode: true });

    const points = [
      [200, 250],
      [400, 250],
      [400, 100],
      [200, 100],
    ] as const;
    const expected = points.map(([x, y]) => {
      const { e, n } = swerefOf(map.containerPointToLatLng([x, y]));
      return [Math.round(e), Math.round(n)];
    });
    const at = (x: number, y: number) => {
      clickAt(container, x, y, 'mousemove');
      clickAt(container, x, y);
    };
    for (const [x, y] of points) at(x, y);
    const vertices = container.querySelectorAll('.marker-icon:not(.cursor-marker)');
    equal(vertices.length, 4, 'a vertex per click');
    for (const handle of container.querySelectorAll('.marker-icon')) {
      equal(handle.getAttribute('tabindex'), '-1', 'out of the tab order');
      equal(handle.getAttribute('aria-hidden'), 'true', 'out of the accessibility tree');
    }
    // Back on the first corner closes it.
    at(points[0][0], points[0][1]);
    await waitFor(() => equal(drawnRings.length, 1, 'one polygon reported'));
    equal(JSON.stringify(drawnRings[0]), JSON.stringify(expected));
    let polygons = 0;
    map.eachLayer((layer) => {
      if (layer instanceof L.Polygon) polygons++;
    });
    equal(polygons, 0, "geoman's own polygon removed: the editor draws the area");

    // Drawing stays on for the next area; editing an area's corners turns it off.
    at(300, 300);
    equal(container.querySelectorAll('.marker-icon:not(.cursor-marker)').length, 1, 'drawing');
    drawn.draw({ ...shapes({ ring: square, revision: 0 }), drawMode: true });
    await waitFor(() =>
      equal(container.querySelectorAll('.marker-icon:not(.marker-icon-middle)').length, 4),
    );
    equal(container.querySelectorAll('.cursor-marker').length, 0, 'no drawing while editing');
    drawn.destroy();
  });
});
