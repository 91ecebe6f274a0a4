import { describe, expect, it } from 'vitest';
import { easterSunday, swedishHoliday, swedishHolidays } from './holidays.ts';

describe('Swedish holidays', () => {
  it('computes Easter Sunday (checked against the almanac)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('lists the holidays of 2026 with their moving dates', () => {
    expect(swedishHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      '2026-01-01 nyårsdagen',
      '2026-01-06 trettondedag jul',
      '2026-04-03 långfredagen',
      '2026-04-05 påskdagen',
      '2026-04-06 annandag påsk',
      '2026-05-01 första maj',
      '2026-05-14 Kristi himmelsfärdsdag',
      '2026-05-24 pingstdagen',
      '2026-06-06 nationaldagen',
      '2026-06-19 midsommarafton',
      '2026-06-20 midsommardagen',
      '2026-10-31 alla helgons dag',
      '2026-12-24 julafton',
      '2026-12-25 juldagen',
      '2026-12-26 annandag jul',
      '2026-12-31 nyårsafton',
    ]);
  });

  it('moves midsommar and alla helgons dag to their weekday', () => {
    expect(swedishHoliday('2025-06-20')?.name).toBe('midsommarafton');
    expect(swedishHoliday('2024-06-21')?.name).toBe('midsommarafton');
    expect(swedishHoliday('2027-06-25')?.name).toBe('midsommarafton');
    expect(swedishHoliday('2027-06-18')).toBeNull();
    expect(swedishHoliday('2025-11-01')?.name).toBe('alla helgons dag');
    expect(swedishHoliday('2025-05-29')?.name).toBe('Kristi himmelsfärdsdag');
    expect(swedishHoliday('2024-04-01')?.name).toBe('annandag påsk');
    expect(swedishHoliday('2026-04-02')).toBeNull();
  });
});
