import type { SwerefPoint } from './crs.ts';

/**
 * Distance and area measured in the projected plane of SWEREF 99 TM, in metres, not on
 * the sphere (Leaflet's distance is a great-circle distance on a sphere). The plane is
 * the national map's: its scale is 0.9996 on the central meridian 15° E and grows to about
 * 1.0017 at Sweden's far east (Haparanda), so a length differs from the ellipsoid's by
 * −0.04 % to +0.17 % (areas twice that). Forest plans and property areas are computed in
 * the same plane, so the figures agree with theirs.
 */

/** Length of a polyline through the points in order (metres). */
export function lineLength(points: readonly SwerefPoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as SwerefPoint;
    const b = points[i] as SwerefPoint;
    total += Math.hypot(b.n - a.n, b.e - a.e);
  }
  return total;
}

/**
 * Area of one ring by the shoelace formula (m², always positive). The ring may be open or
 * closed (first point repeated last). Coordinates are taken relative to the first point:
 * SWEREF values are millions of metres and their raw products would lose precision.
 */
export function ringArea(ring: readonly SwerefPoint[]): number {
  if (ring.length < 3) return 0;
  const { n: n0, e: e0 } = ring[0] as SwerefPoint;
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as SwerefPoint;
    const b = ring[(i + 1) % ring.length] as SwerefPoint;
    twice += (a.e - e0) * (b.n - n0) - (b.e - e0) * (a.n - n0);
  }
  return Math.abs(twice) / 2;
}

/**
 * Area of a polygon given as GeoJSON orders its rings: the outer ring first, then holes,
 * which are subtracted whatever their winding (m²).
 */
export function polygonArea(rings: readonly (readonly SwerefPoint[])[]): number {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  const area = holes.reduce((sum, hole) => sum - ringArea(hole), ringArea(outer));
  return Math.max(0, area);
}

const locale = 'sv-SE';
const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat(locale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Keeps a number and its unit on one line. */
const nbsp = '\u00a0';

/**
 * A distance as whole metres below 1 000 m ("850 m"), else kilometres with two decimals
 * ("1,50 km"). A value that rounds to 1 000 m is shown in km. Empty for a non-number.
 */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres)) return '';
  if (Math.round(metres) < 1000) return `${whole.format(metres)}${nbsp}m`;
  return `${twoDecimals.format(metres / 1000)}${nbsp}km`;
}

/**
 * An area as whole square metres below 10 000 m² ("850 m²"), else hectares with two
 * decimals ("1,00 ha"; 1 ha = 10 000 m²). Empty for a non-number.
 */
export function formatArea(squareMetres: number): string {
  if (!Number.isFinite(squareMetres)) return '';
  if (Math.round(squareMetres) < 10_000) return `${whole.format(squareMetres)}${nbsp}m²`;
  return `${twoDecimals.format(squareMetres / 10_000)}${nbsp}ha`;
}
