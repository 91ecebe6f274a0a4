import { z } from 'zod/mini';
import { isIsoDate } from '../time/isoDate.ts';
import { accountTypes, economicYearSchema, tradePeriodSchema } from './economy.ts';

/**
 * Economics overview, "Skogsgårdens ekonomi" (economy-membership §2 Economics overview, §3
 * Member info): one answer per panel, each its own call, so each loads and fails on its
 * own. Money is integer öre; areas are hundredths of a hectare.
 */

const isoDate = z.string().check(z.refine(isIsoDate));

/** GET /api/v1/economics-overview/accounts: the active accounts, in the ledger's order. */
export const overviewAccountSchema = z.object({
  id: z.string(),
  type: z.enum(accountTypes),
  accountNumber: z.string(),
  balanceOre: z.int(),
  availableOre: z.int(),
});
export const overviewAccountsSchema = z.object({
  accounts: z.array(overviewAccountSchema),
  totalBalanceOre: z.int(),
  totalAvailableOre: z.int(),
});
export type OverviewAccounts = z.infer<typeof overviewAccountsSchema>;

/** The chart in small: at most this many of the latest years. */
export const overviewChartYears = 5;

/** GET /api/v1/economics-overview/economic-development: the latest years, oldest first. */
export const overviewEconomicsSchema = z.object({ years: z.array(economicYearSchema) });
export type OverviewEconomics = z.infer<typeof overviewEconomicsSchema>;

/** GET /api/v1/economics-overview/trade-periods: the period open today and the one after. */
export const overviewTradePeriodsSchema = z.object({
  current: z.nullable(tradePeriodSchema),
  next: z.nullable(tradePeriodSchema),
});
export type OverviewTradePeriods = z.infer<typeof overviewTradePeriodsSchema>;

/**
 * GET /api/v1/economics-overview/engagement: member info (§3) and the stake (§9): the
 * obligation counted on the productive forest, the paid-in capital and its share of the
 * obligation in hundredths of a percent (null when there is no obligation).
 */
export const memberEngagementSchema = z.object({
  customerNo: z.string(),
  memberSince: z.nullable(isoDate),
  votingArea: z.nullable(z.string()),
  memberAreaHundredthsHa: z.nullable(z.int()),
  stakeObligationOre: z.int(),
  paidInOre: z.int(),
  paidInShareBp: z.nullable(z.int()),
});
export type MemberEngagement = z.infer<typeof memberEngagementSchema>;
