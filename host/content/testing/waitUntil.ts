import { act } from 'react';
import { waitBoundMs } from '../../../shared/testing/dom.ts';

/**
 * Waits until check() stops throwing, letting time pass inside act() so that what the page
 * does meanwhile (answers arriving, timers) is committed the way React's tests expect.
 */
export async function waitUntil<T>(check: () => T, timeoutMs = waitBoundMs): Promise<T> {
  const start = performance.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** Lets `ms` pass inside act(). */
export function pause(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
