import { z } from 'zod/mini';
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
    console.debug(`Usage event ${event} not recorded`, error);
  });
}
