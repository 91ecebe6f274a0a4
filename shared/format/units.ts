/**
 * timber-production-map §3 "Unit enumeration: hectare, cm, m, piece, tonne, ttv, hour, day,
 * year, km, mil, MWh, percent, SEK, m3 variants, seedlings": every quantity the portal shows
 * names its unit from here, with its Swedish symbol, so that "m³sk" is never read as "m³fub"
 * (§3's m3 variants: solid under bark, forest cubic metres, stacked).
 */
export const units = [
  'hectare',
  'cm',
  'm',
  'piece',
  'tonne',
  'ttv',
  'hour',
  'day',
  'year',
  'km',
  'mil',
  'MWh',
  'percent',
  'SEK',
  'm3fub',
  'm3sk',
  'm3to',
  'seedlings',
] as const;
export type Unit = (typeof units)[number];

/** The Swedish symbol shown after the number (ttv: ton torrvikt; mil: 10 km). */
export const unitSymbols: Record<Unit, string> = {
  hectare: 'ha',
  cm: 'cm',
  m: 'm',
  piece: 'st',
  tonne: 'ton',
  ttv: 'ttv',
  hour: 'tim',
  day: 'dagar',
  year: 'år',
  km: 'km',
  mil: 'mil',
  MWh: 'MWh',
  percent: '%',
  SEK: 'kr',
  m3fub: 'm³fub',
  m3sk: 'm³sk',
  m3to: 'm³to',
  seedlings: 'plantor',
};

const formats = new Map<number, Intl.NumberFormat>();
const numberFormat = (decimals: number) => {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('sv-SE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return format;
};

/** A number with exactly `decimals` decimals as Swedes write it: "1 220,8" (one format each). */
export const formatDecimals = (value: number, decimals: number) =>
  numberFormat(decimals).format(value);

/**
 * A quantity with its unit: `formatQuantity(6.43, 'hectare', { decimals: 1 })` → "6,4 ha";
 * `perHectare` for a value per hectare ("120 m³fub/ha"). Whole numbers unless told.
 */
export function formatQuantity(
  value: number,
  unit: Unit,
  { decimals = 0, perHectare = false }: { decimals?: number; perHectare?: boolean } = {},
): string {
  // numberFormat, not formatDecimals: one call less keeps the deliveries' element in budget.
  return `${numberFormat(decimals).format(value)} ${unitSymbols[unit]}${perHectare ? '/ha' : ''}`;
}
