import { describe, expect, it } from 'vitest';
import { isoWeek, weekLabel } from './week.ts';

describe('ISO weeks', () => {
  it('labels a week as the spec writes it', () => {
    expect(weekLabel('2024-03-18')).toBe('v. 12');
    expect(weekLabel('2026-03-29')).toBe('v. 13');
    expect(weekLabel('2026-03-30')).toBe('v. 14');
  });

  it('gives the days around New Year to the year of their Thursday', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2025-12-28')).toEqual({ year: 2025, week: 52 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });
});
