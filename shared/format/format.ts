/**
 * Formats of platform §9 for locale sv: SEK, percent with exactly two decimals, dates
 * yyyy-MM-dd and weeks "v. 12". Intl output uses non-breaking spaces and U+2212 for minus.
 */
const locale = 'sv-SE';

export interface CurrencyOptions {
  /** 0 to 20; default 0. */
  minimumFractionDigits?: number;
  /** 0 to 20; default 2 (whole kronor show no decimals unless minimum says so). */
  maximumFractionDigits?: number;
}

const clampDigits = (n: number) => Math.min(20, Math.max(0, Math.trunc(n)));

/** An amount in kronor as SEK: "1 234,50 kr". */
export function formatSek(kronor: number, options: CurrencyOptions = {}): string {
  const min = clampDigits(options.minimumFractionDigits ?? 0);
  const max = Math.max(min, clampDigits(options.maximumFractionDigits ?? 2));
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(kronor);
}

/** Money from the API is integer öre: shown as kronor with two decimals. */
export function formatOre(ore: number): string {
  return formatSek(ore / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// Made on first use: a module-level Intl format is made by every page that loads this file
// (a bundler must keep it), and the first one loads the locale's data (ms on a phone).
let percentFormat: Intl.NumberFormat | undefined;

/** A fraction as percent with exactly two decimals: 0.1234 → "12,34 %". */
export function formatPercent(fraction: number): string {
  percentFormat ??= new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return percentFormat.format(fraction);
}

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A bare ISO date is a calendar day, not UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as yyyy-MM-dd in local time; an empty string for an invalid date. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO 8601 week number (Swedish weeks start on Monday; week 1 holds the 4th of January). */
export function isoWeek(value: Date | string): number {
  const date = toDate(value);
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The week of a date as "v. 12". */
export function formatWeek(value: Date | string): string {
  return `v. ${isoWeek(value)}`;
}

const monthNames = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** A month 'YYYY-MM' as "mars 2027"; the value itself when it is not one. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? `${monthNames[Number(match[2]) - 1]} ${match[1]}` : month;
}
