import proj4, { type Converter } from 'proj4';

/**
 * The map's reference system (spec §9: "map reference SWEREF 99 TM") and WGS 84, the
 * system of device positions and of coordinates members type as degrees. Only these two
 * are defined: proj4 carries no EPSG database, so nothing else is registered or shipped.
 */

/** A point in SWEREF 99 TM (EPSG:3006): northing and easting in metres. */
export interface SwerefPoint {
  readonly n: number;
  readonly e: number;
}

/** A point in WGS 84 (EPSG:4326): latitude and longitude in decimal degrees. */
export interface Wgs84Point {
  readonly lat: number;
  readonly lon: number;
}

export const SWEREF99TM = 'EPSG:3006';
export const WGS84 = 'EPSG:4326';

/** EPSG:3006 as PROJ parameters: UTM zone 33 on GRS 80, extended over all of Sweden. */
export const SWEREF99TM_PROJ4 =
  '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';
export const WGS84_PROJ4 = '+proj=longlat +datum=WGS84 +no_defs';

let converter: Converter | undefined;

/**
 * Registers both definitions with proj4 (so a Leaflet CRS can name 'EPSG:3006') and
 * returns the WGS 84 → SWEREF 99 TM converter. Lazy, so importing the module has no effect.
 */
export function sweref99tm(): Converter {
  if (!converter) {
    proj4.defs(WGS84, WGS84_PROJ4);
    proj4.defs(SWEREF99TM, SWEREF99TM_PROJ4);
    converter = proj4(WGS84, SWEREF99TM);
  }
  return converter;
}

/** SWEREF 99 TM → WGS 84. proj4 works in axis order x,y: [E, N] and [lon, lat]. */
export function toWgs84({ n, e }: SwerefPoint): Wgs84Point {
  const [lon, lat] = sweref99tm().inverse<[number, number]>([e, n]);
  return { lat, lon };
}

/** WGS 84 → SWEREF 99 TM. */
export function toSweref({ lat, lon }: Wgs84Point): SwerefPoint {
  const [e, n] = sweref99tm().forward<[number, number]>([lon, lat]);
  return { n, e };
}
