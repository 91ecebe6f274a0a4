import { requires } from '../../access/requirements.ts';
import {
  memberEngagementSchema,
  overviewAccountsSchema,
  overviewEconomicsSchema,
  overviewTradePeriodsSchema,
} from '../economics-overview.ts';
import { defineRoutes, memberRead } from '../routes.ts';
import { overviewPanelRoles, type OverviewPanel } from './element.ts';

/** A member, a proxy whose roles hold the panel's role, staff impersonating (who only look). */
const read = (panel: OverviewPanel) => ({
  ...memberRead(requires.single(overviewPanelRoles[panel])),
  // §2 "Economics overview /skogsgardens-ekonomi/ (flag EconomicsOverview)".
  flags: requires.single('EconomicsOverview'),
});

/**
 * Economics overview (economy-membership §2; the spec gives no calls, these are ours). One
 * call per panel, always the effective member's: through a proxy, the giver's.
 */
export const economicsOverviewRoutes = defineRoutes({
  getOverviewAccounts: {
    ...read('accounts'),
    path: '/api/v1/economics-overview/accounts',
    firstOn: ['economicsOverviewHome'],
    summary:
      "The member's active accounts with balance and available amount, and their totals (öre); empty when the member has none.",
    response: overviewAccountsSchema,
  },
  getOverviewEconomics: {
    ...read('economics'),
    path: '/api/v1/economics-overview/economic-development',
    firstOn: ['economicsOverviewHome'],
    summary:
      "The latest five years of the member's economic development, oldest first (the small chart).",
    response: overviewEconomicsSchema,
  },
  getOverviewTradePeriods: {
    ...read('tradePeriods'),
    path: '/api/v1/economics-overview/trade-periods',
    firstOn: ['economicsOverviewHome'],
    summary: 'The capital trade period open today and the next one (either may be null).',
    response: overviewTradePeriodsSchema,
  },
  getMemberEngagement: {
    ...read('engagement'),
    path: '/api/v1/economics-overview/engagement',
    firstOn: ['economicsOverviewHome'],
    summary:
      "The member's customer number, member since, voting area, member area, stake obligation, paid-in capital and its share of the obligation.",
    response: memberEngagementSchema,
  },
});
