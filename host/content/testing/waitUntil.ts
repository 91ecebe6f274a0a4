import { act } from 'react';

/**
 * Waits until check() stops throwing, letting time pass inside act() so that what the page
 * does meanwhile (answers arriving, timers) is committed the way React's tests expect.
 */
export async function waitUntil<T>(check: () => T, timeoutMs = 3000): Promise<T> {
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
