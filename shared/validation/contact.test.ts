import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  contactRuleMessages,
  countryCodeCheck,
  emailCheck,
  normalizePhone,
  normalizePhoneCheck,
  phoneCheck,
} from './contact.ts';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('contact rules (platform §5)', () => {
  it('takes 7-10 digits without a leading zero, after dropping spaces and dashes', () => {
    const phone = z.string().check(normalizePhoneCheck(), phoneCheck());
    expect(phone.parse('70-123 45 67')).toBe('701234567');
    expect(firstMessage(phone, '0701234567')).toBe(contactRuleMessages.phone);
    expect(firstMessage(phone, '123456')).toBe(contactRuleMessages.phone);
    expect(normalizePhone(' 70 12-3 ')).toBe('70123');
  });

  it('takes a plus sign and 1-4 digits as country code, with the message its contract names', () => {
    const code = z.string().check(countryCodeCheck('Ange landskod.'));
    expect(code.parse('+46')).toBe('+46');
    expect(firstMessage(code, '46')).toBe('Ange landskod.');
    expect(firstMessage(code, '+12345')).toBe('Ange landskod.');
  });

  it('says "Ange en giltig e-postadress" for anything that is not an e-mail address', () => {
    expect(emailCheck().parse('anna@example.se')).toBe('anna@example.se');
    expect(firstMessage(emailCheck(), 'anna@example')).toBe('Ange en giltig e-postadress');
  });
});
