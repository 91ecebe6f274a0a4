import type { FastifyInstance } from 'fastify';
import {
  trackingRoutes as routes,
  usageEventNames,
} from '../../shared/contracts/tracking/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { pageViews, usageEvents } from './schema.ts';
import { notFound } from '../kit/problem.ts';

/**
 * POST /api/v1/production/customevents/{event} and /api/v1/usage/pageviews/{page}: no
 * payload, answer 204. Recorded for the signed-in member and the member acted for (a page
 * view of '/' by a visitor for nobody); staff impersonation is marked, not hidden.
 */
export async function trackingRoutes(app: FastifyInstance, { db }: Pick<AreaDeps, 'db'>) {
  registerRoutes(
    app,
    routes,
    {
      postUsageEvent: async ({ caller, params }) => {
        const event = usageEventNames.find((name) => name === params.event);
        if (!event) throw notFound();
        await db.insert(usageEvents).values({
          event,
          memberId: caller.memberId,
          effectiveMemberId: caller.effectiveMemberId,
          impersonated: caller.impersonationId !== null,
        });
        return undefined;
      },
      postPageView: async ({ caller, params }) => {
        await db.insert(pageViews).values({
          page: params.page,
          memberId: caller?.memberId ?? null,
          effectiveMemberId: caller?.effectiveMemberId ?? null,
          impersonated: caller ? caller.impersonationId !== null : false,
        });
        return undefined;
      },
    },
    { db },
  );
}
