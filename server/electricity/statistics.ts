import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  adjustStatisticsRange,
  type ConsumptionPoint,
  type Statistics,
  type StatisticsMode,
  type StatisticsQuery,
} from '../../shared/contracts/electricity.ts';
import type { Db } from '../db/client.ts';
import { electricityConsumption as consumption } from './schema.ts';

/** A day's total: the sum of its 24 hourly readings. */
const dayTotal = sql<number>`(select coalesce(sum(h), 0) from unnest(${consumption.wh}) as h)`;

/** How a day is named in a period of the mode (ISO week-year and week for weeks). */
const periodOf: Record<Exclude<StatisticsMode, 'hour'>, ReturnType<typeof sql<string>>> = {
  day: sql<string>`to_char(${consumption.day}, 'YYYY-MM-DD')`,
  week: sql<string>`to_char(${consumption.day}, 'IYYY-"W"IW')`,
  month: sql<string>`to_char(${consumption.day}, 'YYYY-MM')`,
};

/**
 * A facility's consumption over a range, summed per the mode's period in SQL (§5: the end is
 * first moved back to the mode's last day when it is too far). A week or month cut by the
 * range counts only its days inside it. Hours read the one day's 24 readings.
 */
export async function consumptionStatistics(db: Db, query: StatisticsQuery): Promise<Statistics> {
  const { to, adjusted } = adjustStatisticsRange(query.mode, query.from, query.to);
  const inRange = and(
    eq(consumption.facilityId, query.facilityId),
    between(consumption.day, query.from, to),
  );
  let points: ConsumptionPoint[];
  if (query.mode === 'hour') {
    const rows = await db
      .select({ day: consumption.day, wh: consumption.wh })
      .from(consumption)
      .where(inRange)
      .orderBy(asc(consumption.day));
    points = rows.flatMap((row) =>
      row.wh.map((wh, hour) => ({ period: `${row.day}T${String(hour).padStart(2, '0')}`, wh })),
    );
  } else {
    const period = periodOf[query.mode];
    const rows = await db
      .select({
        period,
        wh: sql<number>`sum(${dayTotal})::int`.mapWith(Number),
      })
      .from(consumption)
      .where(inRange)
      .groupBy(period)
      .orderBy(sql`min(${consumption.day})`);
    points = rows.map((row) => ({ period: row.period, wh: row.wh }));
  }
  return {
    facilityId: query.facilityId,
    mode: query.mode,
    from: query.from,
    to,
    adjusted,
    points,
    totalWh: points.reduce((sum, point) => sum + point.wh, 0),
  };
}
