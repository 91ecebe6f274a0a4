import { useEffect, useState } from 'react';

/**
 * Layout constants of platform §9. CSS cannot import these, so host/styles.css repeats
 * the ones it uses (1260 px, 390 px, 50 px, 200 px) beside a comment naming this file.
 */
export const breakpoints = {
  sm: 580,
  md: 768,
  lg: 992,
  xl: 1260,
  xxl: 1400,
  xxxl: 2400,
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const sidebarWidth = 390;
export const submenuItemHeight = 50;
export const tooltipMaxWidth = 200;
export const resizeDebounceMs = 150;

/** The sidebar is always shown from this width and toggled below it. */
export const permanentSidebarFrom = breakpoints.xl;

const currentWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** The viewport width, updated at most once per 150 ms while the window is resized. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(currentWidth()), resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

/** Whether the viewport is at least as wide as a breakpoint (debounced like the width). */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  return useViewportWidth() >= breakpoints[breakpoint];
}
