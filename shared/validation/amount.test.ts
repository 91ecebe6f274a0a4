import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountInput, parseAmount } from './amount.ts';

describe('parseAmount (Swedish input to öre)', () => {
  it.each([
    ['1 234,50', 123450],
    ['1234.5', 123450],
    ['1 234 kr', 123400],
    ['1\u00a0234,05 kr', 123405],
    ['12:-', 1200],
    ['0,5', 50],
    ['7', 700],
    ['  10 000  ', 1000000],
    ['100,', 10000],
    ['3 SEK', 300],
  ])('reads %j as %i öre', (text, ore) => {
    expect(parseAmount(text)).toEqual({ ok: true, ore });
  });

  it('is empty for nothing typed', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
  });

  it.each(['12,345', '1.234,5'])('refuses more than two decimals or two marks: %j', (text) => {
    expect(parseAmount(text)).toMatchObject({ ok: false });
  });
  it('names too many decimals', () => {
    expect(parseAmount('12,345')).toEqual({ ok: false, reason: 'amount.decimals' });
  });
  it.each(['abc', '12a', '1,2,3', 'kr', '--5'])('refuses %j', (text) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason: 'amount.invalid' });
  });
  it('refuses a negative amount unless allowed', () => {
    expect(parseAmount('-5')).toEqual({ ok: false, reason: 'amount.negative' });
    expect(parseAmount('-5,25', { allowNegative: true })).toEqual({ ok: true, ore: -525 });
  });
  it('refuses amounts past the safe integers', () => {
    expect(parseAmount('99999999999999999')).toEqual({ ok: false, reason: 'amount.invalid' });
  });
});

describe('formatAmountInput', () => {
  it.each([
    [123450, '1 234,50'],
    [123400, '1 234'],
    [5, '0,05'],
    [100000000, '1 000 000'],
    [-525, '-5,25'],
  ])('writes %i öre as %j', (ore, text) => {
    expect(formatAmountInput(ore)).toBe(text);
  });
  it('round-trips', () => {
    for (const ore of [0, 1, 99, 100, 123456789]) {
      expect(parseAmount(formatAmountInput(ore))).toEqual({ ok: true, ore });
    }
  });
  it('adds the unit for messages', () => {
    expect(formatAmount(150)).toBe('1,50 kr');
  });
});
