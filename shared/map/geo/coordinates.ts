import { toSweref, type SwerefPoint, type Wgs84Point } from './crs.ts';
import type { Bounds } from './tileMatrix.ts';
import { t } from './t.ts';

/**
 * Coordinates as members read and type them: SWEREF 99 TM as "N 6 580 822, E 674 032"
 * (whole metres) and WGS 84 as "59,329324° N, 18,068581° E" (six decimals, ≈ 0.1 m).
 * Parsing is forgiving (labels or not, comma or point decimals, any kind of space) and
 * answers with a result and a Swedish message rather than throwing.
 */

/**
 * Sweden, onshore and offshore: the area of use of EPSG:3006 in the EPSG registry
 * (lat 54.96..69.07, lon 10.03..24.17).
 */
export const SWEDEN_WGS84 = { minLat: 54.96, maxLat: 69.07, minLon: 10.03, maxLon: 24.17 } as const;

/**
 * The same area projected to SWEREF 99 TM (its edges sampled: E 181 896..1 086 313,
 * N 6 090 340..7 689 478), rounded outward to whole kilometres.
 */
export const SWEDEN_SWEREF: Bounds = {
  minE: 181_000,
  minN: 6_090_000,
  maxE: 1_087_000,
  maxN: 7_690_000,
};

export type CoordinateError = 'swerefFormat' | 'wgs84Format' | 'anyFormat' | 'outsideSweden';

export type CoordinateResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: CoordinateError; readonly message: string };

const fail = (error: CoordinateError): { ok: false; error: CoordinateError; message: string } => ({
  ok: false,
  error,
  message: t(`map.coordinates.${error}`),
});

export function isInSwedenSweref({ n, e }: SwerefPoint): boolean {
  const b = SWEDEN_SWEREF;
  return n >= b.minN && n <= b.maxN && e >= b.minE && e <= b.maxE;
}

export function isInSwedenWgs84({ lat, lon }: Wgs84Point): boolean {
  const b = SWEDEN_WGS84;
  return lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;
}

/** Trimmed, upper case, every kind of space (no-break, thin, narrow) as one plain space. */
function normalize(input: string): string {
  return input
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim()
    .toUpperCase();
}

const toNumber = (text: string) => Number(text.replace(/ /g, '').replace(',', '.'));

// --- SWEREF 99 TM -------------------------------------------------------------------

/** Metres: digits grouped by single spaces or not, optionally decimals after . or , */
const METRES = String.raw`(?:\d{1,3}(?: \d{3})+|\d+)(?:[.,]\d+)?`;
const swerefLabelled = new RegExp(
  String.raw`^([NEÖ]) ?[:=]? ?(${METRES}) ?[,;]? ?([NEÖ]) ?[:=]? ?(${METRES})$`,
);
const swerefSeparated = new RegExp(String.raw`^(${METRES}) ?[,;] ?(${METRES})$`);
const swerefTwoNumbers = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/** Northings in Sweden are above 6 million, eastings below 1.1 million: never confused. */
const looksLikeEasting = (value: number) => value < 2_000_000;

/** The syntax only: a point, or null when the text is not N and E in metres. */
function readSweref(text: string): SwerefPoint | null {
  const labelled = swerefLabelled.exec(text);
  if (labelled) {
    const [, a = '', first = '', b = '', second = ''] = labelled;
    const firstIsN = a === 'N';
    if (firstIsN === (b === 'N')) return null; // N twice or E twice
    return firstIsN
      ? { n: toNumber(first), e: toNumber(second) }
      : { n: toNumber(second), e: toNumber(first) };
  }
  const unlabelled = swerefSeparated.exec(text) ?? swerefTwoNumbers.exec(text);
  if (!unlabelled) return null;
  const first = toNumber(unlabelled[1] ?? '');
  const second = toNumber(unlabelled[2] ?? '');
  // N comes first, as Lantmäteriet writes it; "E, N" (x, y) is recognised by magnitude.
  return looksLikeEasting(first) && !looksLikeEasting(second)
    ? { n: second, e: first }
    : { n: first, e: second };
}

function checkSweref(point: SwerefPoint): CoordinateResult<SwerefPoint> {
  return isInSwedenSweref(point) ? { ok: true, value: point } : fail('outsideSweden');
}

/** "N 6 580 822, E 674 032", "6580822, 674032", "E 674032 N 6580822", … */
export function parseSweref(input: string): CoordinateResult<SwerefPoint> {
  const point = readSweref(normalize(input));
  return point ? checkSweref(point) : fail('swerefFormat');
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Whole metres, thousands grouped by plain spaces (so the text can be copied elsewhere). */
function formatMetres(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** "N 6 580 822, E 674 032" */
export function formatSweref({ n, e }: SwerefPoint): string {
  return `N ${formatMetres(n)}, E ${formatMetres(e)}`;
}

// --- WGS 84 -------------------------------------------------------------------------

const DEGREES = String.raw`-?\d+(?:[.,]\d+)?`;
const HEMISPHERE = '[NSEWÖOV]';
const wgsPrefixed = new RegExp(
  String.raw`^(${HEMISPHERE}) ?(${DEGREES}) ?°? ?[,;]? ?(${HEMISPHERE}) ?(${DEGREES}) ?°?$`,
);
const wgsSuffixed = new RegExp(
  String.raw`^(${DEGREES}) ?°? ?(${HEMISPHERE}) ?[,;]? ?(${DEGREES}) ?°? ?(${HEMISPHERE})$`,
);
/** Unlabelled, latitude first: a comma between the numbers needs a space after it… */
const wgsPlain = new RegExp(String.raw`^(${DEGREES}) ?°? ?(?:, |; ?| )(${DEGREES}) ?°?$`);
/** …unless both use decimal points ("59.329324,18.068581", as map sites copy it): "59,33" is one number. */
const wgsPointDecimals = /^(-?\d+\.\d+)°?,(-?\d+\.\d+)°?$/;

/** A hemisphere letter's axis and sign (Swedish Ö/O for öst, V for väst). */
function hemisphere(letter: string): { axis: 'lat' | 'lon'; sign: 1 | -1 } {
  if (letter === 'N') return { axis: 'lat', sign: 1 };
  if (letter === 'S') return { axis: 'lat', sign: -1 };
  if (letter === 'W' || letter === 'V') return { axis: 'lon', sign: -1 };
  return { axis: 'lon', sign: 1 };
}

function fromLettered(first: string, a: string, second: string, b: string): Wgs84Point | null {
  const h1 = hemisphere(a);
  const h2 = hemisphere(b);
  if (h1.axis === h2.axis || first.startsWith('-') || second.startsWith('-')) return null;
  const v1 = h1.sign * toNumber(first);
  const v2 = h2.sign * toNumber(second);
  return h1.axis === 'lat' ? { lat: v1, lon: v2 } : { lat: v2, lon: v1 };
}

/** The syntax only: a point, or null when the text is not latitude and longitude. */
function readWgs84(text: string): Wgs84Point | null {
  const prefixed = wgsPrefixed.exec(text);
  if (prefixed)
    return fromLettered(prefixed[2] ?? '', prefixed[1] ?? '', prefixed[4] ?? '', prefixed[3] ?? '');
  const suffixed = wgsSuffixed.exec(text);
  if (suffixed)
    return fromLettered(suffixed[1] ?? '', suffixed[2] ?? '', suffixed[3] ?? '', suffixed[4] ?? '');
  const plain = wgsPlain.exec(text) ?? wgsPointDecimals.exec(text);
  if (!plain) return null;
  // Latitude first, as the format shows it.
  return { lat: toNumber(plain[1] ?? ''), lon: toNumber(plain[2] ?? '') };
}

const isDegrees = ({ lat, lon }: Wgs84Point) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

function checkWgs84(point: Wgs84Point): CoordinateResult<Wgs84Point> {
  return isInSwedenWgs84(point) ? { ok: true, value: point } : fail('outsideSweden');
}

/** "59,329324° N, 18,068581° E", "59.329324, 18.068581", "N 59,33 E 18,07", … */
export function parseWgs84(input: string): CoordinateResult<Wgs84Point> {
  const point = readWgs84(normalize(input));
  if (!point || !isDegrees(point)) return fail('wgs84Format');
  return checkWgs84(point);
}

const sixDecimals = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
  useGrouping: false,
});

/** "59,329324° N, 18,068581° E" (hemisphere letters rather than signs). */
export function formatWgs84({ lat, lon }: Wgs84Point): string {
  const ns = lat < 0 ? 'S' : 'N';
  const ew = lon < 0 ? 'W' : 'E';
  return `${sixDecimals.format(Math.abs(lat))}° ${ns}, ${sixDecimals.format(Math.abs(lon))}° ${ew}`;
}

// --- Either ---------------------------------------------------------------------------

/**
 * One field that takes either system, as the coordinates tool's "go to" does: numbers that
 * are valid degrees are WGS 84, anything else is read as SWEREF 99 TM (Swedish metres are
 * in the hundred thousands and millions, so the two never overlap). Answers in SWEREF.
 */
export function parseCoordinate(
  input: string,
): CoordinateResult<SwerefPoint> & { readonly system?: 'sweref' | 'wgs84' } {
  const text = normalize(input);
  const degrees = readWgs84(text);
  if (degrees && isDegrees(degrees)) {
    const checked = checkWgs84(degrees);
    return checked.ok ? { ok: true, value: toSweref(checked.value), system: 'wgs84' } : checked;
  }
  const metres = readSweref(text);
  if (!metres) return fail('anyFormat');
  return { ...checkSweref(metres), system: 'sweref' };
}
