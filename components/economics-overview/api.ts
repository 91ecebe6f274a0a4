import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { economicsOverviewRoutes } from '../../shared/contracts/economics-overview/routes.ts';

/** The overview's calls, one per panel (its route table). */
export type OverviewCalls = AreaClient<typeof economicsOverviewRoutes>;

export function useOverviewCalls(api: ApiClient): OverviewCalls {
  return useMemo(() => createAreaClient(api, economicsOverviewRoutes), [api]);
}
