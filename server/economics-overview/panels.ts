import { eq } from 'drizzle-orm';
import {
  overviewChartYears,
  type MemberEngagement,
  type OverviewAccounts,
  type OverviewEconomics,
  type OverviewTradePeriods,
} from '../../shared/contracts/economics-overview.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { areaService } from '../kit/services.ts';

/**
 * The overview's panels, each read through the service of the area that owns the data
 * (accounts, economic development, capital trade), always for one member.
 */

/** The active accounts with their ledger figures, and the totals. */
export async function accountsPanel(
  db: Db,
  memberId: string,
  today: string,
): Promise<OverviewAccounts> {
  const rows = await areaService('accounts').activeAccounts(db, memberId, today);
  const accounts = rows.map((row) => ({
    id: row.id,
    type: row.type,
    accountNumber: row.accountNumber,
    balanceOre: row.figures.balanceOre,
    availableOre: row.figures.availableOre,
  }));
  return {
    accounts,
    totalBalanceOre: accounts.reduce((sum, a) => sum + a.balanceOre, 0),
    totalAvailableOre: accounts.reduce((sum, a) => sum + a.availableOre, 0),
  };
}

/** The latest years of the economic development (the small chart), oldest first. */
export async function economicsPanel(db: Db, memberId: string): Promise<OverviewEconomics> {
  const { years } = await areaService('economicDevelopment').economicDevelopmentOf(db, memberId);
  return { years: years.slice(-overviewChartYears) };
}

/** The period open today (if any) and the first one that opens after today. */
export async function tradePeriodsPanel(db: Db, today: string): Promise<OverviewTradePeriods> {
  const periods = await areaService('capitalTrade').currentAndUpcomingPeriods(db, today);
  return {
    current: periods.find((period) => period.current) ?? null,
    next: periods.find((period) => period.opensOn > today) ?? null,
  };
}

/**
 * Member info and the stake. The obligation is the capital-trade rule's (§9, on the
 * productive forest); it is recovered from the trade limits, which hold the paid capital
 * and the part of the obligation left (or the excess above it).
 */
export async function engagementPanel(
  db: Db,
  memberId: string,
  today: string,
): Promise<MemberEngagement | null> {
  const [member] = await db
    .select({
      customerNo: members.customerNo,
      memberSince: members.memberSince,
      votingArea: members.votingArea,
      memberAreaHundredthsHa: members.memberAreaHundredthsHa,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const limits = await areaService('capitalTrade').tradeLimits(db, memberId, today);
  const obligation = limits.paidBalanceOre + limits.remainingObligationOre - limits.excessStakeOre;
  return {
    ...member,
    stakeObligationOre: obligation,
    paidInOre: limits.paidBalanceOre,
    paidInShareBp:
      obligation > 0 ? Math.round((limits.paidBalanceOre * 10_000) / obligation) : null,
  };
}
