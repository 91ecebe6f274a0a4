import { fromEpochDay, isoWeekday, parseIsoDate, toEpochDay } from './isoDate.ts';

export interface IsoWeek {
  /** The week's year, which differs from the date's year around New Year (2027-01-01: 2026). */
  year: number;
  week: number;
}

/** ISO 8601 week, as in Sweden: weeks begin on Monday, week 1 holds the 4th of January. */
export function isoWeek(value: string): IsoWeek {
  // The week belongs to the year of its Thursday.
  const thursday = toEpochDay(value) + 4 - isoWeekday(value);
  const year = parseIsoDate(fromEpochDay(thursday))?.year ?? Number.NaN;
  const januaryFirst = toEpochDay(`${String(year).padStart(4, '0')}-01-01`);
  return { year, week: Math.floor((thursday - januaryFirst) / 7) + 1 };
}

/** The week label of the spec's formats: "v. 12". */
export function weekLabel(value: string): string {
  return `v. ${isoWeek(value).week}`;
}
