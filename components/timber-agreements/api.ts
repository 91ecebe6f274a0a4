import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberAgreementsRoutes } from '../../shared/contracts/timber-agreements/routes.ts';

/** The agreement calls, one per route of shared/contracts/timber-agreements/routes.ts. */
export type TimberCalls = AreaClient<typeof timberAgreementsRoutes>;

export function useTimberCalls(api: ApiClient): TimberCalls {
  return useMemo(() => createAreaClient(api, timberAgreementsRoutes), [api]);
}

/** The member's Swedish text for a failed call: the timber codes, then the shared. */
export const errorText = (error: unknown): string => problemMessage(error, timberProblems);

export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
