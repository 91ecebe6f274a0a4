import { addDays, formatIsoDate, isoWeekday, parseIsoDate } from './isoDate.ts';

export interface SwedishHoliday {
  date: string;
  /** Swedish name, lower case as in running text ("långfredagen"). */
  name: string;
}

/** Easter Sunday (Gregorian, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

/** The first date in [from, from + 6] that falls on the ISO weekday (5 Friday, 6 Saturday). */
function weekdayFrom(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

const cache = new Map<number, readonly SwedishHoliday[]>();

/**
 * The days of a year on which Swedish offices are closed: the public holidays of the law
 * (lag 1989:253), including those always on a Sunday or Saturday, and the eves that work
 * treats as holidays (midsommarafton, julafton, nyårsafton). Sorted by date.
 */
export function swedishHolidays(year: number): readonly SwedishHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const y = String(year).padStart(4, '0');
  const easter = easterSunday(year);
  const list: SwedishHoliday[] = [
    { date: `${y}-01-01`, name: 'nyårsdagen' },
    { date: `${y}-01-06`, name: 'trettondedag jul' },
    { date: addDays(easter, -2), name: 'långfredagen' },
    { date: easter, name: 'påskdagen' },
    { date: addDays(easter, 1), name: 'annandag påsk' },
    { date: `${y}-05-01`, name: 'första maj' },
    { date: addDays(easter, 39), name: 'Kristi himmelsfärdsdag' },
    { date: addDays(easter, 49), name: 'pingstdagen' },
    { date: `${y}-06-06`, name: 'nationaldagen' },
    { date: weekdayFrom(`${y}-06-19`, 5), name: 'midsommarafton' },
    { date: weekdayFrom(`${y}-06-20`, 6), name: 'midsommardagen' },
    { date: weekdayFrom(`${y}-10-31`, 6), name: 'alla helgons dag' },
    { date: `${y}-12-24`, name: 'julafton' },
    { date: `${y}-12-25`, name: 'juldagen' },
    { date: `${y}-12-26`, name: 'annandag jul' },
    { date: `${y}-12-31`, name: 'nyårsafton' },
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(year, list);
  return list;
}

/** The holiday on that date, or null. */
export function swedishHoliday(value: string): SwedishHoliday | null {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${JSON.stringify(value)}`);
  return swedishHolidays(parts.year).find((h) => h.date === value) ?? null;
}
