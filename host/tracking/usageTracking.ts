import { useCallback, useEffect } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { trackUsageEvent, type UsageEvent } from '../../shared/api/postUsageEvent.ts';
import { emitPortalEvent, type PortalEventDetails } from '../../shared/bridge/events.ts';
import { useHostService } from '../context.tsx';

/** The API client, or null where none is provided (a test, an element harness). */
function useOptionalApi(): ApiClient | null {
  // useHostService reads the context before it throws, so the hook order never changes;
  // tracking must never break a page, so a missing client only means "don't track".
  try {
    return useHostService('api');
  } catch {
    return null;
  }
}

/** A fire-and-forget usage tracker (platform §7); never blocks, never shows errors. */
export function useTrackUsage(): (event: UsageEvent) => void {
  const api = useOptionalApi();
  return useCallback(
    (event: UsageEvent) => {
      if (api) trackUsageEvent(api, event);
    },
    [api],
  );
}

/**
 * Page views of '/' and the proxy list ("usage tracked", platform §2). The spec's tracking
 * endpoints are production events only, so nothing is posted: the host announces the view
 * on `document` for whatever analytics the cooperative installs.
 */
export function usePageView(
  page: PortalEventDetails['portal-page-view']['page'] | null,
  path: string,
): void {
  useEffect(() => {
    if (page) emitPortalEvent('portal-page-view', { page, path });
  }, [page, path]);
}
