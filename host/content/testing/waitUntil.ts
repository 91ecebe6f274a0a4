import { act } from 'react';
import { waitBoundMs, waitFor } from '../../../shared/testing/dom.ts';

/**
 * Waits until check() stops throwing, letting time pass inside act() so that what the page
 * does meanwhile (answers arriving, timers) is committed the way React's tests expect.
 */
export function waitUntil<T>(check: () => T, timeoutMs = waitBoundMs): Promise<T> {
  return waitFor(check, timeoutMs, pause);
}

/** Lets `ms` pass inside act(). */
export function pause(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
