import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { electricityRoutes } from '../../shared/contracts/electricity/routes.ts';

/** The electricity calls, one per route of its route table. */
export type ElectricityCalls = AreaClient<typeof electricityRoutes>;

export function useElectricityCalls(api: ApiClient): ElectricityCalls {
  return useMemo(() => createAreaClient(api, electricityRoutes), [api]);
}
