import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, workingDaysBetween } from './workingDays.ts';

describe('Swedish working days', () => {
  it('works Monday to Friday except holidays and the eves', () => {
    expect(isWorkingDay('2026-03-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-03-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-03-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-04-02')).toBe(true); // skärtorsdagen is a working day
    expect(isWorkingDay('2026-04-03')).toBe(false); // långfredagen
    expect(isWorkingDay('2026-04-06')).toBe(false); // annandag påsk
    expect(isWorkingDay('2026-05-01')).toBe(false);
    expect(isWorkingDay('2026-05-14')).toBe(false); // Kristi himmelsfärdsdag
    expect(isWorkingDay('2026-05-15')).toBe(true); // klämdag, still a working day
    expect(isWorkingDay('2025-06-06')).toBe(false); // nationaldagen on a Friday
    expect(isWorkingDay('2026-06-19')).toBe(false); // midsommarafton
    expect(isWorkingDay('2025-12-24')).toBe(false); // julafton, Wednesday
    expect(isWorkingDay('2025-12-31')).toBe(false); // nyårsafton
    expect(isWorkingDay('2026-01-06')).toBe(false); // trettondedag jul
    expect(isWorkingDay('2026-01-07')).toBe(true);
  });

  it('adds working days over Easter, Christmas and New Year', () => {
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    expect(addWorkingDays('2026-03-27', 1)).toBe('2026-03-30');
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    // 28, 29, 30 December, then past nyårsafton, nyårsdagen and the weekend.
    expect(addWorkingDays('2026-12-23', 5)).toBe('2027-01-05');
    // From the Saturday before Easter: Monday to Thursday, then past långfredagen to Tuesday.
    expect(addWorkingDays('2026-03-28', 5)).toBe('2026-04-07');
    expect(addWorkingDays('2026-06-17', 2)).toBe('2026-06-22');
  });

  it('counts backwards and keeps the day for 0', () => {
    expect(addWorkingDays('2026-04-07', -1)).toBe('2026-04-02');
    expect(addWorkingDays('2026-04-05', 0)).toBe('2026-04-05');
    expect(() => addWorkingDays('2026-04-05', 1.5)).toThrow(RangeError);
  });

  it('counts the working days after one date up to another', () => {
    expect(workingDaysBetween('2026-04-02', '2026-04-07')).toBe(1);
    expect(workingDaysBetween('2026-12-23', '2027-01-05')).toBe(5);
    expect(workingDaysBetween('2026-04-07', '2026-04-02')).toBe(0);
    expect(() => workingDaysBetween('2026-04-07', 'sometime')).toThrow(RangeError);
  });
});
