import { describe, expect, it } from 'vitest';
import { allNotes, monthsBefore, noteFilterShows, noteShown } from './noteFilter.ts';

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

describe('the notes filter (display and type)', () => {
  const today = '2026-11-26';
  const old = { createdAt: '2025-01-01', type: 'Memo' };
  const recent = { createdAt: '2026-11-01', type: 'Windthrow' };
  it('shows a note only when both its age and its type pass', () => {
    expect(noteFilterShows(allNotes, old, today)).toBe(true);
    expect(noteFilterShows({ display: 'hide3m', type: 'all' }, old, today)).toBe(false);
    expect(noteFilterShows({ display: 'hide3m', type: 'all' }, recent, today)).toBe(true);
    expect(noteFilterShows({ display: 'all', type: 'Memo' }, recent, today)).toBe(false);
    expect(noteFilterShows({ display: 'hide3m', type: 'Memo' }, old, today)).toBe(false);
    expect(noteFilterShows({ display: 'none', type: 'all' }, recent, today)).toBe(false);
  });
});
