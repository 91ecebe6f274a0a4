import { describe, expect, it } from 'vitest';
import type { SwerefPoint } from './crs.ts';
import { formatArea, formatDistance, lineLength, polygonArea, ringArea } from './measure.ts';

/** Intl uses no-break spaces; tests read plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** A point offset from a corner near Stockholm, so the sums work at real SWEREF magnitudes. */
const at = (dn: number, de: number): SwerefPoint => ({ n: 6_580_000 + dn, e: 674_000 + de });

const square100 = [at(0, 0), at(0, 100), at(100, 100), at(100, 0)];

describe('measuring in the SWEREF 99 TM plane', () => {
  it('measures a polyline segment by segment', () => {
    expect(lineLength([at(0, 0), at(0, 500), at(1000, 500)])).toBe(1500);
    expect(lineLength([at(0, 0), at(3, 4)])).toBe(5);
    expect(lineLength([at(0, 0)])).toBe(0);
    expect(lineLength([])).toBe(0);
  });

  it('gives a 100 m square 10 000 m², open or closed, either winding', () => {
    expect(ringArea(square100)).toBe(10_000);
    expect(ringArea([...square100, at(0, 0)])).toBe(10_000);
    expect(ringArea([...square100].reverse())).toBe(10_000);
    expect(polygonArea([square100])).toBe(10_000);
  });

  it('gives a 3-4-5 triangle 6 m²', () => {
    expect(ringArea([at(0, 0), at(0, 3), at(4, 0)])).toBeCloseTo(6, 9);
  });

  it('subtracts holes from the outer ring', () => {
    const hole = [at(25, 25), at(75, 25), at(75, 75), at(25, 75)]; // 50 × 50 = 2 500 m²
    const smallHole = [at(80, 80), at(80, 90), at(90, 90)]; // right triangle 10 × 10 = 50 m²
    expect(polygonArea([square100, hole])).toBe(7_500);
    expect(polygonArea([square100, hole, smallHole])).toBe(7_450);
  });

  it('has no area for too few points or no rings', () => {
    expect(ringArea([at(0, 0), at(0, 10)])).toBe(0);
    expect(polygonArea([])).toBe(0);
  });

  it('keeps square-metre precision for a large stand far from the origin', () => {
    // A 2 km × 3 km rectangle in Norrbotten: 6 000 000 m² exactly.
    const north = (dn: number, de: number) => ({ n: 7_500_000 + dn, e: 850_000 + de });
    expect(ringArea([north(0, 0), north(0, 3000), north(2000, 3000), north(2000, 0)])).toBe(
      6_000_000,
    );
  });
});

describe('formatting measurements', () => {
  it('shows metres below 1 000 m and km with two decimals from there', () => {
    expect(plain(formatDistance(0))).toBe('0 m');
    expect(plain(formatDistance(850.4))).toBe('850 m');
    expect(plain(formatDistance(999.4))).toBe('999 m');
    expect(plain(formatDistance(999.6))).toBe('1,00 km');
    expect(plain(formatDistance(1000))).toBe('1,00 km');
    expect(plain(formatDistance(lineLength([at(0, 0), at(0, 500), at(1000, 500)])))).toBe(
      '1,50 km',
    );
    expect(plain(formatDistance(12_345.6))).toBe('12,35 km');
    expect(plain(formatDistance(1_234_567))).toBe('1 234,57 km');
  });

  it('shows m² below 10 000 m² and hectares with two decimals from there', () => {
    expect(plain(formatArea(6))).toBe('6 m²');
    expect(plain(formatArea(9_999.4))).toBe('9 999 m²');
    expect(plain(formatArea(polygonArea([square100])))).toBe('1,00 ha');
    expect(plain(formatArea(123_456))).toBe('12,35 ha');
  });

  it('keeps number and unit together with a no-break space', () => {
    expect(formatDistance(1500)).toBe('1,50\u00a0km');
    expect(formatArea(500)).toBe('500\u00a0m²');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatArea(Number.POSITIVE_INFINITY)).toBe('');
  });
});
