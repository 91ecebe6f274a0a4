import { economicDevelopmentElement } from '../../shared/contracts/economic-development/element.ts';
import type { EconomicYear } from '../../shared/contracts/economic-development.ts';
import { economicDevelopmentProblems } from '../../shared/contracts/economic-development/problems.ts';
import { economicDevelopmentRoutes } from '../../shared/contracts/economic-development/routes.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';
import { annaYears, economicYear as year } from '../../shared/economic-chart/testing.ts';

/**
 * The economic development element's test support: Anna's and Bertil's years, and a stand-in
 * for /api/v1/economic-development made from its route table (the real server is tested in
 * server/economic-development): the years given, checked with the route's response schema.
 */

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
