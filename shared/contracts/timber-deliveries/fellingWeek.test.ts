import { describe, expect, it } from 'vitest';
import { fellingWeekLabel, hasWeek53, landingAssortmentSchema } from '../timber-deliveries.ts';

const assortment = (fellingWeek: string) => ({
  assortment: 'grantimmer',
  volume: 30,
  fellingWeek,
  sprucePercentage: 80,
  origin: null,
  numberOfStacks: 2,
});
const errorsOf = (fellingWeek: string) => {
  const parsed = landingAssortmentSchema.safeParse(assortment(fellingWeek));
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('felling week (ISO week)', () => {
  it('knows which ISO years have a week 53', () => {
    // A year that begins on a Thursday, or a leap year that begins on a Wednesday (2020).
    expect([2015, 2020, 2026, 2032, 2037].map(hasWeek53)).toEqual([true, true, true, true, true]);
    expect([2021, 2022, 2023, 2024, 2025, 2027, 2028].map(hasWeek53)).toEqual(Array(7).fill(false));
  });

  it('takes week 53 only in a year that has one, with a Swedish message otherwise', () => {
    expect(errorsOf('2026-W53')).toEqual([]);
    expect(errorsOf('2020-W53')).toEqual([]);
    expect(errorsOf('2027-W53')).toEqual(['Det året har ingen vecka 53. Ange en vecka 1–52.']);
    expect(errorsOf('2025-W53')).toEqual(['Det året har ingen vecka 53. Ange en vecka 1–52.']);
    expect(errorsOf('2027-W52')).toEqual([]);
    expect(errorsOf('2027-W01')).toEqual([]);
  });

  it('refuses what is no week at all with the field message', () => {
    for (const week of ['2026-W54', '2026-W00', '2026-W5', '2026-46', '', 'v. 46'])
      expect(errorsOf(week)).toEqual(['Ange avverkningsvecka.']);
  });

  it('shows "v. 12" in the current year and the year beside the week in any other', () => {
    expect(fellingWeekLabel('2026-W46', '2026-11-26')).toBe('v. 46');
    expect(fellingWeekLabel('2027-W02', '2026-11-26')).toBe('v. 2 2027');
    expect(fellingWeekLabel('2026-W53', '2027-01-01')).toBe('v. 53 2026');
    expect(fellingWeekLabel('2026-W05', '2026-01-10')).toBe('v. 5');
  });
});
