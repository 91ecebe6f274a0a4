import { ApiError } from '../../shared/api/apiError.ts';
import { createAreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { profileRoutes } from '../../shared/contracts/profile/routes.ts';
import { downloadCertificate } from '../../shared/api/downloadPdf.ts';
import type { DownloadedFile } from '../../shared/api/downloadFile.ts';
import {
  contactPreferenceKeys,
  profileEtag,
  versionFromIfMatch,
  type AddressRequest,
  type ContactDetails,
  type ContactInformationRequest,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';
import type { NoticePreferences, NoticeSettings } from '../../shared/contracts/profile/notices.ts';

/**
 * The profile calls of platform §7, from the area's route table. Edits send the version
 * they were based on as If-Match and give back the new one from the answer's ETag, so the next edit
 * in the same form is checked against it.
 */
export interface ProfileApi {
  getContactDetails(signal?: AbortSignal): Promise<ContactDetails>;
  saveContactInformation(body: ContactInformationRequest, version: number): Promise<number>;
  saveAddress(body: AddressRequest, version: number): Promise<number>;
  /** v2 sends the whole object (flag ProfilePreferencesV2), v1 the chosen keys. */
  savePreferences(preferences: ContactPreferences, version: number, v2: boolean): Promise<number>;
  downloadCertificate(signal?: AbortSignal): Promise<DownloadedFile>;
  getNoticeSettings(signal?: AbortSignal): Promise<NoticeSettings>;
  saveNoticePreferences(preferences: NoticePreferences): Promise<NoticeSettings>;
}

/** The profile calls on the portal's API client (`useAreaPortal().api`). */
export function createProfileApi(client: ApiClient): ProfileApi {
  const api = createAreaClient(client, profileRoutes);
  /** Every edit names the version it was based on. */
  const ifMatch = (version: number) => ({ 'If-Match': profileEtag(version) });

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
    getContactDetails: (signal) => api.getContactDetails(signal ? { signal } : {}),
    saveContactInformation: async (body, version) =>
      profileAnswer(await api.raw('saveContactInformation', { body, headers: ifMatch(version) })),
    saveAddress: async (body, version) =>
      newVersion(await api.raw('saveAddress', { body, headers: ifMatch(version) })),
    savePreferences: async (preferences, version, v2) =>
      profileAnswer(
        v2
          ? await api.raw('savePreferencesV2', {
              body: { contactPreferences: preferences },
              headers: ifMatch(version),
            })
          : await api.raw('savePreferencesV1', {
              body: {
                preferences: contactPreferenceKeys.filter((key) => preferences[key]),
              },
              headers: ifMatch(version),
            }),
      ),
    downloadCertificate: (signal) => downloadCertificate(client, signal ? { signal } : {}),
    getNoticeSettings: (signal) => api.getNoticePreferences(signal ? { signal } : {}),
    saveNoticePreferences: (preferences) => api.saveNoticePreferences({ body: preferences }),
  };
}
