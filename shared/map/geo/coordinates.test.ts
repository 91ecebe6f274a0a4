import { describe, expect, it } from 'vitest';
import { toSweref, toWgs84 } from './crs.ts';
import {
  SWEDEN_SWEREF,
  SWEDEN_WGS84,
  formatSweref,
  formatWgs84,
  isInSwedenSweref,
  parseCoordinate,
  parseSweref,
  parseWgs84,
} from './coordinates.ts';

const swerefMessage = 'Ange koordinaten som N och E i meter (SWEREF 99 TM).';
const outside = 'Koordinaten ligger utanför Sverige.';

/** Stockholm Central as Lantmäteriet's services show it. */
const stockholm = { n: 6_580_822, e: 674_032 };

describe('SWEREF 99 TM coordinates', () => {
  it('shows N and E in whole metres grouped by spaces', () => {
    expect(formatSweref(stockholm)).toBe('N 6 580 822, E 674 032');
    expect(formatSweref({ n: 6_580_821.6, e: 674_032.4 })).toBe('N 6 580 822, E 674 032');
  });

  it.each([
    'N 6 580 822, E 674 032',
    'n 6580822 e 674032',
    'N: 6580822; E: 674032',
    'E 674 032, N 6 580 822',
    'Ö 674032 N 6580822',
    'N\u00a06\u2009580\u2009822, E\u202f674\u00a0032',
    '6 580 822, 674 032',
    '6580822,674032',
    '6580822;674032',
    '6580822 674032',
    '  6580822   674032  ',
    // Easting first (x, y) is recognised by magnitude.
    '674032, 6580822',
  ])('reads %j', (input) => {
    expect(parseSweref(input)).toEqual({ ok: true, value: stockholm });
  });

  it('reads decimals with a comma or a point', () => {
    expect(parseSweref('N 6580822,5, E 674032,25')).toEqual({
      ok: true,
      value: { n: 6580822.5, e: 674032.25 },
    });
    expect(parseSweref('6580822.5, 674032.25')).toEqual({
      ok: true,
      value: { n: 6580822.5, e: 674032.25 },
    });
  });

  it.each([
    '',
    'abc',
    '6580822',
    'N 6580822',
    'N 6580822, N 674032',
    '6 580 822 674 032',
    'N 6,580,822 E 674,032',
    '65808 22 674032',
  ])('asks for N and E in metres for %j', (input) => {
    expect(parseSweref(input)).toEqual({
      ok: false,
      error: 'swerefFormat',
      message: swerefMessage,
    });
  });

  it('refuses a point outside Sweden', () => {
    expect(parseSweref('N 5 000 000, E 674 032')).toEqual({
      ok: false,
      error: 'outsideSweden',
      message: outside,
    });
    expect(parseSweref('N 6 580 822, E 100 000')).toMatchObject({
      ok: false,
      error: 'outsideSweden',
    });
    expect(parseSweref('59.33, 18.06')).toMatchObject({ ok: false, error: 'outsideSweden' });
  });

  it('holds all of Sweden (the corners of the EPSG area of use) inside its SWEREF bounds', () => {
    const { minLat, maxLat, minLon, maxLon } = SWEDEN_WGS84;
    for (const lat of [minLat, maxLat]) {
      for (const lon of [minLon, maxLon])
        expect(isInSwedenSweref(toSweref({ lat, lon }))).toBe(true);
    }
    // Treriksröset, Smygehuk, Haparanda, Koster: the land's extremes.
    for (const [lat, lon] of [
      [69.06, 20.55],
      [55.34, 13.36],
      [65.83, 24.16],
      [58.9, 11.0],
    ] as const) {
      expect(isInSwedenSweref(toSweref({ lat, lon })), `${lat} ${lon}`).toBe(true);
    }
    expect(SWEDEN_SWEREF.minN).toBeLessThan(6_090_340);
  });
});

describe('WGS 84 coordinates', () => {
  const point = { lat: 59.329324, lon: 18.068581 };

  it('shows six decimals with a decimal comma and hemisphere letters', () => {
    expect(formatWgs84(point)).toBe('59,329324° N, 18,068581° E');
    expect(formatWgs84({ lat: 60, lon: 15.1234567 })).toBe('60,000000° N, 15,123457° E');
    expect(formatWgs84({ lat: -33.5, lon: -70.25 })).toBe('33,500000° S, 70,250000° W');
  });

  it.each([
    '59,329324° N, 18,068581° E',
    '59.329324° N, 18.068581° E',
    '59,329324N 18,068581E',
    'N 59,329324 E 18,068581',
    'N59.329324° Ö18.068581°',
    '18,068581° E, 59,329324° N',
    '59,329324, 18,068581',
    '59.329324,18.068581',
    '59.329324 18.068581',
    '59.329324;18.068581',
  ])('reads %j', (input) => {
    const result = parseWgs84(input);
    expect(result.ok && result.value).toEqual(point);
  });

  it('round-trips what it shows', () => {
    const shown = formatWgs84(point);
    expect(parseWgs84(shown)).toEqual({ ok: true, value: point });
  });

  it.each([
    '',
    '59,33',
    '59,329324,18,068581',
    '59.3,18',
    'N 59 N 18',
    '59 Nord 18 Öst',
    '-59 N, 18 E',
    '95, 18',
    '59° 19′ 45″ N, 18° 4′ 7″ E',
  ])('asks for degrees for %j', (input) => {
    expect(parseWgs84(input)).toMatchObject({ ok: false, error: 'wgs84Format' });
    const result = parseWgs84(input);
    expect(!result.ok && result.message).toMatch(/^Ange koordinaten som latitud och longitud/);
  });

  it('refuses a point outside Sweden', () => {
    expect(parseWgs84('48,8584° N, 2,2945° E')).toEqual({
      ok: false,
      error: 'outsideSweden',
      message: outside,
    });
    expect(parseWgs84('59,33° S, 18,07° E')).toMatchObject({ ok: false, error: 'outsideSweden' });
  });
});

describe('one field for either system', () => {
  it('reads degrees as WGS 84 and answers in SWEREF 99 TM', () => {
    const result = parseCoordinate('59,330231° N, 18,059196° E');
    expect(result.ok && result.system).toBe('wgs84');
    const value = result.ok ? result.value : { n: 0, e: 0 };
    // Stockholm Central is N 6 580 822, E 674 032 to the metre.
    expect(Math.abs(value.n - stockholm.n)).toBeLessThan(1);
    expect(Math.abs(value.e - stockholm.e)).toBeLessThan(1);
  });

  it('reads metres as SWEREF 99 TM', () => {
    expect(parseCoordinate('6580822, 674032')).toEqual({
      ok: true,
      value: stockholm,
      system: 'sweref',
    });
    const back = toWgs84(stockholm);
    expect(back.lat).toBeGreaterThan(59);
  });

  it('asks for either format, or says the point is outside Sweden', () => {
    expect(parseCoordinate('hej')).toMatchObject({
      ok: false,
      error: 'anyFormat',
      message:
        'Ange koordinaten som N och E i meter (SWEREF 99 TM) eller som latitud och longitud i grader (WGS 84).',
    });
    expect(parseCoordinate('40, 2')).toMatchObject({ ok: false, error: 'outsideSweden' });
    expect(parseCoordinate('N 9 000 000, E 674 032')).toMatchObject({
      ok: false,
      error: 'outsideSweden',
    });
  });
});
