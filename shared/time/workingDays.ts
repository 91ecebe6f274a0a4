import { addDays, daysBetween, isoWeekday } from './isoDate.ts';
import { swedishHoliday } from './holidays.ts';

/** Monday to Friday and not a Swedish holiday or eve (see swedishHolidays). */
export function isWorkingDay(value: string): boolean {
  return isoWeekday(value) <= 5 && swedishHoliday(value) === null;
}

/**
 * The `count`th working day after `value` (before it when negative); the day itself does
 * not count, so 1 from Thursday before Easter is the Tuesday after. 0 returns `value`.
 */
export function addWorkingDays(value: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of days: ${count}`);
  const step = count < 0 ? -1 : 1;
  let date = value;
  for (let left = Math.abs(count); left > 0;) {
    date = addDays(date, step);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

/** Working days after `from` up to and including `to` (0 when `to` is not later). */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let offset = daysBetween(from, to); offset > 0; offset -= 1) {
    if (isWorkingDay(addDays(from, offset))) count += 1;
  }
  return count;
}
