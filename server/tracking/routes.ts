import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { usageEvents } from '../db/schema.ts';
import { requireCaller } from '../api/auth.ts';
import { notFound } from '../http/problem.ts';

/** The usage events the spec names (platform §7); any other name is not a route. */
export const usageEventNames = [
  'openProduction',
  'openLink',
  'openAssortmentPowerBiReportPage',
] as const;

/**
 * POST /api/v1/production/customevents/{event}: no payload, answers 204. Recorded for the
 * signed-in member and the member acted for; staff impersonation is marked, not hidden.
 */
export async function trackingRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.post<{ Params: { event: string } }>(
    '/api/v1/production/customevents/:event',
    async (request, reply) => {
      const caller = requireCaller(request);
      const event = usageEventNames.find((name) => name === request.params.event);
      if (!event) throw notFound();
      await opts.db.insert(usageEvents).values({
        event,
        memberId: caller.memberId,
        effectiveMemberId: caller.effectiveMemberId,
        impersonated: caller.impersonationId !== null,
      });
      return reply.code(204).send();
    },
  );
}
