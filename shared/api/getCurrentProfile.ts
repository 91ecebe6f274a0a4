import { memberProfileSchema, type MemberProfile } from '../contracts/memberProfile.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v2/memberProfiles/current: the effective profile (the proxy's with X-User-Id). */
export function getCurrentProfile(client: ApiClient, signal?: AbortSignal): Promise<MemberProfile> {
  return client.request(
    'api/v2/memberProfiles/current',
    memberProfileSchema,
    signal ? { signal } : {},
  );
}
