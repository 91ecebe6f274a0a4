import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { visionAndGoalsRoutes } from '../../shared/contracts/vision-and-goals/routes.ts';

/** The survey's calls, one per route of its route table. */
export type VisionCalls = AreaClient<typeof visionAndGoalsRoutes>;

export function useVisionCalls(api: ApiClient): VisionCalls {
  return useMemo(() => createAreaClient(api, visionAndGoalsRoutes), [api]);
}
