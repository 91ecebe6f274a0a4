import type { FastifyInstance } from 'fastify';
import { isFeatureEnabled } from '../../shared/contracts/featureFlags.ts';
import { priceCalculationProblems } from '../../shared/contracts/price-calculation/problems.ts';
import { priceCalculationRoutes as routes } from '../../shared/contracts/price-calculation/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { priceListOnDay } from '../price-model/prices.ts';
import { calculationTable } from './calculation.ts';
import { membersEstate, membersEstates } from './estates.ts';

/**
 * Price calculation (economy-membership §2; shared/contracts/price-calculation/README.md):
 * the effective member's estates (a proxy's giver's, with the proxy's roles) and the price
 * table of today's price list (the price model, server/price-model). The kit has checked
 * the token, the role, proxy use and the input.
 */
export async function priceCalculationRoutes(
  app: FastifyInstance,
  {
    db,
    content,
    today = () => todayInSweden(),
  }: Pick<AreaDeps, 'db' | 'content'> & {
    /** The Swedish day whose price list is used (tests set it). */
    today?: () => string;
  },
) {
  registerRoutes(
    app,
    routes,
    {
      getEstates: async ({ caller }) => ({
        estates: await membersEstates(db, caller.effectiveMemberId),
      }),
      calculate: async ({ caller, params, body }) => {
        const estate = await membersEstate(db, caller.effectiveMemberId, params.estateId);
        if (!estate) throw notFound();
        const list = await priceListOnDay(db, today());
        if (!list || list.assortments.length === 0) {
          throw problemOf(priceCalculationProblems, 'pricesUnavailable');
        }
        const dividend = isFeatureEnabled(
          content().featureFlags,
          'PriceCalculationExpectedDividend',
        );
        return calculationTable(list, estate, body, dividend);
      },
    },
    { db, flags: () => content().featureFlags },
  );
}
