import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { economicDevelopmentRoutes } from '../../shared/contracts/economic-development/routes.ts';

/** The economic-development calls, one per route of its route table. */
export type EconomicDevelopmentCalls = AreaClient<typeof economicDevelopmentRoutes>;

export function useEconomicDevelopmentCalls(api: ApiClient): EconomicDevelopmentCalls {
  return useMemo(() => createAreaClient(api, economicDevelopmentRoutes), [api]);
}
