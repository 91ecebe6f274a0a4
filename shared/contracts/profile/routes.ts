import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  addressRequestSchema,
  contactDetailsSchema,
  contactInformationRequestSchema,
  preferencesV1RequestSchema,
  preferencesV2RequestSchema,
} from '../contactDetails.ts';
import { memberProfileSchema } from '../memberProfile.ts';
import { noticePreferencesSchema, noticeSettingsSchema } from './notices.ts';
import { defineRoutes } from '../routes.ts';

export const profileRoles = {
  read: 'Service_Profile_Common_Read',
  write: 'Service_Profile_Common_Write',
  /** Platform §6, economy §6: writing the marketing (contact) preferences, utskick. */
  marketingPreferencesWrite: 'Service_Profile_MarketingProductsPreferences_Write',
} as const;
const read = requires.single(profileRoles.read);
const write = requires.and(profileRoles.read, profileRoles.write);
/**
 * The contact preferences (economy §3: member magazine, wall calendar, newsletter, ...) are
 * the member's marketing choices: their own role guards them, not the contact details' write
 * role. The element hides their editing by this same rule.
 */
export const preferencesWrite = requires.and(
  profileRoles.read,
  profileRoles.marketingPreferencesWrite,
);

/** Writes send If-Match with the version they were based on and answer the new ETag. */
const edit = {
  access: 'member',
  roles: write,
  proxy: 'allowed',
  impersonation: true,
  problems: ['versionConflict', 'versionRequired'],
} as const;

/**
 * The member's profile (platform §7, economy §7): contact details, address for review,
 * contact preferences v1/v2 and the membership certificate. Always the effective member.
 */
export const profileRoutes = defineRoutes({
  getContactDetails: {
    method: 'GET',
    path: '/api/v1/memberProfiles/current/contactDetails',
    summary: 'Contact details, the address under review and preferences; ETag is the version.',
    response: contactDetailsSchema,
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
  saveContactInformation: {
    ...edit,
    method: 'PUT',
    path: '/api/v1/memberProfiles/current/contactInformation',
    summary: 'E-mail and mobile (also the confirmation of unchanged details); the new profile.',
    body: contactInformationRequestSchema,
    response: memberProfileSchema,
    problems: [...edit.problems, 'DuplicateEmail', 'DuplicateMobilePhoneNumber'],
  },
  saveAddress: {
    ...edit,
    method: 'PUT',
    path: '/api/v1/memberProfiles/current/address',
    summary: 'A new postal address, filed for review; the address in force stays until then.',
    body: addressRequestSchema,
    status: 202,
  },
  savePreferencesV1: {
    ...edit,
    roles: preferencesWrite,
    method: 'PUT',
    path: '/api/v1/memberProfiles/current/preferences',
    summary: 'Contact preferences as the chosen keys (every other one off).',
    body: preferencesV1RequestSchema,
    response: memberProfileSchema,
  },
  savePreferencesV2: {
    ...edit,
    roles: preferencesWrite,
    method: 'PUT',
    path: '/api/v2/memberProfiles/current/preferences',
    summary: 'Contact preferences as the whole object (flag ProfilePreferencesV2).',
    body: preferencesV2RequestSchema,
    response: memberProfileSchema,
  },
  getNoticePreferences: {
    method: 'GET',
    path: '/api/v1/memberProfiles/current/notices',
    summary:
      'The e-mail and SMS notices chosen per kind (issue 33), and whether there is an address.',
    response: noticeSettingsSchema,
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
  saveNoticePreferences: {
    method: 'PUT',
    path: '/api/v1/memberProfiles/current/notices',
    summary: 'Saves the notices chosen per kind and channel (every kind named); the new settings.',
    body: noticePreferencesSchema,
    response: noticeSettingsSchema,
    access: 'member',
    roles: write,
    proxy: 'allowed',
    impersonation: true,
  },
  downloadCertificate: {
    method: 'POST',
    path: '/api/v1/memberProfiles/certificate',
    summary:
      'Membership certificate PDF, made by a background job: 202 with x-polling-interval until it is ready, then the PDF once.',
    body: z.optional(z.object({})),
    file: true,
    problems: ['certificateFailed', 'certificateCertifiedOutside', 'certificateNoEligibleEstates'],
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
});
