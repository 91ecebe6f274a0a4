import {
  memberEngagementSchema,
  overviewAccountsSchema,
  overviewEconomicsSchema,
  overviewTradePeriodsSchema,
} from '../../../shared/contracts/economics-overview.ts';

/**
 * A stand-in for the overview's four calls in element tests (the real server is tested in
 * server/economics-overview): each panel's answer, checked with the shared schema on the way
 * out, or a failure status; a `pending` panel never answers. Installed as window.fetch.
 */
export type PanelAnswer = { body: unknown } | { status: number } | 'pending';
export type Panels = 'accounts' | 'economic-development' | 'trade-periods' | 'engagement';

const schemas = {
  accounts: overviewAccountsSchema,
  'economic-development': overviewEconomicsSchema,
  'trade-periods': overviewTradePeriodsSchema,
  engagement: memberEngagementSchema,
} as const;

/** A year as the seed writes it: [year, m3fub, sales, sharing, on sales, on stakes, emission] kr. */
const year = ([y, m3fub, sales, sharing, onSales, onStakes, emission]: [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
]) => ({
  year: y,
  timberVolumeM3fub: m3fub,
  salesOre: sales * 100,
  profitSharingOre: sharing * 100,
  dividendOnSalesOre: onSales * 100,
  dividendOnStakesOre: onStakes * 100,
  stakeIssueEmissionOre: emission * 100,
  totalOre: (sales + sharing + onSales + onStakes + emission) * 100,
});

/** Anna's latest five years (server/economic-development/seed.ts). */
const annasYears = [
  year([2021, 120.4, 51_880, 1_810, 910, 2_880, 1_500]),
  year([2022, 2_480, 1_148_600, 45_940, 22_970, 3_310, 0]),
  year([2023, 415.2, 198_350, 7_930, 3_970, 4_960, 2_400]),
  year([2024, 0, 0, 0, 0, 5_120, 0]),
  year([2025, 560.8, 284_710, 11_390, 5_690, 5_430, 2_800]),
];

export const annasPanels = (): Record<Panels, { body: unknown }> => ({
  accounts: {
    body: {
      accounts: [
        {
          id: 'a1',
          type: 'memberAccount',
          accountNumber: '8480-0100001',
          balanceOre: 23_485_975,
          availableOre: 23_485_975,
        },
        {
          id: 'a2',
          type: 'paidCapital',
          accountNumber: '8480-0100006',
          balanceOre: 8_925_000,
          availableOre: 8_925_000,
        },
      ],
      totalBalanceOre: 32_410_975,
      totalAvailableOre: 32_410_975,
    },
  },
  'economic-development': { body: { years: annasYears } },
  'trade-periods': {
    body: {
      current: {
        id: 'p1',
        opensOn: '2026-11-01',
        closesOn: '2026-11-30',
        tradeType: 'full',
        current: true,
      },
      next: {
        id: 'p2',
        opensOn: '2026-12-01',
        closesOn: '2026-12-31',
        tradeType: 'limited',
        current: false,
      },
    },
  },
  engagement: {
    body: {
      customerNo: '100001',
      memberSince: '1998-03-12',
      votingArea: 'Växjö',
      memberAreaHundredthsHa: 12_640,
      stakeObligationOre: 10_080_000,
      paidInOre: 8_925_000,
      paidInShareBp: 8_854,
    },
  },
});

export function installFakeOverviewApi(overrides: Partial<Record<Panels, PanelAnswer>> = {}) {
  const answers: Record<Panels, PanelAnswer> = { ...annasPanels(), ...overrides };
  const original = window.fetch;
  const calls: string[] = [];
  window.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    calls.push(url.pathname);
    const panel = url.pathname.split('/api/v1/economics-overview/')[1] as Panels | undefined;
    const answer = panel && panel in answers ? answers[panel] : { status: 404 };
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if ('status' in answer) {
      const type = answer.status === 404 ? 'notFound' : 'internal';
      return new Response(JSON.stringify({ type, title: 'x', status: answer.status }), {
        status: answer.status,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    const body = schemas[panel!].parse(answer.body);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    answers,
    restore: () => {
      window.fetch = original;
    },
  };
}
