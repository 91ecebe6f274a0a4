import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { supportMessages } from '../../shared/contracts/support.ts';
import {
  initialValues,
  sendFailure,
  toRequestInput,
  validate,
  validateField,
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
    expect(validate(filled)).toEqual({
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
    expect(validate(initialValues())).toEqual({
      ok: false,
      errors: {
        purpose: supportMessages.purpose,
        contactPreference: supportMessages.contactPreference,
        email: 'Ange en giltig e-postadress',
        phone: 'Ange med 7-10 siffror, utan en inledande nolla.',
        message: supportMessages.messageRequired,
      },
    });
    expect(validateField({ ...filled, message: 'x'.repeat(8001) }, 'message')).toBe(
      'Meddelandet får vara högst 8000 tecken.',
    );
    expect(validateField({ ...filled, message: 'x'.repeat(8000) }, 'message')).toBeUndefined();
    expect(validateField({ ...filled, countryCode: '0046' }, 'countryCode')).toBe(
      supportMessages.countryCode,
    );
  });

  describe('a failed send', () => {
    const problem = (errors: Record<string, string>) =>
      new ApiError(400, 'validation', { type: 'validation', title: 'x', status: 400, errors });

    it("shows the server's field messages it knows, never one it does not", () => {
      expect(
        sendFailure(
          problem({
            email: 'Ange en giltig e-postadress',
            phone: 'Internal: regex failed',
            id: 'x',
          }),
          'Kontrollera uppgiften.',
        ),
      ).toEqual({
        kind: 'fields',
        errors: { email: 'Ange en giltig e-postadress', phone: 'Kontrollera uppgiften.' },
      });
    });

    it('maps every other answer to a Swedish message of its own', () => {
      const keyOf = (error: unknown) => {
        const failure = sendFailure(error, '');
        return failure.kind === 'message' ? failure.key : failure.kind;
      };
      expect(keyOf(problem({}))).toBe('error.sendFailed');
      expect(keyOf(new ApiError(403, 'forbidden', null))).toBe('error.forbidden');
      expect(keyOf(new ApiError(401, 'unauthorized', null))).toBe('error.unauthorized');
      expect(keyOf(new ApiError(403, 'proxyNotAllowed', null))).toBe('error.proxyNotAllowed');
      expect(keyOf(new ApiError(0, 'network', null))).toBe('error.network');
      expect(keyOf(new ApiError(500, 'internal', null))).toBe('error.sendFailed');
      expect(keyOf(new Error('boom'))).toBe('error.sendFailed');
    });
  });
});
