import { log } from '@portal/bridge';
import { z } from 'zod/mini';
import type { TrackedPage } from '../contracts/tracking/routes.ts';
import type { ApiClient } from './client.ts';

/** The usage events of platform §7. */
export const usageEvents = [
  'openProduction',
  'openLink',
  'openAssortmentPowerBiReportPage',
] as const;
export type UsageEvent = (typeof usageEvents)[number];

/** The server answers 204 without a body; nothing in the answer is used. */
const noAnswer = z.unknown();

/** POST /api/v1/production/customevents/{event}: no payload. */
export async function postUsageEvent(client: ApiClient, event: UsageEvent): Promise<void> {
  await client.request(`api/v1/production/customevents/${event}`, noAnswer, { method: 'POST' });
}

/**
 * Fire and forget: usage tracking never waits anyone and never shows an error; a failed
 * post is dropped (at most a debug line in the console).
 */
export function trackUsageEvent(client: ApiClient, event: UsageEvent): void {
  postUsageEvent(client, event).catch((error: unknown) => {
    log.debug(`Usage event ${event} not recorded`, error);
  });
}

/** POST /api/v1/usage/pageviews/{page}, fire and forget like the usage events. */
export function trackPageView(client: ApiClient, page: TrackedPage): void {
  client
    .request(`api/v1/usage/pageviews/${page}`, noAnswer, { method: 'POST' })
    .catch((error: unknown) => {
      log.debug(`Page view ${page} not recorded`, error);
    });
}
