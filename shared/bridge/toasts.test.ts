import { describe, expect, it } from 'vitest';
import { createTestClock as testClock } from '../testing/testClock.ts';
import { createToastService, maxToasts, toastDurations } from './toasts.ts';

describe('toast service (platform §9)', () => {
  it('has the four durations: short 3 s, default 5 s, long 7 s, error 20 s', () => {
    expect(toastDurations).toEqual({ short: 3000, default: 5000, long: 7000, error: 20000 });
  });

  it('keeps each toast for its duration, then removes it', () => {
    const { clock, advance } = testClock();
    const toasts = createToastService(clock);
    toasts.show({ message: 'Länken är kopierad.', duration: 'short' });
    toasts.show({ message: 'Dina insatsval är sparade.' });
    toasts.show({ message: 'Svaren är kopierade.', duration: 'long' });
    const messages = () => toasts.items.get().map((toast) => toast.message);
    advance(2999);
    expect(messages()).toHaveLength(3);
    advance(1);
    expect(messages()).toEqual(['Dina insatsval är sparade.', 'Svaren är kopierade.']);
    advance(2000);
    expect(messages()).toEqual(['Svaren är kopierade.']);
    advance(2000);
    expect(messages()).toEqual([]);
  });

  it('an error is an error toast for 20 s whatever duration is asked', () => {
    const { clock, advance } = testClock();
    const toasts = createToastService(clock);
    toasts.show({ message: 'Det gick inte att spara.', kind: 'error', duration: 'short' });
    expect(toasts.items.get()[0]).toMatchObject({ kind: 'error', durationMs: 20000 });
    advance(19_999);
    expect(toasts.items.get()).toHaveLength(1);
    advance(1);
    expect(toasts.items.get()).toHaveLength(0);
  });

  it('holds still while hovered or focused and runs on with the time that was left', () => {
    const { clock, advance } = testClock();
    const toasts = createToastService(clock);
    const id = toasts.show({ message: 'Sparat.' });
    advance(4000);
    toasts.pause(id, 'hover');
    toasts.pause(id, 'focus');
    advance(60_000);
    toasts.resume(id, 'hover');
    advance(60_000);
    expect(toasts.items.get(), 'still focused').toHaveLength(1);
    toasts.resume(id, 'focus');
    advance(999);
    expect(toasts.items.get()).toHaveLength(1);
    advance(1);
    expect(toasts.items.get()).toHaveLength(0);
  });

  it('closes at once when asked, and the same text again replaces the first', () => {
    const { clock } = testClock();
    const toasts = createToastService(clock);
    const first = toasts.show({ message: 'Sparat.' });
    toasts.show({ message: 'Sparat.' });
    expect(toasts.items.get()).toHaveLength(1);
    expect(toasts.items.get()[0]!.id).not.toBe(first);
    toasts.dismiss(toasts.items.get()[0]!.id);
    expect(toasts.items.get()).toEqual([]);
  });

  it(`shows at most ${maxToasts}, the oldest going first`, () => {
    const { clock } = testClock();
    const toasts = createToastService(clock);
    for (const n of [1, 2, 3, 4]) toasts.show({ message: `Nr ${n}` });
    expect(toasts.items.get().map((toast) => toast.message)).toEqual(['Nr 2', 'Nr 3', 'Nr 4']);
  });
});
