import { describe, expect, it } from 'vitest';
import { dateInSweden, todayInSweden } from './sweden.ts';

const at = (iso: string) => todayInSweden(new Date(iso));

describe('todayInSweden', () => {
  it('is already tomorrow in the hours after Swedish midnight', () => {
    // Summer (CEST, UTC+2): 22:30Z is 00:30 on 1 July.
    expect(at('2026-06-30T21:59:59Z')).toBe('2026-06-30');
    expect(at('2026-06-30T22:00:00Z')).toBe('2026-07-01');
    expect(at('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(at('2026-06-30T23:59:59Z')).toBe('2026-07-01');
    // Winter (CET, UTC+1), over New Year.
    expect(at('2025-12-31T22:59:59Z')).toBe('2025-12-31');
    expect(at('2025-12-31T23:30:00Z')).toBe('2026-01-01');
  });

  it('follows the spring DST night (2026-03-29, 02:00 CET becomes 03:00 CEST)', () => {
    expect(at('2026-03-28T22:59:59Z')).toBe('2026-03-28');
    expect(at('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    expect(at('2026-03-29T00:59:59Z')).toBe('2026-03-29');
    expect(at('2026-03-29T01:00:00Z')).toBe('2026-03-29');
    // That evening midnight is at 22:00Z already.
    expect(at('2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(at('2026-03-29T22:00:00Z')).toBe('2026-03-30');
  });

  it('follows the autumn DST night (2026-10-25, 03:00 CEST becomes 02:00 CET)', () => {
    expect(at('2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(at('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect(at('2026-10-25T01:30:00Z')).toBe('2026-10-25');
    // That evening midnight is at 23:00Z again.
    expect(at('2026-10-25T22:59:59Z')).toBe('2026-10-25');
    expect(at('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('uses the real clock when not given one, and refuses an invalid date', () => {
    expect(todayInSweden()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => dateInSweden(new Date('nonsense'))).toThrow(RangeError);
  });
});
