import { describe, expect, it } from 'vitest';
import { isValidPersonalNumber, normalizePersonalNumber } from './personalNumber.ts';

describe('isValidPersonalNumber', () => {
  it('accepts the demo personal numbers', () => {
    for (const pn of [
      '195001011237',
      '196211034563',
      '197506157895',
      '198812243213',
      '197003032229',
    ]) {
      expect(isValidPersonalNumber(pn), pn).toBe(true);
    }
  });
  it('rejects a wrong check digit', () => {
    expect(isValidPersonalNumber('195001011238')).toBe(false);
  });
  it('rejects numbers not starting with 19 or 20', () => {
    expect(isValidPersonalNumber('185001011237')).toBe(false);
  });
  it('rejects impossible dates', () => {
    expect(isValidPersonalNumber('195002301234')).toBe(false);
    expect(isValidPersonalNumber('195013011234')).toBe(false);
  });
  it('rejects the wrong length and non-digits', () => {
    expect(isValidPersonalNumber('5001011237')).toBe(false);
    expect(isValidPersonalNumber('19500101123x')).toBe(false);
  });
  it('normalises a typed number with a dash', () => {
    expect(normalizePersonalNumber('19500101-1237')).toBe('195001011237');
  });
});
