import { isApiError } from '../../shared/api/apiError.ts';
import {
  fieldErrors,
  supportFields,
  supportMessageRequestSchema,
  supportMessages,
  type SupportField,
  type SupportMessageRequest,
} from '../../shared/contracts/support.ts';
import { normalizePhone } from '../../shared/validation/contact.ts';
import type { SupportMessageKey } from './sv.ts';

/** What the form holds: every field as typed, '' when nothing is chosen. */
export type SupportFormValues = Record<SupportField, string>;
export type SupportFieldErrors = Partial<Record<SupportField, string>>;

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

/** The request as sent: trimmed e-mail and country code, the phone as digits only. */
export function toRequestInput(values: SupportFormValues): Record<SupportField, string> {
  return {
    ...values,
    email: values.email.trim(),
    countryCode: values.countryCode.trim(),
    phone: normalizePhone(values.phone),
  };
}

export type Validation =
  { ok: true; request: SupportMessageRequest } | { ok: false; errors: SupportFieldErrors };

/** The shared rules (the server's own), field by field. */
export function validate(values: SupportFormValues): Validation {
  const parsed = supportMessageRequestSchema.safeParse(toRequestInput(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: onlyFields(fieldErrors(parsed.error)) };
}

/** One field's message under the shared rules, or undefined when it is fine. */
export function validateField(values: SupportFormValues, field: SupportField): string | undefined {
  const result = validate(values);
  return result.ok ? undefined : result.errors[field];
}

function onlyFields(errors: Record<string, string>): SupportFieldErrors {
  const known: SupportFieldErrors = {};
  for (const field of supportFields) if (errors[field]) known[field] = errors[field];
  return known;
}

/** The fields in the order they stand in the form, for the summary and first focus. */
export const fieldOrder: readonly SupportField[] = [
  'purpose',
  'contactPreference',
  'email',
  'countryCode',
  'phone',
  'message',
];

const knownMessages = new Set<string>(Object.values(supportMessages));

export type SendFailure =
  { kind: 'fields'; errors: SupportFieldErrors } | { kind: 'message'; key: SupportMessageKey };

/**
 * What a failed send shows. A 400 names fields: the shared rules' messages are shown as
 * they are, anything else the server says is never shown (a general "check it" instead).
 */
export function sendFailure(error: unknown, unknownFieldText: string): SendFailure {
  if (isApiError(error, 'validation')) {
    const errors: SupportFieldErrors = {};
    for (const [field, message] of Object.entries(error.problem?.errors ?? {})) {
      if (!(supportFields as readonly string[]).includes(field)) continue;
      errors[field as SupportField] = knownMessages.has(message) ? message : unknownFieldText;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
    return { kind: 'message', key: 'error.sendFailed' };
  }
  if (isApiError(error, 'forbidden')) return { kind: 'message', key: 'error.forbidden' };
  if (isApiError(error, 'unauthorized')) return { kind: 'message', key: 'error.unauthorized' };
  if (isApiError(error, 'proxyNotAllowed'))
    return { kind: 'message', key: 'error.proxyNotAllowed' };
  if (isApiError(error, 'network')) return { kind: 'message', key: 'error.network' };
  return { kind: 'message', key: 'error.sendFailed' };
}
