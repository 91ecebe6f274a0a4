import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onPortalEvent } from '../../shared/bridge/events.ts';

/**
 * Fullscreen mode (platform §2) lives in the URL as `?fullscreen=1`: bookmarkable, kept on
 * reload, and visible to elements through the bridge's `location.search` without a new
 * bridge field. It hides the header, sidebar, contact bar and status messages.
 */
export const fullscreenParam = 'fullscreen';

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

/** Listens for elements' fullscreen requests (shared/bridge/events.ts 'portal-fullscreen'). */
export function useFullscreenRequests(): void {
  const setFullscreen = useSetFullscreen();
  useEffect(() => {
    // An element's script may be older than the catalogue: check the detail's shape.
    return onPortalEvent('portal-fullscreen', (event) => {
      const on = (event.detail as Partial<{ on: unknown }> | null)?.on;
      if (typeof on === 'boolean') setFullscreen(on);
    });
  }, [setFullscreen]);
}
