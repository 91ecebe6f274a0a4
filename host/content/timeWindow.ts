/**
 * Time windows of the content system (ISO date-times set by editors). A bound that is empty
 * or unreadable does not limit the window; `starts` is inclusive and `ends` exclusive.
 */
export function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** True when `now` lies between starts (inclusive) and ends (exclusive); open ends allowed. */
export function isWithin(
  starts: string | null | undefined,
  ends: string | null | undefined,
  now: number,
): boolean {
  const from = parseTime(starts);
  const to = parseTime(ends);
  return (from === null || now >= from) && (to === null || now < to);
}

/** Milliseconds until the next of the bounds after `now` (to re-evaluate then), or null. */
export function msUntilNextBound(
  bounds: readonly (string | null | undefined)[],
  now: number,
): number | null {
  const ahead = bounds
    .map(parseTime)
    .filter((ms): ms is number => ms !== null && ms > now)
    .map((ms) => ms - now);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}
