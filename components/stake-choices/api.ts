import { ApiError } from '../../shared/api/apiError.ts';
import { createApiClient, type ApiClientDeps } from '../../shared/api/client.ts';
import { profileEtag, versionFromIfMatch } from '../../shared/contracts/contactDetails.ts';
import {
  economicsSchema,
  type Economics,
  type EconomicsRequest,
} from '../../shared/contracts/economics.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';

/** GET and PUT /api/v1/memberProfiles/current/economics (docs/api-profile.md). */
export interface EconomicsApi {
  get(signal?: AbortSignal): Promise<Economics>;
  /** Answers the new version (the PUT answers the updated profile with an ETag). */
  save(body: EconomicsRequest, version: number): Promise<number>;
}

const path = 'api/v1/memberProfiles/current/economics';

export function createEconomicsApi(deps: ApiClientDeps): EconomicsApi {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createApiClient(deps);
  return {
    get: (signal) => client.request(path, economicsSchema, signal ? { signal } : {}),
    async save(body, version) {
      // The shared client takes no extra headers yet: If-Match is added on the way out.
      const withIfMatch = createApiClient({
        ...deps,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('If-Match', profileEtag(version));
          return doFetch(input, { ...init, headers });
        },
      });
      const response = await withIfMatch.fetchRaw(path, { method: 'PUT', body });
      const profile = memberProfileSchema.safeParse(await response.json().catch(() => null));
      const next = versionFromIfMatch(response.headers.get('etag'));
      if (!profile.success || next === null) {
        throw new ApiError(response.status, 'invalidResponse', null);
      }
      return next;
    },
  };
}
