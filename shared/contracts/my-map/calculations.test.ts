import { describe, expect, it } from 'vitest';
import { nextGrowthSeason, projectionAvailable, seasonsBetween } from './calculations.ts';

describe('the projection season (§9)', () => {
  it('is off from 1 May to the end of August, on from September to April', () => {
    expect(
      ['2026-04-30', '2026-05-01', '2026-08-31', '2026-09-01', '2027-01-15'].map(
        projectionAvailable,
      ),
    ).toEqual([true, false, false, true, true]);
  });

  it('stops at the next 1 May', () => {
    expect(nextGrowthSeason('2026-11-26')).toBe('2027-05-01');
    expect(nextGrowthSeason('2027-02-01')).toBe('2027-05-01');
  });

  it('counts the seasons (1 May) after the start up to and including the end', () => {
    expect(seasonsBetween('2021-04-15', '2027-05-01')).toBe(7);
    expect(seasonsBetween('2021-05-01', '2027-05-01')).toBe(6);
    expect(seasonsBetween('2027-05-01', '2027-05-01')).toBe(0);
  });
});
