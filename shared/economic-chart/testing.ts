import type { EconomicYear } from '../contracts/economic-development.ts';

/**
 * Test support for the elements that draw the economic chart (economic development, the
 * economics overview): a year as the seed writes it, in kronor, with its total summed.
 */
export const economicYear = (
  year: number,
  m3fub: number,
  [sales, sharing, onSales, onStakes, emission]: [number, number, number, number, number],
): EconomicYear => ({
  year,
  timberVolumeM3fub: m3fub,
  salesOre: sales * 100,
  profitSharingOre: sharing * 100,
  dividendOnSalesOre: onSales * 100,
  dividendOnStakesOre: onStakes * 100,
  stakeIssueEmissionOre: emission * 100,
  totalOre: (sales + sharing + onSales + onStakes + emission) * 100,
});

/**
 * Anna's years as the demo seed has them (server/economic-development/seed.ts, kronor); 2022
 * passes a million.
 */
export const annaYears = (): EconomicYear[] => [
  economicYear(2018, 310.5, [118_420, 2_960, 1_480, 2_140, 0]),
  economicYear(2019, 0, [0, 0, 0, 2_310, 1_200]),
  economicYear(2020, 655, [262_130, 7_860, 3_930, 2_520, 0]),
  economicYear(2021, 120.4, [51_880, 1_810, 910, 2_880, 1_500]),
  economicYear(2022, 2_480, [1_148_600, 45_940, 22_970, 3_310, 0]),
  economicYear(2023, 415.2, [198_350, 7_930, 3_970, 4_960, 2_400]),
  economicYear(2024, 0, [0, 0, 0, 5_120, 0]),
  economicYear(2025, 560.8, [284_710, 11_390, 5_690, 5_430, 2_800]),
];
