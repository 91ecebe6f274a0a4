import { useCallback, useEffect } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import {
  trackPageView,
  trackUsageEvent,
  type UsageEvent,
} from '../../shared/api/postUsageEvent.ts';
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
 * Page views of '/' and the proxy list ("usage tracked", platform §2): recorded by the
 * server (POST /api/v1/usage/pageviews/{page}, signed in or not) and announced on
 * `document` for whatever analytics the cooperative installs.
 */
export function usePageView(
  page: PortalEventDetails['portal-page-view']['page'] | null,
  path: string,
): void {
  const api = useOptionalApi();
  useEffect(() => {
    if (!page) return;
    emitPortalEvent('portal-page-view', { page, path });
    if (api) trackPageView(api, page);
  }, [page, path, api]);
}
