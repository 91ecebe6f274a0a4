/**
 * "Today" for the cooperative is the date in Sweden: a member at 00:30 on 1 July must see
 * 1 July, while UTC still says 30 June (22:30Z). Intl knows Stockholm's DST rules.
 */

export const swedishTimeZone = 'Europe/Stockholm';

let formatter: Intl.DateTimeFormat | undefined;
/** The last minute asked for and its date: Stockholm's offsets are whole hours, so the
 * date only ever changes on a minute, and Intl's formatting costs more than the request. */
let lastMinute = Number.NaN;
let lastDate = '';

/** The calendar date (yyyy-MM-dd) in Sweden at the given instant. */
export function dateInSweden(instant: Date): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const minute = Math.floor(ms / 60_000);
  if (minute === lastMinute) return lastDate;
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: swedishTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // formatToParts rather than a locale's layout, which may differ between ICU versions.
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  lastDate = `${part('year')}-${part('month')}-${part('day')}`;
  lastMinute = minute;
  return lastDate;
}

/** Today's date (yyyy-MM-dd) in Sweden; pass `now` in tests. */
export function todayInSweden(now: Date = new Date()): string {
  return dateInSweden(now);
}
