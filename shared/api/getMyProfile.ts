import { memberProfileSchema, type MemberProfile } from '../contracts/memberProfile.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v2/memberProfiles/me: the signed-in member's own profile, never as a proxy. */
export function getMyProfile(client: ApiClient, signal?: AbortSignal): Promise<MemberProfile> {
  return client.request('api/v2/memberProfiles/me', memberProfileSchema, {
    asProxy: false,
    ...(signal ? { signal } : {}),
  });
}
