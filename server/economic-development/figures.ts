import { asc, eq } from 'drizzle-orm';
import type { EconomicDevelopment } from '../../shared/contracts/economic-development.ts';
import type { Db } from '../db/client.ts';
import { economicYears } from './schema.ts';

type Row = typeof economicYears.$inferSelect;

/** One stored year as the API answers it: volume in m3fub, the total the sum of the money. */
export function economicYearOf(row: Row): EconomicDevelopment['years'][number] {
  return {
    year: row.year,
    timberVolumeM3fub: row.timberVolumeDecim3fub / 10,
    salesOre: row.salesOre,
    profitSharingOre: row.profitSharingOre,
    dividendOnSalesOre: row.dividendOnSalesOre,
    dividendOnStakesOre: row.dividendOnStakesOre,
    stakeIssueEmissionOre: row.stakeIssueEmissionOre,
    totalOre:
      row.salesOre +
      row.profitSharingOre +
      row.dividendOnSalesOre +
      row.dividendOnStakesOre +
      row.stakeIssueEmissionOre,
  };
}

/** The member's years, oldest first; only ever the given member's rows. */
export async function economicDevelopmentOf(
  db: Db,
  memberId: string,
): Promise<EconomicDevelopment> {
  const rows = await db
    .select()
    .from(economicYears)
    .where(eq(economicYears.memberId, memberId))
    .orderBy(asc(economicYears.year));
  return { years: rows.map(economicYearOf) };
}
