/**
 * Whether the intro video was watched to the end (§2, §5): only playback counts. The
 * furthest point reached by playing moves on with small steps of `timeupdate`; a jump
 * forward (seeking ahead) does not move it, and the player is sent back to it.
 */
export interface WatchState {
  /** Seconds reached by playing. */
  reached: number;
  /** Where the player was at the last update. */
  last: number;
}

export const initialWatch: WatchState = { reached: 0, last: 0 };

/** timeupdate fires every 250 ms or so; more than this between two is a jump. */
const maxStepSeconds = 1.5;
/** How close to the end counts as the end (the last frame's timeupdate may fall short). */
const endSlackSeconds = 0.75;

/** A time update while playing. */
export function played(state: WatchState, time: number): WatchState {
  // Only a small step on from what was already reached counts (not play after a jump).
  const step = time - state.last;
  const continuous = step >= 0 && step <= maxStepSeconds && state.last <= state.reached + 0.01;
  const reached = continuous ? Math.max(state.reached, time) : state.reached;
  return { reached, last: time };
}

/** Where a seek may land: anywhere already watched, never ahead of it. */
export function allowedSeek(state: WatchState, target: number): number {
  return Math.min(target, state.reached);
}

/** The video ended: watched when playing reached (about) the end. */
export function watchedToEnd(state: WatchState, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && state.reached >= duration - endSlackSeconds;
}
