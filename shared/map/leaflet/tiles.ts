import { MAX_ZOOM, TILE_SIZE } from '../geo/tileMatrix.ts';
import { mt } from './text.ts';
import * as L from './leaflet.ts';

/** The server's tile proxy: row before column, as WMTS (server/map, issue 5). */
export const TILE_PROXY_URL = '/map/proxy/tiles/{layer}/{z}/{y}/{x}.png';

export interface BasemapOptions {
  /** The tile URL template; tests point it at a static file. */
  url?: string;
  layer?: string;
  /** True when the proxy serves Lantmäteriet's tiles, false for the local demo basemap. */
  upstream?: boolean;
}

/** The basemap tile layer in the EPSG:3006 tile matrix. */
export function createBasemap({
  url = TILE_PROXY_URL,
  layer = 'topowebb',
  upstream = false,
}: BasemapOptions = {}): L.TileLayer {
  return L.tileLayer(url, {
    layer,
    tileSize: TILE_SIZE,
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    maxNativeZoom: MAX_ZOOM,
    // Tiles exist only inside the matrix; Leaflet clips to the projection's bounds.
    noWrap: true,
    attribution: mt(upstream ? 'map.attribution.upstream' : 'map.attribution.demo'),
    // Our own origin: lets print draw the tiles onto a canvas without tainting it.
    crossOrigin: 'anonymous',
  } as L.TileLayerOptions);
}
