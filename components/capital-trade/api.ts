import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { capitalTradeRoutes } from '../../shared/contracts/capital-trade/routes.ts';

/** The capital trade calls, one per route of shared/contracts/capital-trade/routes.ts. */
export type TradeCalls = AreaClient<typeof capitalTradeRoutes>;

/** The area's calls on the portal's API client (the same client the signing view polls with). */
export function useTradeCalls(api: ApiClient): TradeCalls {
  return useMemo(() => createAreaClient(api, capitalTradeRoutes), [api]);
}
