import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { waitFor } from '../../testing/dom.ts';
import { createMap, type PortalMap } from './createMap.ts';
import { TEST_TILE_URL, VAXJO, mapContainer } from './testing/fixture.ts';
import * as L from './leaflet.ts';

// The WMTS matrix written out independently of the code under test: origin
// (-1 200 000, 8 500 000), 256 px tiles, 4096 m/px at zoom 0 halving per zoom.
function wmtsTile(point: { n: number; e: number }, z: number) {
  const span = (4096 / 2 ** z) * 256;
  return {
    col: Math.floor((point.e + 1200000) / span),
    row: Math.floor((8500000 - point.n) / span),
  };
}

describe('the SWEREF 99 TM map', () => {
  let portalMap: PortalMap | undefined;
  afterEach(() => {
    portalMap?.map.getContainer().remove();
    portalMap?.destroy();
    portalMap = undefined;
  });

  for (const zoom of [3, 9, 13]) {
    it(`requests the WMTS tile under Växjö at zoom ${zoom}`, async () => {
      const container = mapContainer();
      const requested: string[] = [];
      portalMap = createMap(container, {
        center: VAXJO,
        zoom,
        basemap: { url: TEST_TILE_URL },
      });
      portalMap.basemap.on('tileloadstart', (event: L.TileEvent) => {
        requested.push(event.tile.src);
      });
      portalMap.basemap.redraw();
      const { col, row } = wmtsTile(VAXJO, zoom);
      await waitFor(() =>
        assert(
          requested.some((src) => src.endsWith(`z=${zoom}&y=${row}&x=${col}`)),
          `tile ${zoom}/${row}/${col} requested; got ${requested.join(', ')}`,
        ),
      );
      // The centre's pixel lies inside that tile.
      const pixel = portalMap.map.project(portalMap.map.getCenter(), zoom);
      equal(Math.floor(pixel.x / 256), col);
      equal(Math.floor(pixel.y / 256), row);
    });
  }

  it('names proxy tiles row before column', () => {
    // Leaflet fills {z} from the map's zoom (these few requests answer 404 in the runner).
    portalMap = createMap(mapContainer(100, 100), { center: VAXJO, zoom: 9 });
    const coords = Object.assign(L.point(820, 1071), { z: 9 });
    equal(portalMap.basemap.getTileUrl(coords), '/map/proxy/tiles/topowebb/9/1071/820.png');
  });

  it('round-trips the centre through the projection to the centimetre', () => {
    portalMap = createMap(mapContainer(), {
      center: VAXJO,
      zoom: 9,
      basemap: { url: TEST_TILE_URL },
    });
    const projected = portalMap.map.options.crs!.project(portalMap.map.getCenter());
    assert(Math.abs(projected.x - VAXJO.e) < 0.01, `E ${projected.x}`);
    assert(Math.abs(projected.y - VAXJO.n) < 0.01, `N ${projected.y}`);
  });

  it('has Swedish zoom buttons, a metric scale bar and the demo attribution', async () => {
    const container = mapContainer();
    portalMap = createMap(container, { center: VAXJO, zoom: 9, basemap: { url: TEST_TILE_URL } });
    const zoomIn = container.querySelector<HTMLButtonElement>('button[aria-label="Zooma in"]');
    assert(zoomIn, 'Zooma in');
    assert(container.querySelector('button[aria-label="Zooma ut"]'), 'Zooma ut');
    zoomIn.click();
    await waitFor(() => equal(portalMap?.map.getZoom(), 10));
    assert(
      /\d+ (m|km)/.test(container.querySelector('.leaflet-control-scale')?.textContent ?? ''),
      'scale',
    );
    equal(
      container.querySelector('.leaflet-control-attribution')?.textContent,
      '© Granskog, demodata',
    );
  });
});
