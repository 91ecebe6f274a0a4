import { z } from 'zod/mini';

/**
 * The e-mail and phone rules of platform §5, with their Swedish messages, for every contract
 * that asks for them (support messages, proxies, contact details). Each contract still
 * decides how a field is read (trimmed or not, required or optional) and names its own
 * country-code message; the rules and the spec's two messages live here.
 */

export const contactRuleMessages = {
  email: 'Ange en giltig e-postadress',
  phone: 'Ange med 7-10 siffror, utan en inledande nolla.',
} as const;

/** Platform §5: 7-10 digits, the first not a zero (the country code carries the prefix). */
export const phonePattern = /^[1-9]\d{6,9}$/;
/** Platform §5: a plus sign and 1-4 digits. */
export const countryCodePattern = /^\+\d{1,4}$/;

/** What a member types in a phone field, as digits: spaces and dashes go. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** An e-mail address (a string schema, and a check on one). */
export const emailCheck = (error: string = contactRuleMessages.email) => z.email({ error });

/** A phone number as phonePattern reads it (normalise it first). */
export const phoneCheck = (error: string = contactRuleMessages.phone) =>
  z.regex(phonePattern, { error });

/** A country code as countryCodePattern reads it. */
export const countryCodeCheck = (error: string) => z.regex(countryCodePattern, { error });

/** Normalises a phone field in place (normalizePhone) before the checks after it. */
export const normalizePhoneCheck = () => z.overwrite(normalizePhone);
