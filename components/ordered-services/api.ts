import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import {
  orderedServicesLoadError,
  orderedServicesProblems,
} from '../../shared/contracts/ordered-services/problems.ts';
import { orderedServicesRoutes } from '../../shared/contracts/ordered-services/routes.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

export type OrderedServicesCalls = AreaClient<typeof orderedServicesRoutes>;

export function useOrderedServicesCalls(api: ApiClient): OrderedServicesCalls {
  return useMemo(() => createAreaClient(api, orderedServicesRoutes), [api]);
}

/**
 * The member's Swedish text for a failed call: the area's codes and the shared ones by name;
 * anything else is §8's generic load error (try again or contact support).
 */
export function errorText(error: unknown, fallback: string = orderedServicesLoadError): string {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || type === 'internal' || type === 'network') return fallback;
  return problemMessage(error, orderedServicesProblems);
}
