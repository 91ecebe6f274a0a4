import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { activityProblems } from '../../shared/contracts/activity/problems.ts';
import { activityRoutes } from '../../shared/contracts/activity/routes.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

/** The activity calls, one per route of shared/contracts/activity/routes.ts. */
export type ActivityCalls = AreaClient<typeof activityRoutes>;

export function useActivityCalls(api: ApiClient): ActivityCalls {
  return useMemo(() => createAreaClient(api, activityRoutes), [api]);
}

/** The member's Swedish text for a failed call: the area's codes, then the shared. */
export const errorText = (error: unknown): string => problemMessage(error, activityProblems);
