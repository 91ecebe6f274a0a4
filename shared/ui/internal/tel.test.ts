import { describe, expect, it } from 'vitest';
import { telHref } from './tel.ts';

describe('telHref', () => {
  it.each([
    ['010-123 45 67', 'tel:0101234567'],
    ['+46 70 123 45 67', 'tel:+46701234567'],
    [' 08 - 55 66 77 ', 'tel:08556677'],
    ['(0)70-111 22 33', 'tel:0701112233'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
