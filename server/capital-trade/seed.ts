import type { TradeType } from '../../shared/contracts/capital-trade.ts';
import { addDays, monthAround, todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import { stakeBases, tradeOrders, tradePeriods } from './schema.ts';

/**
 * Monthly periods around the day of the seed: last month (closed, full), this month (open,
 * full), the next (limited: issued capital only) and the one after (full). Fixed ids per
 * month, so seeding again adds only months not there yet. Anna's stake basis, Bertil's and
 * the company's; Anna's earlier order, cancelled, in last month's period.
 */
export async function seedCapitalTrade(db: Db, today = todayInSweden()): Promise<void> {
  const plan: [number, TradeType][] = [
    [-1, 'full'],
    [0, 'full'],
    [1, 'limited'],
    [2, 'full'],
  ];
  const periods = plan.map(([offset, tradeType]) => {
    const month = monthAround(today, offset);
    return { id: seedId('capital-trade-seed', `period:${month.opensOn}`), ...month, tradeType };
  });
  await db.insert(tradePeriods).values(periods).onConflictDoNothing();
  await db
    .insert(stakeBases)
    .values([
      { memberId: demoIds.anna, productiveForestHundredthsHa: 11_200 },
      { memberId: demoIds.bertil, productiveForestHundredthsHa: 4_500 },
      { memberId: demoIds.cecilia, productiveForestHundredthsHa: 23_000 },
    ])
    .onConflictDoNothing();
  const last = periods[0]!;
  await db
    .insert(tradeOrders)
    .values({
      id: seedId('capital-trade-seed', `anna-order:${last.opensOn}`),
      orderNumber: `HO-${last.opensOn.slice(0, 7).replace('-', '')}1`,
      memberId: demoIds.anna,
      periodId: last.id,
      accountType: 'IssuedCapital',
      orderType: 'Buy',
      amountOre: 500_000,
      rateHundredths: 10_250,
      sumOre: 512_500,
      status: 'Canceled',
      createdAt: new Date(`${addDays(last.opensOn, 3)}T10:12:00Z`),
      canceledAt: new Date(`${addDays(last.opensOn, 5)}T08:40:00Z`),
    })
    .onConflictDoNothing();
}
