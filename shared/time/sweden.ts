/**
 * "Today" for the cooperative is the date in Sweden: a member at 00:30 on 1 July must see
 * 1 July, while UTC still says 30 June (22:30Z). Intl knows Stockholm's DST rules.
 */

export const swedishTimeZone = 'Europe/Stockholm';

let formatter: Intl.DateTimeFormat | undefined;

/** The calendar date (yyyy-MM-dd) in Sweden at the given instant. */
export function dateInSweden(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
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
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's date (yyyy-MM-dd) in Sweden; pass `now` in tests. */
export function todayInSweden(now: Date = new Date()): string {
  return dateInSweden(now);
}
