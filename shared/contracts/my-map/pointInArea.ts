import type { Geometry } from '../mapOverlays.ts';

type Ring = readonly (readonly number[])[];

/** Even-odd ray cast in the SWEREF 99 TM plane; a ring's holes count as outside. */
function inRing(ring: Ring, e: number, n: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ei, ni] = ring[i] as [number, number];
    const [ej, nj] = ring[j] as [number, number];
    if (ni > n !== nj > n && e < ((ej - ei) * (n - ni)) / (nj - ni) + ei) inside = !inside;
  }
  return inside;
}

const inPolygon = (rings: readonly Ring[], e: number, n: number) =>
  rings.length > 0 && inRing(rings[0]!, e, n) && !rings.slice(1).some((hole) => inRing(hole, e, n));

/** Is the point { n, e } inside a Polygon or MultiPolygon (positions [E, N])? */
export function pointInArea(geometry: Geometry, point: { n: number; e: number }): boolean {
  if (geometry.type === 'Polygon') return inPolygon(geometry.coordinates, point.e, point.n);
  if (geometry.type === 'MultiPolygon')
    return geometry.coordinates.some((polygon) => inPolygon(polygon, point.e, point.n));
  return false;
}
