import { describe, expect, it } from 'vitest';
import { toSweref, toWgs84 } from './crs.ts';

/**
 * Lantmäteriet, "Kontrollpunkter för SWEREF 99 TM" (2007-11-20), the survey's own points
 * for checking software that projects to SWEREF 99 TM:
 * https://www.lantmateriet.se/contentassets/a7ddfc3b7821498da8b55cd3f71b5150/kontrollpunkter_sweref99tm.pdf
 * Latitude and longitude in degrees (the document gives whole minutes), N and E in metres
 * to the millimetre.
 */
const controlPoints: readonly [lat: number, lon: number, n: number, e: number][] = [
  [55, 12.75, 6097106.672, 356083.438],
  [55, 14.25, 6095048.642, 452024.069],
  [57, 12.75, 6319636.937, 363331.554],
  [57, 19.5, 6326392.707, 773251.054],
  [59, 11.25, 6546096.724, 284626.066],
  [59, 19.5, 6548757.206, 758410.519],
  [61, 12.75, 6764877.311, 378323.44],
  [61, 18.75, 6768593.345, 702745.127],
  [63, 12, 6989134.048, 348083.148],
  [63, 19.5, 6993565.63, 727798.671],
  [65, 13.5, 7209293.753, 429270.201],
  [65, 21.75, 7225449.115, 817833.405],
  [67, 16.5, 7432168.174, 565398.458],
  [67, 24, 7459745.672, 891298.142],
  [69, 21, 7666089.698, 739639.195],
];

/** The published values are rounded to the millimetre; we hold to one (the issue asks for a centimetre). */
const toleranceMetres = 0.001;

/** Ground distance of a small difference in degrees at a latitude (metres). */
function groundError(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const metresPerDegree = 111_320;
  const dn = (a.lat - b.lat) * metresPerDegree;
  const de = (a.lon - b.lon) * metresPerDegree * Math.cos((b.lat * Math.PI) / 180);
  return Math.hypot(dn, de);
}

describe('SWEREF 99 TM ↔ WGS 84', () => {
  it.each(controlPoints)('projects %s° N %s° E to Lantmäteriet’s N %s, E %s', (lat, lon, n, e) => {
    const p = toSweref({ lat, lon });
    expect(Math.abs(p.n - n)).toBeLessThan(toleranceMetres);
    expect(Math.abs(p.e - e)).toBeLessThan(toleranceMetres);
  });

  it.each(controlPoints)('unprojects to %s° N %s° E from N %s, E %s', (lat, lon, n, e) => {
    expect(groundError(toWgs84({ n, e }), { lat, lon })).toBeLessThan(toleranceMetres);
  });

  it('puts the central meridian 15° E at the false easting 500 000 m', () => {
    expect(toSweref({ lat: 62, lon: 15 }).e).toBeCloseTo(500_000, 6);
  });

  it('round-trips points all over Sweden to well under a millimetre', () => {
    const points = [
      { n: 6_580_822, e: 674_032 }, // Stockholm Central
      { n: 6_097_000, e: 370_000 }, // Skåne
      { n: 7_590_000, e: 880_000 }, // Tornedalen, far from the central meridian
      { n: 7_000_000, e: 300_000 },
    ];
    for (const p of points) {
      const back = toSweref(toWgs84(p));
      expect(Math.hypot(back.n - p.n, back.e - p.e)).toBeLessThan(1e-4);
    }
  });

  it('keeps N and E apart (not swapped as x, y)', () => {
    const { lat, lon } = toWgs84({ n: 6_580_822, e: 674_032 });
    expect(lat).toBeCloseTo(59.33, 2);
    expect(lon).toBeCloseTo(18.06, 2);
  });
});
