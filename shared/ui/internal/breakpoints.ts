/** Resize debounce of platform §9. */
export const resizeDebounceMs = 150;

/**
 * Calls `onChange` when the viewport crosses one of the min-widths, debounced so dragging a
 * window edge back and forth over a breakpoint redraws once. Returns the unsubscribe.
 */
export function watchBreakpoints(
  minWidths: readonly number[],
  onChange: () => void,
  delayMs: number = resizeDebounceMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, delayMs);
  };
  const queries = minWidths.map((width) => window.matchMedia(`(min-width: ${width}px)`));
  for (const query of queries) query.addEventListener('change', schedule);
  return () => {
    clearTimeout(timer);
    for (const query of queries) query.removeEventListener('change', schedule);
  };
}

/** The viewport width as the media queries see it. */
export function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}
