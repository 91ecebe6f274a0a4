/**
 * Automatic retries of a component block whose script failed: 1 s, 2 s, then 4 s after the
 * failures, at most three; after that only the member's "Försök igen" retries.
 */
export const maxAutomaticRetries = 3;
const firstDelayMs = 1000;

/**
 * The wait before automatic retry number `retriesDone + 1`, or null when no automatic retry
 * is left. `retriesDone` counts the automatic retries already made.
 */
export function automaticRetryDelay(retriesDone: number): number | null {
  if (!Number.isInteger(retriesDone) || retriesDone < 0) return null;
  if (retriesDone >= maxAutomaticRetries) return null;
  return firstDelayMs * 2 ** retriesDone;
}
