import type { MessageType } from '../../contracts/content.ts';

/**
 * Colours of the six message types. Text on background is at least 4.5:1 and the border
 * (the icon is drawn in the text colour) at least 3:1 against the page, checked by
 * palette.test.ts.
 */
export interface MessageColours {
  background: string;
  text: string;
  border: string;
}

export const messagePalette: Record<MessageType, MessageColours> = {
  Success: { background: '#e3f4e8', text: '#14532d', border: '#2e7d4a' },
  Warning: { background: '#fdf0c8', text: '#3d2a00', border: '#8a6100' },
  Error: { background: '#fdecea', text: '#8a1c13', border: '#b3261e' },
  Attention: { background: '#fde8d7', text: '#6b2700', border: '#b34700' },
  Black: { background: '#1b1f1c', text: '#ffffff', border: '#1b1f1c' },
  Info: { background: '#e5eef9', text: '#0b3a6e', border: '#2c64a8' },
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
