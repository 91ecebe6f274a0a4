import type { ToastClock } from '@portal/bridge';

/**
 * A clock whose time moves only when the test says so (`advance`): timers due inside the
 * step run in order. For the toast service's durations without waiting.
 */
export function createTestClock() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const clock: ToastClock = {
    setTimeout: (run, ms) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + ms, run });
      return handle;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { clock, advance };
}
