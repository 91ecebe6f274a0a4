import { economicDevelopmentElement } from '../../shared/contracts/economic-development/element.ts';
import type { EconomicYear } from '../../shared/contracts/economic-development.ts';
import { economicDevelopmentProblems } from '../../shared/contracts/economic-development/problems.ts';
import { economicDevelopmentRoutes } from '../../shared/contracts/economic-development/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';

/**
 * The economic development element's test support: Anna's and Bertil's years, and a stand-in
 * for /api/v1/economic-development made from its route table (the real server is tested in
 * server/economic-development): the years given, checked with the route's response schema.
 */
const year = (
  y: number,
  m3fub: number,
  [sales, sharing, onSales, onStakes, emission]: [number, number, number, number, number],
): EconomicYear => ({
  year: y,
  timberVolumeM3fub: m3fub,
  salesOre: sales * 100,
  profitSharingOre: sharing * 100,
  dividendOnSalesOre: onSales * 100,
  dividendOnStakesOre: onStakes * 100,
  stakeIssueEmissionOre: emission * 100,
  totalOre: (sales + sharing + onSales + onStakes + emission) * 100,
});

/** Anna's years as the demo seed has them (kronor); 2022 passes a million. */
export const annaYears = (): EconomicYear[] => [
  year(2018, 310.5, [118_420, 2_960, 1_480, 2_140, 0]),
  year(2019, 0, [0, 0, 0, 2_310, 1_200]),
  year(2020, 655, [262_130, 7_860, 3_930, 2_520, 0]),
  year(2021, 120.4, [51_880, 1_810, 910, 2_880, 1_500]),
  year(2022, 2_480, [1_148_600, 45_940, 22_970, 3_310, 0]),
  year(2023, 415.2, [198_350, 7_930, 3_970, 4_960, 2_400]),
  year(2024, 0, [0, 0, 0, 5_120, 0]),
  year(2025, 560.8, [284_710, 11_390, 5_690, 5_430, 2_800]),
];

/** Bertil's three smaller years: the unit is thousands. */
export const bertilYears = (): EconomicYear[] => [
  year(2023, 210, [86_300, 2_590, 1_290, 940, 0]),
  year(2024, 95.5, [41_250, 1_240, 620, 1_010, 500]),
  year(2025, 340, [152_480, 4_570, 2_290, 1_080, 0]),
];

export interface FakeOptions {
  /** The member's years, oldest first (Anna's by default). */
  years?: EconomicYear[];
}

export type FakeEconomicDevelopmentApi = ReturnType<typeof installFakeEconomicDevelopmentApi>;

export function installFakeEconomicDevelopmentApi(options: FakeOptions = {}) {
  const years = options.years ?? annaYears();
  return installFakeApi(
    economicDevelopmentRoutes,
    { getEconomicDevelopment: () => ({ years }) },
    { problems: economicDevelopmentProblems },
  );
}

/** The economic development element for each test: Anna on the fake above, unless set up otherwise. */
export const economicDevelopmentPerTest = () =>
  demoElementPerTest(
    { name: economicDevelopmentElement.element, define: () => import('./index.tsx') },
    installFakeEconomicDevelopmentApi,
  );
