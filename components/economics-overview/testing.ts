import { economicsOverviewElement } from '../../shared/contracts/economics-overview/element.ts';
import type {
  MemberEngagement,
  OverviewAccounts,
  OverviewEconomics,
  OverviewTradePeriods,
} from '../../shared/contracts/economics-overview.ts';
import { economicsOverviewProblems } from '../../shared/contracts/economics-overview/problems.ts';
import { economicsOverviewRoutes } from '../../shared/contracts/economics-overview/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';
import { annaYears } from '../../shared/economic-chart/testing.ts';

/**
 * The economics overview element's test support: Anna's four panels, and a stand-in for the
 * overview's four calls made from its route table (the real server is tested in
 * server/economics-overview): each panel's answer checked with the route's response schema.
 * A test fails or holds a panel's call by its route (`failNext`, `answer`, `holdNext`).
 */

/** What each panel's call answers. */
export interface Panels {
  accounts: OverviewAccounts;
  economics: OverviewEconomics;
  tradePeriods: OverviewTradePeriods;
  engagement: MemberEngagement;
}

export const annasPanels = (): Panels => ({
  accounts: {
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
  economics: { years: annaYears().slice(-5) }, // her latest five
  tradePeriods: {
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
  engagement: {
    customerNo: '100001',
    memberSince: '1998-03-12',
    votingArea: 'Växjö',
    memberAreaHundredthsHa: 12_640,
    stakeObligationOre: 10_080_000,
    paidInOre: 8_925_000,
    paidInShareBp: 8_854,
  },
});

/** Panels other than Anna's (the rest hers). */
export type FakeOptions = Partial<Panels>;

export type FakeOverviewApi = ReturnType<typeof installFakeOverviewApi>;

export function installFakeOverviewApi(options: FakeOptions = {}) {
  const panels: Panels = { ...annasPanels(), ...options };
  return installFakeApi(
    economicsOverviewRoutes,
    {
      getOverviewAccounts: () => panels.accounts,
      getOverviewEconomics: () => panels.economics,
      getOverviewTradePeriods: () => panels.tradePeriods,
      getMemberEngagement: () => panels.engagement,
    },
    { problems: economicsOverviewProblems },
  );
}

/** The overview element for each test: Anna on the fake above, unless set up otherwise. */
export const economicsOverviewPerTest = () =>
  demoElementPerTest(
    { name: economicsOverviewElement.element, define: () => import('./index.tsx') },
    installFakeOverviewApi,
  );
