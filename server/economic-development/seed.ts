import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { economicYears } from './schema.ts';

const kr = (kronor: number) => Math.round(kronor * 100);

/** [year, m3fub, sales, profit sharing, dividend on sales, dividend on stakes, stake issue emission] in kr. */
type DemoYear = [number, number, number, number, number, number, number];

/**
 * Anna: eight closed years of a 120 ha estate with thinnings, a final felling in 2022 (over
 * a million kronor: the chart shows millions) and the dividends on her growing stake. Bertil:
 * three quieter years (thousands). David and Cecilia: none.
 */
export const demoEconomicYears: Record<'anna' | 'bertil', DemoYear[]> = {
  anna: [
    [2018, 310.5, 118_420, 2_960, 1_480, 2_140, 0],
    [2019, 0, 0, 0, 0, 2_310, 1_200],
    [2020, 655.0, 262_130, 7_860, 3_930, 2_520, 0],
    [2021, 120.4, 51_880, 1_810, 910, 2_880, 1_500],
    [2022, 2_480.0, 1_148_600, 45_940, 22_970, 3_310, 0],
    [2023, 415.2, 198_350, 7_930, 3_970, 4_960, 2_400],
    [2024, 0, 0, 0, 0, 5_120, 0],
    [2025, 560.8, 284_710, 11_390, 5_690, 5_430, 2_800],
  ],
  bertil: [
    [2023, 210.0, 86_300, 2_590, 1_290, 940, 0],
    [2024, 95.5, 41_250, 1_240, 620, 1_010, 500],
    [2025, 340.0, 152_480, 4_570, 2_290, 1_080, 0],
  ],
};

/** Idempotent: fixed keys (member, year), existing rows left as they are. */
export async function seedEconomicDevelopment(db: Db) {
  const rows = (['anna', 'bertil'] as const).flatMap((person) =>
    demoEconomicYears[person].map(([year, m3fub, sales, sharing, onSales, onStakes, emission]) => ({
      memberId: demoIds[person],
      year,
      timberVolumeDecim3fub: Math.round(m3fub * 10),
      salesOre: kr(sales),
      profitSharingOre: kr(sharing),
      dividendOnSalesOre: kr(onSales),
      dividendOnStakesOre: kr(onStakes),
      stakeIssueEmissionOre: kr(emission),
    })),
  );
  await db.insert(economicYears).values(rows).onConflictDoNothing();
}
