import { describe, expect, it } from 'vitest';
import {
  compartmentsAtZoom,
  fullDetailZoom,
  metresPerPixel,
  parseZoom,
  thinRing,
  toleranceAt,
} from './byZoom.ts';

/** A 100 m square whose sides are digitised every 2.5 m, 1 m off the line and back. */
function digitised(): number[][] {
  const ring: number[][] = [];
  const off = (k: number) => (k % 2 === 0 ? 0 : 1);
  for (let k = 0; k < 40; k++) ring.push([k * 2.5, off(k)]);
  for (let k = 0; k < 40; k++) ring.push([100 + off(k), k * 2.5]);
  for (let k = 40; k > 0; k--) ring.push([k * 2.5, 100 + off(k)]);
  for (let k = 40; k > 0; k--) ring.push([off(k), k * 2.5]);
  ring.push(ring[0]!);
  return ring;
}

const polygon = (ring: number[][]) => ({
  id: 'a',
  geometry: { type: 'Polygon' as const, coordinates: [ring] },
});

/** The largest distance from any of the points to the closed ring's edges. */
function strayOf(points: number[][], ring: number[][]): number {
  const toSegment = ([px, py]: number[], [ax, ay]: number[], [bx, by]: number[]) => {
    const dx = bx! - ax!;
    const dy = by! - ay!;
    const l2 = dx * dx + dy * dy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px! - ax!) * dx + (py! - ay!) * dy) / l2));
    return Math.hypot(px! - (ax! + t * dx), py! - (ay! + t * dy));
  };
  return Math.max(
    ...points.map((p) => Math.min(...ring.slice(1).map((b, i) => toSegment(p, ring[i]!, b)))),
  );
}

describe('my map: compartments by zoom', () => {
  it('answers full detail from zoom 11 (2 m a pixel) and without a zoom', () => {
    expect(fullDetailZoom).toBe(11);
    expect(metresPerPixel(11)).toBe(2);
    expect(toleranceAt(11)).toBeNull();
    expect(toleranceAt(13)).toBeNull();
    expect(toleranceAt(null)).toBeNull();
    const features = [polygon(digitised())];
    expect(compartmentsAtZoom(features, 11)).toBe(features);
    expect(compartmentsAtZoom(features, null)).toBe(features);
  });

  it('thins a boundary further out to half a pixel of that zoom, keeping the corners', () => {
    expect(toleranceAt(10)).toBe(2);
    expect(toleranceAt(8)).toBe(8);
    const ring = digitised();
    const [thinned] = compartmentsAtZoom([polygon(ring)], 8);
    const out = thinned!.geometry.coordinates[0]!;
    expect(out.length).toBeLessThan(ring.length / 10);
    expect(out.at(-1)).toEqual(out[0]);
    for (const corner of [
      [0, 0],
      [100, 100],
    ])
      expect(out).toContainEqual(corner);
    // No vertex of the real boundary lies further than the tolerance from the drawn line.
    expect(strayOf(ring, out)).toBeLessThanOrEqual(8);
    // At zoom 10 (2 m) the 1 m wiggle goes too, the 100 m sides stay.
    const at10 = compartmentsAtZoom([polygon(ring)], 10)[0]!.geometry.coordinates[0]!;
    expect(strayOf(ring, at10)).toBeLessThanOrEqual(2);
  });

  it('keeps at least a triangle, so no compartment vanishes at the coarsest zoom', () => {
    const out = thinRing(digitised(), toleranceAt(0)!);
    expect(out.length).toBeGreaterThanOrEqual(4);
    expect(out.at(-1)).toEqual(out[0]);
    expect(new Set(out.slice(0, -1).map(String)).size).toBe(out.length - 1);
  });

  it('thins every ring of a multipolygon and leaves a point alone', () => {
    const multi = {
      id: 'm',
      geometry: { type: 'MultiPolygon' as const, coordinates: [[digitised()], [digitised()]] },
    };
    const [out] = compartmentsAtZoom([multi], 6);
    for (const polygonRings of out!.geometry.coordinates)
      expect(polygonRings[0]!.length).toBeLessThan(20);
    const point = { id: 'p', geometry: { type: 'Point' as const, coordinates: [1, 2] } };
    expect(compartmentsAtZoom([point], 6)[0]!.geometry).toEqual(point.geometry);
  });

  it('reads the query: whole zoom levels 0–13, anything else as none', () => {
    expect(parseZoom(undefined)).toBeNull();
    expect(parseZoom('0')).toBe(0);
    expect(parseZoom('9')).toBe(9);
    expect(parseZoom('13')).toBe(13);
    expect(parseZoom('14')).toBeNull();
  });
});
