import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../shared/contracts/my-map.ts';
import { cycleOf } from './cycle.ts';

const activity = (over: Partial<Activity>): Activity => ({
  id: 'a',
  compartmentId: 'c',
  compartmentNumber: '1',
  status: 'proposed',
  role: 'Huvudatgard',
  type: 'Gallring',
  category: 'harvest',
  performer: 'Cooperative',
  startYear: 2027,
  endYear: 2027,
  harvestVolume: null,
  unit: null,
  note: '',
  dateDone: null,
  speciesShares: [],
  slopePercent: null,
  slopeLengthM: null,
  warnings: [],
  ...over,
});

describe('cycleOf', () => {
  it('counts proposed activities per coming year and category, spans in each year', () => {
    const years = cycleOf(
      [
        activity({}),
        activity({ type: 'Rojning', category: 'tending', startYear: 2027, endYear: 2029 }),
        activity({ status: 'performed', startYear: 2027, endYear: 2027 }),
        activity({ startYear: 2040, endYear: 2040 }),
        activity({ startYear: 2020, endYear: 2020 }),
      ],
      2026,
    );
    expect(years).toHaveLength(10);
    expect(years[0]).toMatchObject({ year: 2026, total: 0 });
    expect(years[1]).toMatchObject({ year: 2027, total: 2, counts: { harvest: 1, tending: 1 } });
    expect(years[3]).toMatchObject({ year: 2029, total: 1, counts: { tending: 1 } });
    expect(years[4]?.total).toBe(0);
    expect(years.at(-1)?.year).toBe(2035);
  });
});
