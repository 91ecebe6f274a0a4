import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TradePeriod, TradeType } from '../../shared/contracts/capital-trade.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../signing/service.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { tradePeriods } from './schema.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { problemOf } from '../kit/problem.ts';

type Queryable = Db | Tx;
export type PeriodRow = typeof tradePeriods.$inferSelect;

export const periodView = (row: PeriodRow, today: string): TradePeriod => ({
  id: row.id,
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  tradeType: row.tradeType as TradeType,
  current: row.opensOn <= today && today <= row.closesOn,
});

/** The period open on `today` (orders arrive by its last day, §4), or undefined. */
export async function currentPeriod(db: Queryable, today: string): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(tradePeriods)
    .where(and(lte(tradePeriods.opensOn, today), gte(tradePeriods.closesOn, today)));
  return row;
}

/** The current period and the upcoming ones, in order (the periods page). */
export function currentAndUpcoming(db: Queryable, today: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(tradePeriods)
    .where(gte(tradePeriods.closesOn, today))
    .orderBy(asc(tradePeriods.opensOn));
}

export async function findPeriod(db: Queryable, periodId: string): Promise<PeriodRow> {
  const [row] = isUuid(periodId)
    ? await db.select().from(tradePeriods).where(eq(tradePeriods.id, periodId))
    : [];
  if (!row) throw problemOf(capitalTradeProblems, 'TradeOrderPeriodNotFound');
  return row;
}

/**
 * Adds a period (the cooperative's calendar; the seed and staff). Periods never overlap: the
 * check runs under a lock of the table, so two processes adding at once cannot both pass.
 */
export async function createTradePeriod(
  db: Db,
  period: { opensOn: string; closesOn: string; tradeType: TradeType },
): Promise<PeriodRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table trade_periods in share row exclusive mode`);
    const overlapping = await tx
      .select({ id: tradePeriods.id })
      .from(tradePeriods)
      .where(
        and(lte(tradePeriods.opensOn, period.closesOn), gte(tradePeriods.closesOn, period.opensOn)),
      );
    if (overlapping.length > 0)
      throw problemOf(capitalTradeProblems, 'OverlappingTradeOrderPeriods');
    const [row] = await tx.insert(tradePeriods).values(period).returning();
    return row!;
  });
}
