import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMonth,
  formatOre,
  formatPercent,
  formatSek,
  formatWeek,
  isoWeek,
} from './format.ts';

/** Intl uses NBSP / narrow NBSP and U+2212; tests read plain spaces and hyphens. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('format', () => {
  it('shows SEK the Swedish way', () => {
    expect(plain(formatSek(1234))).toBe('1 234 kr');
    expect(plain(formatSek(1234.5))).toBe('1 234,5 kr');
    expect(plain(formatSek(1234.5, { minimumFractionDigits: 2 }))).toBe('1 234,50 kr');
    expect(plain(formatSek(-50))).toBe('-50 kr');
    expect(plain(formatSek(0.123456, { maximumFractionDigits: 20 }))).toBe('0,123456 kr');
  });

  it('shows integer öre as kronor with two decimals', () => {
    expect(plain(formatOre(123456))).toBe('1 234,56 kr');
  });

  it('shows percent with exactly two decimals', () => {
    expect(plain(formatPercent(0.1234))).toBe('12,34 %');
    expect(plain(formatPercent(0.05))).toBe('5,00 %');
    expect(plain(formatPercent(1))).toBe('100,00 %');
  });

  it('shows dates as yyyy-MM-dd', () => {
    expect(formatDate(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
    expect(formatDate('2024-12-31')).toBe('2024-12-31');
    expect(formatDate('nonsense')).toBe('');
  });

  it('shows ISO weeks as "v. 12"', () => {
    expect(formatWeek('2024-03-18')).toBe('v. 12');
    expect(isoWeek('2021-01-03')).toBe(53);
    expect(isoWeek('2021-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1);
  });

  it('formats a delivery month in Swedish', () => {
    expect(formatMonth('2027-03')).toBe('mars 2027');
    expect(formatMonth('2026-12')).toBe('december 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });
});
