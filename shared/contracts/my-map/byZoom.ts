/**
 * The zoom rule of my map's compartments: from `fullDetailZoom` in, the geometry call answers
 * every vertex of a boundary; further out (the map sends its zoom), each ring is thinned
 * (Douglas–Peucker) so that no line strays more than half a pixel from the boundary at that
 * zoom. The member cannot see the difference; the answer is smaller and the map projects and
 * draws a fraction of the vertices. The chosen compartment's outline asks for full detail.
 */

/** Metres per pixel at zoom 0 of the map's tile matrix (Lantmäteriet's 3006: 4096, halving). */
const metresPerPixelAtZoom0 = 4096;

/** 2 m a pixel: a forest owner reads boundaries against the terrain map from here in. */
export const fullDetailZoom = 11;

/** How far (pixels) a thinned line may stray from the boundary. */
const tolerancePx = 0.5;

/** The map's zoom levels (the tile matrix's 0–13). */
export const maxZoom = 13;

export const metresPerPixel = (zoom: number) => metresPerPixelAtZoom0 / 2 ** zoom;

type Position = number[];

/** The tolerance (metres) for a zoom, or null for the full geometry. */
export function toleranceAt(zoom: number | null): number | null {
  return zoom === null || zoom >= fullDetailZoom ? null : tolerancePx * metresPerPixel(zoom);
}

/** Distance from p to the segment a–b. */
function distanceToSegment(p: Position, a: Position, b: Position): number {
  const [px, py] = p as [number, number];
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas–Peucker on an open line: the indices kept, first and last always. */
function keep(points: Position[], tolerance: number): boolean[] {
  const kept = points.map((_, i) => i === 0 || i === points.length - 1);
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    kept[farthest] = true;
    stack.push([first, farthest], [farthest, last]);
  }
  return kept;
}

/**
 * A closed ring thinned to the tolerance. It is split at its first vertex and the one
 * farthest from it (a closed ring has no chord to measure against), and keeps at least a
 * triangle, so no compartment vanishes.
 */
export function thinRing(ring: Position[], tolerance: number): Position[] {
  if (ring.length <= 4) return ring;
  const start = ring[0]!;
  let far = 1;
  for (let i = 2; i < ring.length - 1; i++)
    if (
      Math.hypot(ring[i]![0]! - start[0]!, ring[i]![1]! - start[1]!) >
      Math.hypot(ring[far]![0]! - start[0]!, ring[far]![1]! - start[1]!)
    )
      far = i;
  const first = ring.slice(0, far + 1);
  const second = ring.slice(far);
  const a = keep(first, tolerance);
  const b = keep(second, tolerance);
  const thinned = [...first.filter((_, i) => a[i]), ...second.filter((_, i) => i > 0 && b[i])];
  if (thinned.length >= 4) return thinned;
  // Fewer than three corners left: keep the start, the far vertex and the one between.
  const middle = ring[Math.floor((far + ring.length - 1) / 2)]!;
  return [start, ring[far]!, middle, start];
}

/** A polygon or multipolygon with its rings thinned; other geometry as it is. */
export function thinGeometry(geometry: GeoJSON.Geometry, tolerance: number): GeoJSON.Geometry {
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map((r) => thinRing(r, tolerance)) };
  if (geometry.type === 'MultiPolygon')
    return {
      ...geometry,
      coordinates: geometry.coordinates.map((p) => p.map((r) => thinRing(r, tolerance))),
    };
  return geometry;
}

/** The compartments for a zoom: full from `fullDetailZoom` (or without one), thinned further out. */
export function compartmentsAtZoom<T extends { geometry: GeoJSON.Geometry }>(
  features: T[],
  zoom: number | null,
): T[] {
  const tolerance = toleranceAt(zoom);
  if (tolerance === null) return features;
  return features.map((f) => ({ ...f, geometry: thinGeometry(f.geometry, tolerance) }));
}

/** The geometry call's `zoom` query: a whole zoom level 0–13, or none (full detail). */
export function parseZoom(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const zoom = Number(raw);
  return Number.isInteger(zoom) && zoom >= 0 && zoom <= maxZoom ? zoom : null;
}
