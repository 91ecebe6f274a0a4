import { problemMessage } from '../../shared/contracts/problem.ts';
import { t } from './t.ts';
import { isApiError } from '../../shared/api/apiError.ts';
import { supportMessages, type SupportField } from '../../shared/contracts/support.ts';
import { normalizePhone } from '../../shared/validation/contact.ts';

/** What the form holds: every field as typed, '' when nothing is chosen. */
export type SupportFormValues = Record<SupportField, string>;

export const defaultCountryCode = '+46';

/** A fresh form, with the e-mail (and phone, when known) of the profile in force. */
export function initialValues(prefill: { email?: string | null; phone?: string | null } = {}) {
  return {
    purpose: '',
    contactPreference: '',
    email: prefill.email ?? '',
    countryCode: defaultCountryCode,
    phone: prefill.phone ?? '',
    message: '',
  } satisfies SupportFormValues;
}

/** The request as checked and sent: trimmed e-mail and country code, the phone as digits only. */
export function toRequestInput(values: SupportFormValues): Record<SupportField, string> {
  return {
    ...values,
    email: values.email.trim(),
    countryCode: values.countryCode.trim(),
    phone: normalizePhone(values.phone),
  };
}

const knownMessages = new Set<string>(Object.values(supportMessages));

/**
 * A message the server put on a field, as the member may read it: the shared rules' words
 * as they are, anything else never (a general "check it" instead).
 */
export function serverFieldMessage(message: string, unknownFieldText: string): string {
  return knownMessages.has(message) ? message : unknownFieldText;
}

/**
 * What a failed send that is not about fields says: the shared catalogue's words for the
 * member's own problems (no right, not signed in, no proxy, no connection), else the form's
 * own "could not be sent".
 */
export function sendFailureMessage(error: unknown): string {
  const shared = ['forbidden', 'unauthorized', 'proxyNotAllowed', 'network'];
  return shared.some((type) => isApiError(error, type))
    ? problemMessage(error)
    : t('error.sendFailed');
}
