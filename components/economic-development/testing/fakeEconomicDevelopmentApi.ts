import {
  economicDevelopmentSchema,
  type EconomicDevelopment,
  type EconomicYear,
} from '../../../shared/contracts/economic-development.ts';

/**
 * A stand-in for GET /api/v1/economic-development in element tests (the real server is tested
 * in server/economic-development): the years given, checked with the shared schema on the way
 * out, or a failure. Installed as window.fetch; `calls` records every request path.
 */
export type FakeEconomicAnswer = { years: EconomicYear[] } | { status: number };

export interface FakeEconomicDevelopmentApi {
  calls: string[];
  restore(): void;
}

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

export function installFakeEconomicDevelopmentApi(
  answer: FakeEconomicAnswer = { years: annaYears() },
): FakeEconomicDevelopmentApi {
  const original = window.fetch;
  const calls: string[] = [];
  window.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    calls.push(url.pathname);
    if (!url.pathname.endsWith('/api/v1/economic-development') || 'status' in answer) {
      const status = 'status' in answer ? answer.status : 404;
      return new Response(JSON.stringify({ type: 'internal', title: 'x', status }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    const body: EconomicDevelopment = economicDevelopmentSchema.parse({ years: answer.years });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, restore: () => (window.fetch = original) };
}
