/**
 * What the portal's hand-drawn SVG charts share (economic development, electricity
 * statistics): a round axis top, its ticks and their labels, and the keys that move focus
 * between the chart's items (one tab stop; arrows, Home, End). Drawing stays with each chart.
 */

/** A round top for an axis: 1, 2, 2.5 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Five ticks from 0 to the top. */
export const axisTicks = (top: number) => [0, 1, 2, 3, 4].map((i) => (top * i) / 4);

const tickFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
/** A tick's label in Swedish (decimal comma, space between thousands). */
export const formatTick = (value: number) => tickFormat.format(value);

/**
 * The item a key moves focus to among `count` items, `active` in focus: right/down the
 * next, left/up the previous, Home the first, End the last; null for any other key.
 */
export function rovingTarget(key: string, active: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(last, active + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
