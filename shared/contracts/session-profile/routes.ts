import { memberProfileSchema } from '../memberProfile.ts';
import { defineRoutes } from '../routes.ts';

/**
 * The session's profiles (platform §4, §7): the signed-in member's own, and the effective
 * one the portal shows (the proxy giver's, seen with the proxy's roles, with X-User-Id).
 */
export const sessionProfileRoutes = defineRoutes({
  getMyProfile: {
    method: 'GET',
    path: '/api/v2/memberProfiles/me',
    summary: 'The signed-in member’s own profile; X-User-Id is ignored.',
    response: memberProfileSchema,
    access: 'member',
    roles: null,
    proxy: 'ignored',
    impersonation: true,
  },
  getCurrentProfile: {
    method: 'GET',
    path: '/api/v2/memberProfiles/current',
    summary:
      'The effective profile: the proxy giver’s with the proxy’s roles when X-User-Id is set.',
    response: memberProfileSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
});
