import { requires } from '../../access/requirements.ts';
import { economicsRequestSchema, economicsSchema } from '../economics.ts';
import { memberProfileSchema } from '../memberProfile.ts';
import { defineRoutes } from '../routes.ts';

export const stakeChoicesRoles = {
  read: 'Service_Profile_Economics_Read',
  write: 'Service_Profile_Economics_Write',
} as const;

/** Insatsval (economy §2, §7): the stake percent and above-stake participation. */
export const stakeChoicesRoutes = defineRoutes({
  getStakeChoices: {
    method: 'GET',
    path: '/api/v1/memberProfiles/current/economics',
    summary: 'The member’s stake choices; ETag is the profile version.',
    response: economicsSchema,
    access: 'member',
    roles: requires.single(stakeChoicesRoles.read),
    proxy: 'allowed',
    impersonation: true,
  },
  saveStakeChoices: {
    method: 'PUT',
    path: '/api/v1/memberProfiles/current/economics',
    summary: 'Saves the stake choices (If-Match: the version read); the new profile.',
    body: economicsRequestSchema,
    response: memberProfileSchema,
    access: 'member',
    roles: requires.and(stakeChoicesRoles.read, stakeChoicesRoles.write),
    proxy: 'allowed',
    impersonation: true,
    problems: ['versionConflict', 'versionRequired'],
  },
});
