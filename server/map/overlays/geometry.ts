import type { Bbox, Geometry, Position } from '../../../shared/contracts/mapOverlays.ts';

/**
 * Plane geometry in SWEREF 99 TM metres for the overlays: envelopes for bbox queries,
 * areas and lengths for the demo data. The map's measuring tools have their own module
 * (shared/map/geo/measure.ts); these stay on the server.
 */

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

/** The smallest bbox holding the geometry (a point's is the point itself). */
export function envelope(geometry: Geometry): Bbox {
  const positions = positionsOf(geometry);
  if (positions.length === 0) throw new Error('A geometry without positions has no envelope.');
  let minE = Infinity;
  let minN = Infinity;
  let maxE = -Infinity;
  let maxN = -Infinity;
  for (const [e, n] of positions) {
    minE = Math.min(minE, e);
    minN = Math.min(minN, n);
    maxE = Math.max(maxE, e);
    maxN = Math.max(maxN, n);
  }
  return { minE, minN, maxE, maxN };
}

/** Whether two boxes share at least a point (touching counts). */
export function intersects(a: Bbox, b: Bbox): boolean {
  return a.minE <= b.maxE && a.maxE >= b.minE && a.minN <= b.maxN && a.maxN >= b.minN;
}

/** Signed shoelace area of a ring (m²; positive when counter-clockwise), relative to its first point. */
export function signedRingArea(ring: readonly Position[]): number {
  if (ring.length < 3) return 0;
  const [e0, n0] = ring[0] as Position;
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [ae, an] = ring[i] as Position;
    const [be, bn] = ring[(i + 1) % ring.length] as Position;
    twice += (ae - e0) * (bn - n0) - (be - e0) * (an - n0);
  }
  return twice / 2;
}

/** Area of a polygon or multipolygon in hectares (holes subtracted). */
export function areaHa(geometry: Geometry): number {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let m2 = 0;
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    m2 += Math.abs(signedRingArea(outer));
    for (const hole of holes) m2 -= Math.abs(signedRingArea(hole));
  }
  return m2 / 10_000;
}

/** Length of a line in metres. */
export function lengthM(line: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const [ae, an] = line[i - 1] as Position;
    const [be, bn] = line[i] as Position;
    total += Math.hypot(be - ae, bn - an);
  }
  return total;
}

/**
 * Sutherland–Hodgman: the part of `subject` (any simple ring) inside `clip` (a convex,
 * counter-clockwise ring). Open rings in, open ring out. Used to cut the demo estates
 * into compartments that tile them exactly.
 */
export function clipRing(subject: readonly Position[], clip: readonly Position[]): Position[] {
  let output: Position[] = [...subject];
  for (let i = 0; i < clip.length && output.length > 0; i++) {
    const a = clip[i] as Position;
    const b = clip[(i + 1) % clip.length] as Position;
    const inside = (p: Position) =>
      (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0;
    const crossing = (p: Position, q: Position): Position => {
      const d1 = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
      const d2 = (b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]);
      const t = d1 / (d1 - d2);
      return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
    };
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const current = input[j] as Position;
      const previous = input[(j + input.length - 1) % input.length] as Position;
      if (inside(current)) {
        if (!inside(previous)) output.push(crossing(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(crossing(previous, current));
      }
    }
  }
  return output;
}

/** A closed GeoJSON ring from an open one, rounded to centimetres, counter-clockwise. */
export function closeRing(ring: readonly Position[]): Position[] {
  const rounded = ring.map(([e, n]): Position => [
    Math.round(e * 100) / 100,
    Math.round(n * 100) / 100,
  ]);
  const ccw = signedRingArea(rounded) < 0 ? rounded.reverse() : rounded;
  return [...ccw, ccw[0] as Position];
}
