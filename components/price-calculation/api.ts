import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { priceCalculationProblems } from '../../shared/contracts/price-calculation/problems.ts';
import { priceCalculationRoutes } from '../../shared/contracts/price-calculation/routes.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

/** The price-calculation calls, one per route of shared/contracts/price-calculation/routes.ts. */
export type PriceCalculationCalls = AreaClient<typeof priceCalculationRoutes>;

export function usePriceCalculationCalls(api: ApiClient): PriceCalculationCalls {
  return useMemo(() => createAreaClient(api, priceCalculationRoutes), [api]);
}

/** The member's Swedish text for a failed call: the area's codes, then the shared. */
export const errorText = (error: unknown): string =>
  problemMessage(error, priceCalculationProblems);

/** §8: what the member reads whenever the prices could not be fetched, whatever the cause. */
export const pricesFailedText = priceCalculationProblems.pricesUnavailable.message;
