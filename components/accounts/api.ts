import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { accountsRoutes } from '../../shared/contracts/accounts/routes.ts';
import { accountsProblems } from '../../shared/contracts/accounts/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import type { LoadTexts } from '../../shared/elements/LoadState.tsx';
import { t } from './t.ts';

/** The accounts calls, one per route of shared/contracts/accounts/routes.ts. */
export type AccountsCalls = AreaClient<typeof accountsRoutes>;

/** The area's calls on the portal's API client (the same client the signing view polls with). */
export function useAccountsCalls(api: ApiClient): AccountsCalls {
  return useMemo(() => createAreaClient(api, accountsRoutes), [api]);
}

/** The member's Swedish text for a failed accounts call: the area's codes, then the shared. */
export const errorText = (error: unknown): string => problemMessage(error, accountsProblems);

/** The accounts' words for a screen's load (LoadState). */
export const loadTexts: LoadTexts = {
  loading: t('loading'),
  failure: errorText,
  retry: t('retry'),
};
