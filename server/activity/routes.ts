import type { FastifyInstance } from 'fastify';
import { activityLimits } from '../../shared/contracts/activity.ts';
import { activityRoutes as routes } from '../../shared/contracts/activity/routes.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import type { Caller } from '../api/auth.ts';
import { gatherActions, gatherEvents, type ActivityContext } from '../kit/activity.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';

/** A Swedish day's bounds, widened by Sweden's largest offset (the kit keeps the exact days). */
const periodOf = (from: string, to: string) => ({
  from: new Date(Date.parse(`${from}T00:00:00Z`) - 2 * 3_600_000),
  to: new Date(Date.parse(`${to}T23:59:59.999Z`)),
});

/**
 * Att göra and Händelser: every area's part (server/kit/activity.ts) for the effective
 * member. The kit has checked the token, proxy use and impersonation; each part is asked only
 * when the effective roles meet that area's own requirement and its flags are on.
 */
export async function activityRoutes(
  app: FastifyInstance,
  {
    db,
    content,
    productSlug = 'granskog',
    now = () => new Date(),
  }: Pick<AreaDeps, 'db' | 'productSlug'> & FlagsContent & { now?: () => Date },
) {
  const contextOf = (caller: Caller): ActivityContext => ({
    db,
    caller,
    now: now(),
    slug: productSlug,
    content,
  });
  registerRoutes(
    app,
    routes,
    {
      getTodo: async ({ caller }) => gatherActions(contextOf(caller)),
      getTimeline: async ({ caller, query }) => {
        const context = contextOf(caller);
        const to = query.to ?? todayInSweden(context.now);
        const from = query.from ?? addDays(to, -activityLimits.defaultPeriodDays);
        const { events, unavailable } = await gatherEvents(
          context,
          periodOf(from, to),
          { from, to },
          query.area,
          activityLimits.maxEvents,
        );
        return { events, from, to, unavailable };
      },
    },
    { db },
  );
}
