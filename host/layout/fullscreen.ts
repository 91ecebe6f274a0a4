import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Fullscreen mode (platform §2) lives in the URL as `?fullscreen=1`: bookmarkable, kept on
 * reload, and visible to elements through the bridge's `location.search` without a new
 * bridge field. It hides the header, sidebar, contact bar and status messages.
 */
export const fullscreenParam = 'fullscreen';

/** Elements ask for it with `document.dispatchEvent(new CustomEvent(fullscreenEvent, { detail: { on: true } }))`. */
export const fullscreenEvent = 'portal-fullscreen';
export interface FullscreenRequest {
  on: boolean;
}

export function isFullscreen(search: string): boolean {
  return new URLSearchParams(search).get(fullscreenParam) === '1';
}

/** The search string with fullscreen switched on or off, other parameters kept. */
export function withFullscreen(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(fullscreenParam, '1');
  else params.delete(fullscreenParam);
  const next = params.toString();
  return next ? `?${next}` : '';
}

export function useFullscreen(): boolean {
  return isFullscreen(useLocation().search);
}

/** Switches fullscreen by replacing the current history entry (no new back-button step). */
export function useSetFullscreen(): (on: boolean) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (on: boolean) => {
      if (isFullscreen(search) === on) return;
      void navigate(`${pathname}${withFullscreen(search, on)}${hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
    [pathname, search, hash, navigate],
  );
}

/** Listens for elements' fullscreen requests on `document`. */
export function useFullscreenRequests(): void {
  const setFullscreen = useSetFullscreen();
  useEffect(() => {
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<Partial<FullscreenRequest> | null>).detail;
      if (typeof detail?.on === 'boolean') setFullscreen(detail.on);
    };
    document.addEventListener(fullscreenEvent, onRequest);
    return () => document.removeEventListener(fullscreenEvent, onRequest);
  }, [setFullscreen]);
}
