/**
 * Calendar dates as ISO strings (yyyy-MM-dd), the form the API and the spec use. The
 * arithmetic runs on UTC midnights, so no time zone or DST change can shift a day.
 */

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const dayMs = 86_400_000;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** UTC midnight of a date; setUTCFullYear, as Date.UTC reads years 0–99 as 19xx. */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The parts of a real calendar date written yyyy-MM-dd, or null (2026-02-30 is null). */
export function parseIsoDate(value: string): DateParts | null {
  const match = isoPattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcMidnight(year, month, day);
  // 02-30 rolls over to March: only a real date comes back unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** yyyy-MM-dd of the given parts (month 1–12). */
export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Days since 1970-01-01 of a date; throws RangeError for anything but a real yyyy-MM-dd. */
export function toEpochDay(value: string): number {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${JSON.stringify(value)}`);
  return utcMidnight(parts.year, parts.month, parts.day).getTime() / dayMs;
}

/** The yyyy-MM-dd of a day count since 1970-01-01. */
export function fromEpochDay(epochDay: number): string {
  const date = new Date(epochDay * dayMs);
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The date `days` later (earlier when negative). */
export function addDays(value: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return fromEpochDay(toEpochDay(value) + days);
}

/** The same date `years` later (earlier when negative); 29 February becomes 28 February. */
export function addYears(value: string, years: number): string {
  const parts = parseIsoDate(value);
  if (!parts || !Number.isInteger(years))
    throw new RangeError(`Not a date or whole years: ${value}`);
  const year = parts.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = parts.month === 2 && parts.day === 29 && !leap ? 28 : parts.day;
  return formatIsoDate({ year, month: parts.month, day });
}

/**
 * The first and last day of the month `offset` months from `value`'s month (monthly periods:
 * capital trade's trade periods).
 */
export function monthAround(value: string, offset: number): { opensOn: string; closesOn: string } {
  const parts = parseIsoDate(value);
  if (!parts || !Number.isInteger(offset))
    throw new RangeError(`Not a date or whole months: ${value}`);
  const months = parts.year * 12 + parts.month - 1 + offset;
  const [year, month] = [Math.floor(months / 12), (months % 12) + 1];
  const opensOn = formatIsoDate({ year, month, day: 1 });
  const next = formatIsoDate({
    year: Math.floor((months + 1) / 12),
    month: ((months + 1) % 12) + 1,
    day: 1,
  });
  return { opensOn, closesOn: addDays(next, -1) };
}

/** Negative when a is before b, 0 when the same day, positive when after (for sort). */
export function compareIsoDates(a: string, b: string): number {
  return Math.sign(toEpochDay(a) - toEpochDay(b));
}

/** Whole days from `from` to `to`: 1 from today to tomorrow, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(value: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toEpochDay(value) + 3) % 7) + 7) % 7) + 1;
}
