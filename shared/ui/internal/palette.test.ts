import { describe, expect, it } from 'vitest';
import { messageTypes } from '../../contracts/content.ts';
import { contrastRatio, messagePalette } from './palette.ts';

describe('message palette', () => {
  it('computes contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(messageTypes)('%s text meets 4.5:1 on its background', (type) => {
    const { text, background } = messagePalette[type];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(messageTypes)('%s border stands out 3:1 from a white page', (type) => {
    expect(contrastRatio(messagePalette[type].border, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('gives each type its own background', () => {
    const backgrounds = new Set(messageTypes.map((type) => messagePalette[type].background));
    expect(backgrounds.size).toBe(messageTypes.length);
  });
});
