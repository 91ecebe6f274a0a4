import { z } from 'zod/mini';
import { defineRoutes } from '../routes.ts';

/** The usage events the spec names (platform §7); any other name answers 404. */
export const usageEventNames = [
  'openProduction',
  'openLink',
  'openAssortmentPowerBiReportPage',
] as const;
export type UsageEventName = (typeof usageEventNames)[number];

/** Usage tracking (platform §7). */
export const trackingRoutes = defineRoutes({
  postUsageEvent: {
    method: 'POST',
    path: '/api/v1/production/customevents/{event}',
    summary: `Records a usage event (${usageEventNames.join(', ')}) for the member; no payload.`,
    // A string: an event the spec does not name is no route (404), not a bad request.
    params: z.object({ event: z.string() }),
    status: 204,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
});
