import { eq } from 'drizzle-orm';
import type { AccountType } from '../../shared/contracts/accounts.ts';
import {
  overviewChartYears,
  type MemberEngagement,
  type OverviewAccounts,
  type OverviewEconomics,
  type OverviewTradePeriods,
} from '../../shared/contracts/economics-overview.ts';
import { accountFigures, membersAccounts } from '../accounts/ledger.ts';
import { tradeLimitsOf } from '../capital-trade/limits.ts';
import { currentAndUpcoming, periodView } from '../capital-trade/periods.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { economicDevelopmentOf } from '../economic-development/figures.ts';

/**
 * The overview's panels, each read through the query functions of the area that owns the
 * data (accounts, economic development, capital trade), always for one member.
 */

/** The active accounts with their ledger figures, and the totals. */
export async function accountsPanel(
  db: Db,
  memberId: string,
  today: string,
): Promise<OverviewAccounts> {
  const rows = (await membersAccounts(db, memberId)).filter((row) => row.active);
  const figures = await accountFigures(
    db,
    rows.map((row) => row.id),
    today,
  );
  const accounts = rows.map((row) => {
    const figure = figures.get(row.id);
    return {
      id: row.id,
      type: row.type as AccountType,
      accountNumber: row.accountNumber,
      balanceOre: figure?.balanceOre ?? 0,
      availableOre: figure?.availableOre ?? 0,
    };
  });
  return {
    accounts,
    totalBalanceOre: accounts.reduce((sum, a) => sum + a.balanceOre, 0),
    totalAvailableOre: accounts.reduce((sum, a) => sum + a.availableOre, 0),
  };
}

/** The latest years of the economic development (the small chart), oldest first. */
export async function economicsPanel(db: Db, memberId: string): Promise<OverviewEconomics> {
  const { years } = await economicDevelopmentOf(db, memberId);
  return { years: years.slice(-overviewChartYears) };
}

/** The period open today (if any) and the first one that opens after today. */
export async function tradePeriodsPanel(db: Db, today: string): Promise<OverviewTradePeriods> {
  const periods = (await currentAndUpcoming(db, today)).map((row) => periodView(row, today));
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
  const limits = await tradeLimitsOf(db, memberId, today);
  const obligation = limits.paidBalanceOre + limits.remainingObligationOre - limits.excessStakeOre;
  return {
    ...member,
    stakeObligationOre: obligation,
    paidInOre: limits.paidBalanceOre,
    paidInShareBp:
      obligation > 0 ? Math.round((limits.paidBalanceOre * 10_000) / obligation) : null,
  };
}
