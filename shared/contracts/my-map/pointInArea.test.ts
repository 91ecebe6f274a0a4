import { describe, expect, it } from 'vitest';
import type { Geometry } from '../mapOverlays.ts';
import { pointInArea } from './pointInArea.ts';

const square: Extract<Geometry, { type: 'Polygon' }> = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ],
  ],
};

describe('pointInArea', () => {
  it('finds a point inside the outer ring and outside its hole', () => {
    expect(pointInArea(square, { e: 2, n: 2 })).toBe(true);
    expect(pointInArea(square, { e: 5, n: 5 })).toBe(false);
    expect(pointInArea(square, { e: 12, n: 2 })).toBe(false);
  });
  it('reads MultiPolygons and never a point geometry', () => {
    const multi: Geometry = { type: 'MultiPolygon', coordinates: [square.coordinates] };
    expect(pointInArea(multi, { e: 9, n: 9 })).toBe(true);
    expect(pointInArea({ type: 'Point', coordinates: [1, 1] }, { e: 1, n: 1 })).toBe(false);
  });
});
