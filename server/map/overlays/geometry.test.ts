import { describe, expect, it } from 'vitest';
import { areaHa, clipRing, closeRing, envelope, intersects, lengthM } from './geometry.ts';

describe('overlay geometry', () => {
  it('measures a 100 m square as one hectare, with a hole subtracted', () => {
    const square = closeRing([
      [480_000, 6_305_000],
      [480_100, 6_305_000],
      [480_100, 6_305_100],
      [480_000, 6_305_100],
    ]);
    expect(areaHa({ type: 'Polygon', coordinates: [square] })).toBeCloseTo(1, 9);
    const hole = closeRing([
      [480_010, 6_305_010],
      [480_060, 6_305_010],
      [480_060, 6_305_060],
      [480_010, 6_305_060],
    ]);
    expect(areaHa({ type: 'Polygon', coordinates: [square, hole] })).toBeCloseTo(0.75, 9);
  });

  it('measures a 3-4-5 line as 5 m and gives its envelope', () => {
    expect(
      lengthM([
        [0, 0],
        [3, 4],
      ]),
    ).toBe(5);
    expect(
      envelope({
        type: 'LineString',
        coordinates: [
          [480_300, 6_305_000],
          [480_100, 6_305_900],
        ],
      }),
    ).toEqual({ minE: 480_100, minN: 6_305_000, maxE: 480_300, maxN: 6_305_900 });
  });

  it('counts touching boxes as meeting and apart ones as not', () => {
    const a = { minE: 0, minN: 0, maxE: 10, maxN: 10 };
    expect(intersects(a, { minE: 10, minN: 10, maxE: 20, maxN: 20 })).toBe(true);
    expect(intersects(a, { minE: 10.5, minN: 0, maxE: 20, maxN: 10 })).toBe(false);
  });

  it('clips a square to the half inside a convex cell', () => {
    const square: [number, number][] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    const cell: [number, number][] = [
      [50, -10],
      [200, -10],
      [200, 200],
      [50, 200],
    ];
    const piece = clipRing(square, cell);
    expect(areaHa({ type: 'Polygon', coordinates: [closeRing(piece)] })).toBeCloseTo(0.5, 9);
  });

  it('closes rings counter-clockwise whatever way they were drawn', () => {
    const ring = closeRing([
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
    ]);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring.slice(0, 2)).toEqual([
      [10, 0],
      [10, 10],
    ]);
  });
});
