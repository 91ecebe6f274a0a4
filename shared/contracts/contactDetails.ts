import { z } from 'zod/mini';
import {
  contactRuleMessages,
  countryCodePattern,
  emailCheck,
  normalizePhoneCheck,
  phonePattern,
} from '../validation/contact.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

/**
 * Contact details (economy-membership §2 "Contact details editing", §3 contact address and
 * preferences, §5 validation; platform §7 profile calls). One schema per request, used by
 * the form (on blur and submit) and by the server (400 with the same Swedish messages).
 * API: docs/api-profile.md.
 */

/** The contact preferences of economy §3, in the order the form shows them. */
export const contactPreferenceKeys = [
  'memberMagazine',
  'wallCalendar',
  'localAreaInfoList',
  'digitalLocalInfo',
  'newsletter',
  'surveys',
  'memberActivities',
  'otherLocalInfo',
] as const;
export type ContactPreferenceKey = (typeof contactPreferenceKeys)[number];

export const contactMessages = {
  email: contactRuleMessages.email,
  phone: contactRuleMessages.phone,
  countryCode: 'Ange landsnummer med plustecken och 1–4 siffror, till exempel +46.',
  address1: 'Ange en adress',
  city: 'Ange en ort',
  country: 'Välj ett land',
  postalCodeRequired: 'Ange ett postnummer',
  tooLong: 'Texten är för lång (högst {max} tecken).',
} as const;

/** Postal code rule per country (§5: exactly N digits, or between min and max characters). */
export type PostalCodeRule = { digits: number } | { min: number; max: number };

/** The countries the form offers, with their Swedish names and postal code rules. */
export const countries = [
  { code: 'SE', name: 'Sverige', postalCode: { digits: 5 } },
  { code: 'NO', name: 'Norge', postalCode: { digits: 4 } },
  { code: 'FI', name: 'Finland', postalCode: { digits: 5 } },
  { code: 'DK', name: 'Danmark', postalCode: { digits: 4 } },
  { code: 'DE', name: 'Tyskland', postalCode: { digits: 5 } },
  { code: 'NL', name: 'Nederländerna', postalCode: { min: 6, max: 7 } },
  { code: 'GB', name: 'Storbritannien', postalCode: { min: 5, max: 8 } },
  { code: 'US', name: 'USA', postalCode: { min: 5, max: 10 } },
] as const satisfies readonly { code: string; name: string; postalCode: PostalCodeRule }[];
export type CountryCode = (typeof countries)[number]['code'];

export function countryName(code: string | null | undefined): string {
  return countries.find((country) => country.code === code)?.name ?? code ?? '';
}

/** Sweden writes '123 45'; the digit rule counts digits, so spaces are dropped first. */
export function normalisePostalCode(country: string, value: string): string {
  const rule = countries.find((c) => c.code === country)?.postalCode;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return rule && 'digits' in rule ? trimmed.replace(/\s/g, '') : trimmed.toUpperCase();
}

/** The Swedish message when the postal code breaks its country's rule, else null. */
export function postalCodeProblem(country: string, postalCode: string): string | null {
  if (postalCode === '') return contactMessages.postalCodeRequired;
  const rule = countries.find((c) => c.code === country)?.postalCode;
  if (!rule) return null; // no country yet: the country field says so
  if ('digits' in rule) {
    return new RegExp(`^\\d{${rule.digits}}$`).test(postalCode)
      ? null
      : `Ange postnumret med ${rule.digits} siffror.`;
  }
  return postalCode.length >= rule.min && postalCode.length <= rule.max
    ? null
    : `Ange postnumret med ${rule.min}–${rule.max} tecken.`;
}

const tooLong = (max: number) => contactMessages.tooLong.replace('{max}', String(max));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: tooLong(max) }));
const requiredText = (max: number, error: string) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error: tooLong(max) }));
/** Optional text fields: empty means none (stored as null). */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(text(max))),
    z.transform((value) => (value ? value : null)),
  );

/** PUT /api/v1/memberProfiles/current/contactInformation (sets lastModifiedEmailPhone). */
export const contactInformationRequestSchema = z
  .object({
    email: z
      .string()
      .check(z.trim(), z.maxLength(254, { error: contactMessages.email }), emailCheck()),
    mobileCountryCode: z.string().check(z.trim()),
    /** Empty: no mobile phone. Spaces and dashes a member types are dropped (§5). */
    mobilePhone: z.string().check(normalizePhoneCheck()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.mobilePhone === '') return;
      if (!phonePattern.test(value.mobilePhone)) {
        fieldIssue(ctx, 'mobilePhone', contactMessages.phone);
      }
      if (!countryCodePattern.test(value.mobileCountryCode)) {
        fieldIssue(ctx, 'mobileCountryCode', contactMessages.countryCode);
      }
    }),
  );
export type ContactInformationRequest = z.input<typeof contactInformationRequestSchema>;

/** PUT /api/v1/memberProfiles/current/address: the address goes for review (202). */
export const addressRequestSchema = z
  .object({
    co: optionalText(100),
    address1: requiredText(100, contactMessages.address1),
    address2: optionalText(100),
    country: z.string().check(
      z.refine((value) => countries.some((c) => c.code === value), {
        error: contactMessages.country,
      }),
    ),
    postalCode: z.string().check(z.maxLength(20, { error: tooLong(20) })),
    city: requiredText(60, contactMessages.city),
  })
  .check(
    z.overwrite((value) => ({
      ...value,
      postalCode: normalisePostalCode(value.country, value.postalCode),
    })),
    z.superRefine((value, ctx) => {
      const problem = postalCodeProblem(value.country, value.postalCode);
      if (problem) fieldIssue(ctx, 'postalCode', problem);
    }),
  );
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** Every preference, chosen or not (the v2 request and what the GET answers). */
export const contactPreferencesSchema = z.strictObject({
  memberMagazine: z.boolean(),
  wallCalendar: z.boolean(),
  localAreaInfoList: z.boolean(),
  digitalLocalInfo: z.boolean(),
  newsletter: z.boolean(),
  surveys: z.boolean(),
  memberActivities: z.boolean(),
  otherLocalInfo: z.boolean(),
});
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** PUT /api/v1/.../preferences: the keys chosen; every other preference is turned off. */
export const preferencesV1RequestSchema = z.strictObject({
  preferences: z.array(z.enum(contactPreferenceKeys, { error: 'Okänt kontaktval' })),
});
export type PreferencesV1Request = z.infer<typeof preferencesV1RequestSchema>;

/** PUT /api/v2/.../preferences (flag ProfilePreferencesV2): the whole preference object. */
export const preferencesV2RequestSchema = z.strictObject({
  contactPreferences: contactPreferencesSchema,
});
export type PreferencesV2Request = z.infer<typeof preferencesV2RequestSchema>;

export const noPreferences: ContactPreferences = {
  memberMagazine: false,
  wallCalendar: false,
  localAreaInfoList: false,
  digitalLocalInfo: false,
  newsletter: false,
  surveys: false,
  memberActivities: false,
  otherLocalInfo: false,
};

export const postalAddressSchema = z.object({
  co: z.nullable(z.string()),
  address1: z.string(),
  address2: z.nullable(z.string()),
  country: z.string(),
  postalCode: z.string(),
  city: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** GET /api/v1/memberProfiles/current/contactDetails (also sent as ETag: "version"). */
export const contactDetailsSchema = z.object({
  email: z.nullable(z.string()),
  mobileCountryCode: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  /** The address in force; null when the member has none on record. */
  address: z.nullable(postalAddressSchema),
  /** The latest change waiting for review, with when it was sent. */
  pendingAddress: z.nullable(z.extend(postalAddressSchema, { requestedAt: z.string() })),
  contactPreferences: contactPreferencesSchema,
  lastModifiedEmailPhone: z.nullable(z.string()),
  version: z.number(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** The ETag of a profile version and the version an If-Match names (null when unreadable). */
export const profileEtag = (version: number) => `"${version}"`;
export function versionFromIfMatch(header: string | null | undefined): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
