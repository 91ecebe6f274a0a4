import { platformProblems } from '../../shared/contracts/problem.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { fieldErrorsFromIssues } from '../../shared/contracts/fieldErrors.ts';
import { supportMessageRequestSchema, supportMessages } from '../../shared/contracts/support.ts';
import {
  initialValues,
  sendFailureMessage,
  serverFieldMessage,
  toRequestInput,
  type SupportFormValues,
} from './supportForm.ts';

const filled: SupportFormValues = {
  purpose: 'forestCare',
  contactPreference: 'email',
  email: ' david.ek@example.se ',
  countryCode: '+46',
  phone: '70 123-45 67',
  message: 'När kommer plantorna?',
};

/** What the form checks: the shared schema on the request input (as useForm does). */
function check(values: SupportFormValues) {
  const parsed = supportMessageRequestSchema.safeParse(toRequestInput(values));
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
}

describe('the support form', () => {
  it('starts empty but for the profile e-mail and +46', () => {
    expect(initialValues({ email: 'anna.skog@example.se' })).toEqual({
      purpose: '',
      contactPreference: '',
      email: 'anna.skog@example.se',
      countryCode: '+46',
      phone: '',
      message: '',
    });
    expect(initialValues({ email: null }).email).toBe('');
  });

  it('sends the phone as digits and the e-mail trimmed', () => {
    expect(toRequestInput(filled)).toMatchObject({
      email: 'david.ek@example.se',
      phone: '701234567',
    });
    expect(check(filled)).toEqual({
      ok: true,
      request: {
        purpose: 'forestCare',
        contactPreference: 'email',
        email: 'david.ek@example.se',
        countryCode: '+46',
        phone: '701234567',
        message: 'När kommer plantorna?',
      },
    });
  });

  it('names each broken rule with the shared message', () => {
    expect(check(initialValues())).toEqual({
      ok: false,
      errors: {
        purpose: supportMessages.purpose,
        contactPreference: supportMessages.contactPreference,
        email: 'Ange en giltig e-postadress',
        phone: 'Ange med 7-10 siffror, utan en inledande nolla.',
        message: supportMessages.messageRequired,
      },
    });
    expect(check({ ...filled, message: 'x'.repeat(8001) }).errors?.message).toBe(
      'Meddelandet får vara högst 8000 tecken.',
    );
    expect(check({ ...filled, message: 'x'.repeat(8000) }).ok).toBe(true);
    expect(check({ ...filled, countryCode: '0046' }).errors?.countryCode).toBe(
      supportMessages.countryCode,
    );
  });

  describe('a failed send', () => {
    it("shows the server's field messages it knows, never one it does not", () => {
      expect(serverFieldMessage('Ange en giltig e-postadress', 'Kontrollera uppgiften.')).toBe(
        'Ange en giltig e-postadress',
      );
      expect(serverFieldMessage('Internal: regex failed', 'Kontrollera uppgiften.')).toBe(
        'Kontrollera uppgiften.',
      );
    });

    it('says every other failure in Swedish, the shared codes in the shared words', () => {
      const sendFailed = 'Meddelandet kunde inte skickas. Försök igen om en stund.';
      expect(sendFailureMessage(new ApiError(403, 'forbidden', null))).toBe(
        platformProblems.forbidden.message,
      );
      expect(sendFailureMessage(new ApiError(401, 'unauthorized', null))).toBe(
        platformProblems.unauthorized.message,
      );
      expect(sendFailureMessage(new ApiError(403, 'proxyNotAllowed', null))).toBe(
        'Du har inte fullmakt att företräda den medlemmen.',
      );
      expect(sendFailureMessage(new ApiError(0, 'network', null))).toBe(
        'Vi når inte Mina sidor just nu. Kontrollera din anslutning och försök igen.',
      );
      expect(sendFailureMessage(new ApiError(500, 'internal', null))).toBe(sendFailed);
      expect(sendFailureMessage(new Error('boom'))).toBe(sendFailed);
      // A 400 naming no field the form shows.
      const none = new ApiError(400, 'validation', {
        type: 'validation',
        title: 'x',
        status: 400,
        errors: {},
      });
      expect(sendFailureMessage(none)).toBe(sendFailed);
    });
  });
});
