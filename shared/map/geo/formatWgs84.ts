import type { Wgs84Point } from './crs.ts';

// Apart from coordinates.ts, which brings proj4: an element showing WGS 84 it already has
// (the deliveries' declared points) writes it without loading the projection.
const sixDecimals = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
  useGrouping: false,
});

/** "59,329324° N, 18,068581° E" (hemisphere letters rather than signs). */
export function formatWgs84({ lat, lon }: Wgs84Point): string {
  const ns = lat < 0 ? 'S' : 'N';
  const ew = lon < 0 ? 'W' : 'E';
  return `${sixDecimals.format(Math.abs(lat))}° ${ns}, ${sixDecimals.format(Math.abs(lon))}° ${ew}`;
}
