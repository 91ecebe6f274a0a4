import { ApiError } from '../../shared/api/apiError.ts';
import { createAreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { stakeChoicesRoutes } from '../../shared/contracts/stake-choices/routes.ts';
import { profileEtag, versionFromIfMatch } from '../../shared/contracts/contactDetails.ts';
import { type Economics, type EconomicsRequest } from '../../shared/contracts/economics.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';

/** GET and PUT /api/v1/memberProfiles/current/economics (docs/api-profile.md). */
export interface EconomicsApi {
  get(signal?: AbortSignal): Promise<Economics>;
  /** Answers the new version (the PUT answers the updated profile with an ETag). */
  save(body: EconomicsRequest, version: number): Promise<number>;
}

/** The calls on the portal's API client (`useAreaPortal().api`). */
export function createEconomicsApi(client: ApiClient): EconomicsApi {
  const api = createAreaClient(client, stakeChoicesRoutes);
  return {
    get: (signal) => api.getStakeChoices(signal ? { signal } : {}),
    async save(body, version) {
      const response = await api.raw('saveStakeChoices', {
        body,
        headers: { 'If-Match': profileEtag(version) },
      });
      const profile = memberProfileSchema.safeParse(await response.json().catch(() => null));
      const next = versionFromIfMatch(response.headers.get('etag'));
      if (!profile.success || next === null) {
        throw new ApiError(response.status, 'invalidResponse', null);
      }
      return next;
    },
  };
}
