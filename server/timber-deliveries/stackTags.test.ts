import { describe, expect, it } from 'vitest';
import { stackTagsExpectedBy } from './stackTags.ts';

describe('stack tags arrive within 5 working days, 10 under EU review (§9)', () => {
  it('skips the weekend', () => {
    // Friday 27 November 2026: Mon 30 ... Fri 4 December.
    expect(stackTagsExpectedBy('2026-11-27', false)).toBe('2026-12-04');
    expect(stackTagsExpectedBy('2026-11-27', true)).toBe('2026-12-11');
  });

  it('skips Swedish holidays: Easter 2027 (Good Friday and Easter Monday)', () => {
    // Thursday 25 March 2027: Fri 26 and Mon 29 are holidays; Tue 30 is the first.
    expect(stackTagsExpectedBy('2027-03-25', false)).toBe('2027-04-05');
    expect(stackTagsExpectedBy('2027-03-25', true)).toBe('2027-04-12');
  });
});
