import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  monthAround,
  compareIsoDates,
  daysBetween,
  formatIsoDate,
  isIsoDate,
  isoWeekday,
  parseIsoDate,
} from './isoDate.ts';

describe('ISO dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '2026-4-1']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    for (const bad of ['', '2026-01-01T00:00', ' 2026-01-01', '20260101', '0099-13-01']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(isIsoDate('0050-06-01')).toBe(true);
    expect(formatIsoDate({ year: 50, month: 6, day: 1 })).toBe('0050-06-01');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // The DST nights are ordinary days to the calendar.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
  });

  it('compares and counts the days between two dates', () => {
    expect(compareIsoDates('2026-03-29', '2026-03-30')).toBe(-1);
    expect(compareIsoDates('2026-03-30', '2026-03-30')).toBe(0);
    expect(compareIsoDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('knows the weekday (1 Monday, 7 Sunday)', () => {
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('2026-06-19')).toBe(5);
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });
});

describe('addYears', () => {
  it('keeps the day, moving 29 February to 28 February outside leap years', () => {
    expect(addYears('2026-11-25', 1)).toBe('2027-11-25');
    expect(addYears('2026-11-25', -2)).toBe('2024-11-25');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('monthAround', () => {
  it('gives the first and last day of a month some months away, across years', () => {
    expect(monthAround('2026-11-29', 0)).toEqual({ opensOn: '2026-11-01', closesOn: '2026-11-30' });
    expect(monthAround('2026-11-29', 1)).toEqual({ opensOn: '2026-12-01', closesOn: '2026-12-31' });
    expect(monthAround('2026-11-29', 3)).toEqual({ opensOn: '2027-02-01', closesOn: '2027-02-28' });
    expect(monthAround('2028-01-31', -11)).toEqual({
      opensOn: '2027-02-01',
      closesOn: '2027-02-28',
    });
    expect(monthAround('2027-01-15', -1)).toEqual({
      opensOn: '2026-12-01',
      closesOn: '2026-12-31',
    });
    expect(monthAround('2028-03-10', -1)).toEqual({
      opensOn: '2028-02-01',
      closesOn: '2028-02-29',
    });
  });
  it('refuses what is not a date', () => {
    expect(() => monthAround('2026-13-01', 0)).toThrow(RangeError);
  });
});
