import { atom, type ReadableAtom } from 'nanostores';

/** Platform §9: how long a toast stays, by its duration name (milliseconds). */
export const toastDurations = { short: 3_000, default: 5_000, long: 7_000, error: 20_000 } as const;

export type ToastDuration = Exclude<keyof typeof toastDurations, 'error'>;

/**
 * success and info are polite (role=status); error is an alert and always stays the error
 * duration. An error toast is never the only place an error is shown: the screen keeps its
 * inline error, the toast only makes sure it is noticed.
 */
export type ToastKind = 'success' | 'info' | 'error';

export interface ToastInput {
  /** The Swedish text, from the caller's catalogue. */
  message: string;
  kind?: ToastKind;
  /** Ignored for errors (always `error`). Default: `default`. */
  duration?: ToastDuration;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
}

/** Why a toast holds still: the pointer is over it, or focus is inside it. */
export type ToastPause = 'hover' | 'focus';

export interface ToastService {
  /** The toasts showing, oldest first. */
  readonly items: ReadableAtom<readonly Toast[]>;
  show(input: ToastInput): number;
  dismiss(id: number): void;
  /** Stops the toast's clock while hovered or focused; it runs on once every pause is over. */
  pause(id: number, reason: ToastPause): void;
  resume(id: number, reason: ToastPause): void;
}

/** The time source, replaceable in tests (a test clock instead of waiting). */
export interface ToastClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const systemClock: ToastClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  now: () => Date.now(),
};

/** More would cover the page on a phone; the oldest goes first. */
export const maxToasts = 3;

interface Timer {
  remainingMs: number;
  startedAt: number | null;
  handle: unknown;
  pauses: Set<ToastPause>;
}

export function createToastService(clock: ToastClock = systemClock): ToastService {
  const items = atom<readonly Toast[]>([]);
  const timers = new Map<number, Timer>();
  let nextId = 1;

  const run = (id: number, timer: Timer) => {
    timer.startedAt = clock.now();
    timer.handle = clock.setTimeout(() => dismiss(id), timer.remainingMs);
  };

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clock.clearTimeout(timer.handle);
    timers.delete(id);
    items.set(items.get().filter((toast) => toast.id !== id));
  }

  return {
    items,
    show({ message, kind = 'success', duration = 'default' }) {
      const id = nextId++;
      const durationMs = toastDurations[kind === 'error' ? 'error' : duration];
      // The same text again (a second save) replaces the first rather than stacking.
      const same = items.get().find((toast) => toast.message === message && toast.kind === kind);
      if (same) dismiss(same.id);
      const showing = items.get();
      for (const old of showing.slice(0, Math.max(0, showing.length - maxToasts + 1))) {
        dismiss(old.id);
      }
      items.set([...items.get(), { id, message, kind, durationMs }]);
      const timer: Timer = {
        remainingMs: durationMs,
        startedAt: null,
        handle: null,
        pauses: new Set(),
      };
      timers.set(id, timer);
      run(id, timer);
      return id;
    },
    dismiss,
    pause(id, reason) {
      const timer = timers.get(id);
      if (!timer) return;
      if (timer.pauses.size === 0 && timer.startedAt !== null) {
        clock.clearTimeout(timer.handle);
        timer.remainingMs = Math.max(0, timer.remainingMs - (clock.now() - timer.startedAt));
        timer.startedAt = null;
      }
      timer.pauses.add(reason);
    },
    resume(id, reason) {
      const timer = timers.get(id);
      if (!timer || !timer.pauses.delete(reason) || timer.pauses.size > 0) return;
      run(id, timer);
    },
  };
}
