import type { FastifyInstance } from 'fastify';
import { economicsOverviewRoutes as routes } from '../../shared/contracts/economics-overview/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { notFound } from '../kit/problem.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { accountsPanel, economicsPanel, engagementPanel, tradePeriodsPanel } from './panels.ts';

/**
 * Economics overview (economy-membership §2): one call per panel, so one failing panel
 * never takes the others with it. The kit has checked the token, the panel's role on the
 * effective roles (a proxy's own), proxy use and impersonation; every query is for the
 * effective member only.
 */
export async function economicsOverviewRoutes(
  app: FastifyInstance,
  { db, content }: Omit<AreaDeps, 'content'> & FlagsContent,
) {
  registerRoutes(
    app,
    routes,
    {
      getOverviewAccounts: ({ caller }) =>
        accountsPanel(db, caller.effectiveMemberId, todayInSweden()),
      getOverviewEconomics: ({ caller }) => economicsPanel(db, caller.effectiveMemberId),
      getOverviewTradePeriods: () => tradePeriodsPanel(db, todayInSweden()),
      getMemberEngagement: async ({ caller }) => {
        const engagement = await engagementPanel(db, caller.effectiveMemberId, todayInSweden());
        if (!engagement) throw notFound();
        return engagement;
      },
    },
    { db, flags: () => content().featureFlags },
  );
}
