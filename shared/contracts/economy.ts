import { z } from 'zod/mini';
import { isIsoDate } from '../time/isoDate.ts';

// The member's economy as several areas show it: accounts, capital trade and economic
// development each own theirs, and the economics overview gathers them. The shapes they
// share are here, so that no area's contract imports another's; each area's contract
// exports them under its own name too.

const isoDate = z.string().check(z.refine(isIsoDate));

/** The account types (accounts §3). */
export const accountTypes = [
  'memberAccount',
  'fixedInterest1',
  'fixedInterest3',
  'fixedInterest5',
  'settlement',
  'paidCapital',
  'issuedCapital',
  'paymentPlan',
] as const;
export type AccountType = (typeof accountTypes)[number];

/** Limited trading is issued capital only; full trading is issued and paid (§3). */
export const tradeTypes = ['limited', 'full'] as const;
export type TradeType = (typeof tradeTypes)[number];

/** A trading period (capital trade §4). */
export const tradePeriodSchema = z.object({
  id: z.string(),
  opensOn: isoDate,
  /** Orders must arrive by this day (§4). */
  closesOn: isoDate,
  tradeType: z.enum(tradeTypes),
  current: z.boolean(),
});
export type TradePeriod = z.infer<typeof tradePeriodSchema>;

/**
 * One year of the member's economics (economic development): money is integer öre; timber
 * volume is m3fub with one decimal; `totalOre` is the sum of the five money series.
 */
export const economicYearSchema = z.object({
  year: z.int(),
  /** Delivered timber volume in m3fub (one decimal). */
  timberVolumeM3fub: z.number(),
  salesOre: z.int(),
  profitSharingOre: z.int(),
  dividendOnSalesOre: z.int(),
  dividendOnStakesOre: z.int(),
  stakeIssueEmissionOre: z.int(),
  totalOre: z.int(),
});
export type EconomicYear = z.infer<typeof economicYearSchema>;
