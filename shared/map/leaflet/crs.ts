import { toSweref, toWgs84 } from '../geo/crs.ts';
import { MATRIX_EXTENT, MAX_ZOOM, ORIGIN, RESOLUTIONS } from '../geo/tileMatrix.ts';
import * as L from './leaflet.ts';

/**
 * SWEREF 99 TM (EPSG:3006) as a Leaflet CRS, without proj4leaflet: a projection that
 * converts with the geo core (proj4), and a transformation that puts the pixel origin at
 * the WMTS tile matrix's top-left corner. With scale(z) = 1 / resolution(z), Leaflet's tile
 * (z, x, y) is exactly the WMTS tile (z, TileCol, TileRow) of Lantmäteriet's topowebb.
 */
const bounds = MATRIX_EXTENT;

/** Leaflet point x = easting, y = northing (metres). */
export const sweref99Projection: L.Projection = {
  project(latlng) {
    const { n, e } = toSweref({ lat: latlng.lat, lon: latlng.lng });
    return new L.Point(e, n);
  },
  unproject(point) {
    const p = L.point(point);
    const { lat, lon } = toWgs84({ n: p.y, e: p.x });
    return new L.LatLng(lat, lon);
  },
  bounds: L.bounds([bounds.minE, bounds.minN], [bounds.maxE, bounds.maxN]),
};

const resolution0 = RESOLUTIONS[0]!;

/**
 * pixel = scale(z) · (x − originE, originN − y): east grows right, north grows up. The
 * resolutions halve per zoom, so scale and zoom are each other's inverse through log2, also
 * at fractional zooms (pinch, zoomSnap 0).
 */
export const sweref99Crs: L.CRS = L.Util.extend({}, L.CRS, {
  code: 'EPSG:3006',
  projection: sweref99Projection,
  transformation: new L.Transformation(1, -ORIGIN.e, -1, ORIGIN.n),
  scale: (zoom: number) => 2 ** zoom / resolution0,
  zoom: (scale: number) => Math.log2(scale * resolution0),
  /** Map distances (the scale bar) in the projected plane, as the tools measure. */
  distance(a: L.LatLngExpression, b: L.LatLngExpression) {
    const p = sweref99Projection.project(L.latLng(a));
    const q = sweref99Projection.project(L.latLng(b));
    return Math.hypot(p.x - q.x, p.y - q.y);
  },
  infinite: false,
}) as unknown as L.CRS;

export const SWEREF_MAX_ZOOM = MAX_ZOOM;

/** The Leaflet LatLng of a SWEREF 99 TM point. */
export function latLngOf(point: { n: number; e: number }): L.LatLng {
  const { lat, lon } = toWgs84(point);
  return new L.LatLng(lat, lon);
}

/** The SWEREF 99 TM point of a Leaflet LatLng. */
export function swerefOf(latlng: L.LatLng): { n: number; e: number } {
  return toSweref({ lat: latlng.lat, lon: latlng.lng });
}
