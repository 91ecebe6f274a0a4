import { describe, expect, it } from 'vitest';
import {
  allowedSeek,
  initialWatch,
  played,
  watchedToEnd,
  type WatchState,
} from './videoProgress.ts';

const playThrough = (until: number, from: WatchState = initialWatch) => {
  let s = from;
  for (let time = s.last; time <= until + 1e-9; time += 0.25) s = played(s, time);
  return s;
};

describe('watching the intro video to the end', () => {
  it('counts playing through to the end', () => {
    const s = playThrough(12);
    expect(s.reached).toBeCloseTo(12);
    expect(watchedToEnd(s, 12)).toBe(true);
  });

  it('does not count seeking ahead: the jump is not reached, and the player goes back', () => {
    let s = playThrough(2);
    expect(allowedSeek(s, 11.9)).toBeCloseTo(2);
    s = played(s, 11.9); // the seek landed anyway
    expect(s.reached).toBeCloseTo(2);
    s = played(s, 12);
    expect(watchedToEnd(s, 12)).toBe(false);
  });

  it('allows seeking back and playing on from there', () => {
    let s = playThrough(6);
    expect(allowedSeek(s, 3)).toBe(3);
    s = played(s, 3);
    s = playThrough(12, s);
    expect(watchedToEnd(s, 12)).toBe(true);
  });

  it('is never watched without a duration', () => {
    expect(watchedToEnd(playThrough(12), Number.NaN)).toBe(false);
    expect(watchedToEnd(playThrough(12), 0)).toBe(false);
  });
});
