import { describe, expect, it } from 'vitest';
import { adjustStatisticsRange, statisticsLastDay } from './electricity.ts';

describe('statistics spans (§5)', () => {
  it('gives each mode its last day', () => {
    expect(statisticsLastDay('hour', '2026-01-31')).toBe('2026-01-31');
    expect(statisticsLastDay('day', '2026-01-31')).toBe('2026-03-02');
    expect(statisticsLastDay('week', '2026-01-05')).toBe('2026-07-05');
    expect(statisticsLastDay('month', '2024-02-29')).toBe('2026-02-27');
  });
  it('adjusts only an end that is too far', () => {
    expect(adjustStatisticsRange('day', '2026-01-01', '2026-01-31')).toEqual({
      to: '2026-01-31',
      adjusted: false,
    });
    expect(adjustStatisticsRange('day', '2026-01-01', '2026-02-01')).toEqual({
      to: '2026-01-31',
      adjusted: true,
    });
  });
});
