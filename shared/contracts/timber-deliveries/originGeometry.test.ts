import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon as turfPolygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { toWgs84 } from '../../map/geo/crs.ts';
import type { Position } from '../mapOverlays.ts';
import { eudrGeoJson, originAreaProblem, pointInside, ringsHectares } from './originGeometry.ts';
import { norrskogenBorder, uPlot } from './testing.ts';

const border = norrskogenBorder;
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

  it('names the producer country SE on every feature, beside name, place and area', () => {
    const small = square(479_400, 6_305_400, 100);
    const large = square(479_400, 6_305_400, 300);
    const json = eudrGeoJson(
      [small, large].map((ring) => ({ rings: [ring], hectares: ringsHectares([ring]) })),
      'Anna Andersson',
      'Norrskogen 1:4',
    );
    for (const feature of json.features)
      expect(feature.properties).toEqual({
        ProducerCountry: 'SE',
        ProducerName: 'Anna Andersson',
        ProductionPlace: 'Norrskogen 1:4',
        Area: feature === json.features[0] ? 1 : 9,
      });
  });

  const u = uPlot;
  const [e0, n0] = [479_400, 6_305_400];
  // An L: 200 × 200 m less its upper right 150 × 150 m: 1.75 ha; the box's middle is outside.
  const l: Position[] = [
    [e0, n0],
    [e0 + 200, n0],
    [e0 + 200, n0 + 50],
    [e0 + 50, n0 + 50],
    [e0 + 50, n0 + 200],
    [e0, n0 + 200],
  ];
  const wgsRing = (ring: Position[]) =>
    [...ring, ring[0]!].map(([e, n]) => {
      const { lon, lat } = toWgs84({ e, n });
      return [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
    });

  it.each([
    ['U', u, 2.5],
    ['L', l, 1.75],
  ])('declares a concave %s-shaped plot of at most 4 ha as a point inside it', (_, ring, ha) => {
    expect(ringsHectares([ring])).toBeCloseTo(ha, 6);
    // Strictly inside (not on the edge) in metres, and still inside once in rounded WGS 84.
    const inside = pointInside(ring);
    expect(
      booleanPointInPolygon(inside, turfPolygon([[...ring, ring[0]!]]), { ignoreBoundary: true }),
    ).toBe(true);
    const [feature] = eudrGeoJson(
      [{ rings: [ring], hectares: ringsHectares([ring]) }],
      'Anna Andersson',
      'Norrskogen 1:4',
    ).features;
    expect(feature!.geometry.type).toBe('Point');
    const point = feature!.geometry.coordinates as [number, number];
    expect(
      booleanPointInPolygon(point, turfPolygon([wgsRing(ring)]), { ignoreBoundary: true }),
    ).toBe(true);
  });

  it("keeps turf pointOnFeature's answer when the middle of the box lies inside the plot", () => {
    expect(pointInside(square(479_400, 6_305_400, 100))).toEqual([479_450, 6_305_450]);
  });

  it('writes every coordinate as a number rounded to six decimals', () => {
    const ring = square(479_400, 6_305_400, 300);
    const json = eudrGeoJson(
      [ring, u].map((r) => ({ rings: [r], hectares: ringsHectares([r]) })),
      'Anna Andersson',
      'Norrskogen 1:4',
    );
    const numbers = json.features.flatMap<number>((f) => [f.geometry.coordinates].flat(3));
    expect(numbers.length).toBe(12);
    for (const value of numbers) expect(Number(value.toFixed(6))).toBe(value);
    // A value with fewer decimals stays the number it is (JSON writes no trailing zeros).
    expect(JSON.stringify(numbers)).not.toMatch(/\d\.\d{7,}/);
  });
});
