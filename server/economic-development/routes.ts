import type { FastifyInstance } from 'fastify';
import { economicDevelopmentRoutes as routes } from '../../shared/contracts/economic-development/routes.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { economicDevelopmentOf } from './figures.ts';

/**
 * Economic development (economy-membership §2): the effective member's years. The kit has
 * checked the token, the role Service_EconomicDevelopment_Read on the effective roles (a
 * proxy's own), proxy use and impersonation; the query reads only that member's rows.
 */
export async function economicDevelopmentRoutes(
  app: FastifyInstance,
  { db, content }: Omit<AreaDeps, 'content'> & FlagsContent,
) {
  registerRoutes(
    app,
    routes,
    {
      getEconomicDevelopment: async ({ caller }) =>
        economicDevelopmentOf(db, caller.effectiveMemberId),
    },
    { db, flags: () => content().featureFlags },
  );
}
