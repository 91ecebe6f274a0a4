import { describe, expect, it } from 'vitest';
import { axisTicks, formatTick, niceMax, rovingTarget } from './chart.ts';

describe('chart kit', () => {
  it('rounds an axis top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.7, 3, 2.2, 2.6, 7, 12, 1221].map(niceMax)).toEqual([
      1, 1, 5, 2.5, 5, 10, 20, 2000,
    ]);
  });
  it('gives five ticks and Swedish labels', () => {
    expect(axisTicks(2.5)).toEqual([0, 0.625, 1.25, 1.875, 2.5]);
    expect(formatTick(1250.5).replace(/\s/g, ' ')).toBe('1 250,5');
  });
  it('moves focus by the keys, staying inside the items', () => {
    expect(rovingTarget('ArrowRight', 2, 5)).toBe(3);
    expect(rovingTarget('ArrowDown', 4, 5)).toBe(4);
    expect(rovingTarget('ArrowLeft', 0, 5)).toBe(0);
    expect(rovingTarget('ArrowUp', 3, 5)).toBe(2);
    expect(rovingTarget('Home', 3, 5)).toBe(0);
    expect(rovingTarget('End', 0, 5)).toBe(4);
    expect(rovingTarget('a', 0, 5)).toBeNull();
  });
});
