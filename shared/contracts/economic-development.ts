import { z } from 'zod/mini';
import { economicYearSchema, type EconomicYear } from './economy.ts';

/**
 * Economic development, "Ekonomisk utveckling" (economy-membership §2, §3 Economics): the
 * member's economics per year. Money is integer öre; timber volume is m3fub with one
 * decimal. `totalOre` is the sum of the five money series (the server adds them up). A
 * year's shape is the economy's (economy.ts): the economics overview shows it too.
 */
export { economicYearSchema, type EconomicYear };

/** GET /api/v1/economic-development: the effective member's years, oldest first. */
export const economicDevelopmentSchema = z.object({
  years: z.array(economicYearSchema),
});
export type EconomicDevelopment = z.infer<typeof economicDevelopmentSchema>;

/** The money series in the order the chart stacks them and the table lists them. */
export const moneySeries = [
  'salesOre',
  'profitSharingOre',
  'dividendOnSalesOre',
  'dividendOnStakesOre',
  'stakeIssueEmissionOre',
] as const;
export type MoneySeries = (typeof moneySeries)[number];
