import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { timberDeliveriesRoutes } from '../../shared/contracts/timber-deliveries/routes.ts';

/** The delivery calls, one per route of shared/contracts/timber-deliveries/routes.ts. */
export type DeliveryCalls = AreaClient<typeof timberDeliveriesRoutes>;

export function useDeliveryCalls(api: ApiClient): DeliveryCalls {
  return useMemo(() => createAreaClient(api, timberDeliveriesRoutes), [api]);
}

const catalogue = { ...timberProblems, ...timberDeliveriesProblems };

/** The member's Swedish text for a failed call: the timber catalogue, the area's, the shared. */
export const errorText = (error: unknown): string => problemMessage(error, catalogue);

export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
