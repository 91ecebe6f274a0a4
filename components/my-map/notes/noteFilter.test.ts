import { describe, expect, it } from 'vitest';
import { monthsBefore, noteShown } from './noteFilter.ts';

describe('note display filters', () => {
  it('counts months back, clamping to the shorter month', () => {
    expect(monthsBefore('2026-11-26', 3)).toBe('2026-08-26');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 12)).toBe('2025-01-15');
  });
  it('hides by age, keeping a note exactly at the limit', () => {
    const today = '2026-11-26';
    expect(noteShown('all', '2020-01-01', today)).toBe(true);
    expect(noteShown('none', today, today)).toBe(false);
    expect(noteShown('hide3m', '2026-08-26', today)).toBe(true);
    expect(noteShown('hide3m', '2026-08-25', today)).toBe(false);
    expect(noteShown('hide1y', '2025-11-26', today)).toBe(true);
    expect(noteShown('hide1y', '2025-11-25', today)).toBe(false);
  });
});
