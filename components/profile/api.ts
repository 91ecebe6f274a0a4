import { ApiError } from '../../shared/api/apiError.ts';
import { createApiClient, type ApiClientDeps } from '../../shared/api/client.ts';
import { downloadCertificate } from '../../shared/api/downloadPdf.ts';
import type { DownloadedFile } from '../../shared/api/downloadFile.ts';
import {
  contactDetailsSchema,
  profileEtag,
  versionFromIfMatch,
  type AddressRequest,
  type ContactDetails,
  type ContactInformationRequest,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';

/**
 * The profile calls of platform §7 (docs/api-profile.md). Edits send the version they were
 * based on as If-Match and give back the new one from the answer's ETag, so the next edit
 * in the same form is checked against it.
 */
export interface ProfileApi {
  getContactDetails(signal?: AbortSignal): Promise<ContactDetails>;
  saveContactInformation(body: ContactInformationRequest, version: number): Promise<number>;
  saveAddress(body: AddressRequest, version: number): Promise<number>;
  /** v2 sends the whole object (flag ProfilePreferencesV2), v1 the chosen keys. */
  savePreferences(preferences: ContactPreferences, version: number, v2: boolean): Promise<number>;
  downloadCertificate(signal?: AbortSignal): Promise<DownloadedFile>;
}

export function createProfileApi(deps: ApiClientDeps): ProfileApi {
  const client = createApiClient(deps);
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * A PUT with If-Match. The shared client takes no extra headers yet, so this one adds it
   * on its way out (see the report to the lead: RequestOptions.headers would replace this).
   */
  async function put(path: string, body: unknown, version: number): Promise<Response> {
    const withIfMatch = createApiClient({
      ...deps,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('If-Match', profileEtag(version));
        return doFetch(input, { ...init, headers });
      },
    });
    return withIfMatch.fetchRaw(path, { method: 'PUT', body });
  }

  function newVersion(response: Response): number {
    const version = versionFromIfMatch(response.headers.get('etag'));
    if (version === null) throw new ApiError(response.status, 'invalidResponse', null);
    return version;
  }

  /** The answer is the updated profile (platform §7); checked against its contract. */
  async function profileAnswer(response: Response): Promise<number> {
    const parsed = memberProfileSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(response.status, 'invalidResponse', null);
    return newVersion(response);
  }

  return {
    getContactDetails: (signal) =>
      client.request(
        'api/v1/memberProfiles/current/contactDetails',
        contactDetailsSchema,
        signal ? { signal } : {},
      ),
    saveContactInformation: async (body, version) =>
      profileAnswer(await put('api/v1/memberProfiles/current/contactInformation', body, version)),
    saveAddress: async (body, version) =>
      newVersion(await put('api/v1/memberProfiles/current/address', body, version)),
    savePreferences: async (preferences, version, v2) =>
      profileAnswer(
        v2
          ? await put(
              'api/v2/memberProfiles/current/preferences',
              { contactPreferences: preferences },
              version,
            )
          : await put(
              'api/v1/memberProfiles/current/preferences',
              {
                preferences: Object.entries(preferences)
                  .filter(([, chosen]) => chosen)
                  .map(([key]) => key),
              },
              version,
            ),
      ),
    downloadCertificate: (signal) => downloadCertificate(client, signal ? { signal } : {}),
  };
}
