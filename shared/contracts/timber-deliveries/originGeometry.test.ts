import { describe, expect, it } from 'vitest';
import type { Geometry, Position } from '../mapOverlays.ts';
import { eudrGeoJson, originAreaProblem, ringsHectares } from './originGeometry.ts';

const border: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [479_000, 6_305_200],
      [480_100, 6_305_100],
      [480_250, 6_305_800],
      [479_900, 6_306_300],
      [479_100, 6_306_250],
      [479_000, 6_305_200],
    ],
  ],
};
const square = (e: number, n: number, side: number): Position[] => [
  [e, n],
  [e + side, n],
  [e + side, n + side],
  [e, n + side],
];

describe('origin areas', () => {
  it('accepts a square inside the estate and measures it in hectares', () => {
    expect(originAreaProblem([square(479_400, 6_305_400, 300)], [border])).toBeNull();
    expect(ringsHectares([square(479_400, 6_305_400, 300)])).toBeCloseTo(9, 6);
  });

  it('refuses a crossing polygon (a bow tie) as invalid', () => {
    const bowTie: Position[] = [
      [479_400, 6_305_400],
      [479_700, 6_305_700],
      [479_700, 6_305_400],
      [479_400, 6_305_700],
    ];
    expect(originAreaProblem([bowTie], [border])).toBe('invalidPolygon');
  });

  it('refuses fewer than three corners and a polygon with holes', () => {
    expect(originAreaProblem([square(479_400, 6_305_400, 300).slice(0, 2)], [border])).toBe(
      'invalidPolygon',
    );
    expect(originAreaProblem([], [border])).toBe('invalidPolygon');
  });

  it('refuses an area partly or wholly outside the borders', () => {
    expect(originAreaProblem([square(479_900, 6_305_000, 400)], [border])).toBe('outsideBorders');
    expect(originAreaProblem([square(490_000, 6_305_000, 100)], [border])).toBe('outsideBorders');
  });

  it('exports WGS 84 with six decimals: a point up to 4 ha, a polygon above', () => {
    const small = square(479_400, 6_305_400, 200); // 4 ha exactly
    const large = square(479_400, 6_305_400, 300); // 9 ha
    const json = eudrGeoJson(
      [
        { rings: [small], hectares: ringsHectares([small]) },
        { rings: [large], hectares: ringsHectares([large]) },
      ],
      'Anna Andersson',
      'Norrskogen 1:4',
    );
    const [point, polygon] = json.features;
    expect(point!.geometry.type).toBe('Point');
    const [lon, lat] = point!.geometry.coordinates as [number, number];
    expect(lon).toBeGreaterThan(14);
    expect(lon).toBeLessThan(16);
    expect(lat).toBeGreaterThan(56);
    expect(lat).toBeLessThan(58);
    expect(String(lon).split('.')[1]!.length).toBeLessThanOrEqual(6);
    expect(polygon!.geometry.type).toBe('Polygon');
    const ring = (polygon!.geometry.coordinates as [number, number][][])[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(polygon!.properties.Area).toBe(9);
  });
});
