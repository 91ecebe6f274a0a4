/**
 * Dates for the whole portal (browser and server): Swedish "today", ISO date arithmetic,
 * ISO weeks ("v. 12") and Swedish working days. No dependencies; Intl for the time zone.
 */
export {
  addDays,
  addYears,
  compareIsoDates,
  daysBetween,
  formatIsoDate,
  isIsoDate,
  isoWeekday,
  monthAround,
  parseIsoDate,
  type DateParts,
} from './isoDate.ts';
export { dateInSweden, swedishTimeZone, todayInSweden } from './sweden.ts';
export { isoWeek, weekLabel, type IsoWeek } from './week.ts';
export { easterSunday, swedishHoliday, swedishHolidays, type SwedishHoliday } from './holidays.ts';
export { addWorkingDays, isWorkingDay, workingDaysBetween } from './workingDays.ts';
