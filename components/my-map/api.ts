import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { myMapRoutes } from '../../shared/contracts/my-map/routes.ts';
import { isApiError } from '../../shared/api/apiError.ts';
import { myMapProblems, type MyMapProblem } from '../../shared/contracts/my-map/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

export type MyMapCalls = AreaClient<typeof myMapRoutes>;

export function useMyMapCalls(api: ApiClient): MyMapCalls {
  return useMemo(() => createAreaClient(api, myMapRoutes), [api]);
}

/** The member's Swedish text for a failed call: the area's codes, then the shared ones. */
export const errorText = (error: unknown): string => problemMessage(error, myMapProblems);

/**
 * §8's failure messages with retry: a refusal the member can act on (4xx) reads as its own
 * code; a server failure or no answer reads as what failed (`fallback`, e.g. NoteDeleteFailed).
 */
export const failureText =
  (fallback: MyMapProblem) =>
  (error: unknown): string =>
    isApiError(error) && error.status >= 400 && error.status < 500
      ? errorText(error)
      : myMapProblems[fallback].message;
