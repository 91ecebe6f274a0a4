import type { ComponentStatus } from '../../shared/contracts/memberProfile.ts';
import { isWithin, msUntilNextBound, parseTime } from './timeWindow.ts';

/**
 * A component is offline when its flag is set or now is inside its offline window
 * (platform §2). A window needs at least one readable bound: with neither (or only
 * unreadable ones) only the flag counts, so an editor's typo cannot take a service down.
 */
export function isComponentOffline(status: ComponentStatus | undefined, now: number): boolean {
  if (!status) return false;
  if (status.offline) return true;
  if (parseTime(status.offlineStarts) === null && parseTime(status.offlineEnds) === null) {
    return false;
  }
  return isWithin(status.offlineStarts, status.offlineEnds, now);
}

/** When the offline window next opens or closes, to show the change without a reload. */
export function msUntilStatusChange(
  status: ComponentStatus | undefined,
  now: number,
): number | null {
  if (!status || status.offline) return null;
  return msUntilNextBound([status.offlineStarts, status.offlineEnds], now);
}
