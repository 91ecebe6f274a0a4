import { z } from 'zod/mini';
import { defineRoutes } from '../routes.ts';

/** The usage events the spec names (platform §7); any other name answers 404. */
export const usageEventNames = [
  'openProduction',
  'openLink',
  'openAssortmentPowerBiReportPage',
] as const;
export type UsageEventName = (typeof usageEventNames)[number];

/** The pages whose views platform §2 tracks: '/' (anonymous allowed) and the proxy list. */
export const trackedPages = ['home', 'proxyList'] as const;
export type TrackedPage = (typeof trackedPages)[number];

/** Usage tracking (platform §7), and the page views of §2 (our call: docs/decisions.md). */
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
  postPageView: {
    method: 'POST',
    path: '/api/v1/usage/pageviews/{page}',
    summary: `Records a view of a tracked page (${trackedPages.join(', ')}), signed in or not; no payload.`,
    params: z.object({ page: z.enum(trackedPages) }),
    status: 204,
    // '/' is open to visitors: a view without a token is recorded without a member.
    access: 'anonymous',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
});
