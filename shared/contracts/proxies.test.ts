import { fieldErrorsFromIssues } from './fieldErrors.ts';
import { describe, expect, it } from 'vitest';
import {
  completeRegistrationRequestSchema,
  createProxyRequestSchema,
  earliestValidTo,
  joinPhone,
  replaceProxyRequestSchema,
  rolesForRights,
  signProxyRequestSchema,
  splitPhone,
} from './proxies.ts';
import { proxyRegistrationPath } from './proxies/element.ts';
import { addDays, isIsoDate, todayInSweden } from '../time/index.ts';

const today = '2026-01-10';
const schema = createProxyRequestSchema({ today, ownPersonalNumber: '195001011237' });
const valid = {
  receiverNationalId: '194006153334',
  receiverEmail: 'karin@example.se',
  receiverPhoneCountryCode: '+46',
  receiverPhone: '701234567',
  rights: ['signForestAgreements'],
  validTo: '',
};
const errorsOf = (input: unknown, s: { safeParse(v: unknown): unknown } = schema) => {
  const result = s.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success ? {} : fieldErrorsFromIssues(result.error!.issues);
};

describe('proxy rules (platform §5)', () => {
  it('accepts a proxy until further notice and tidies what the member typed', () => {
    const parsed = schema.parse({
      ...valid,
      receiverNationalId: ' 19400615-3334 ',
      receiverEmail: '  karin@example.se ',
      receiverPhone: '70-123 45 67',
      rights: ['chooseLiquidityRecipient', 'signForestAgreements', 'signForestAgreements'],
    });
    expect(parsed).toEqual({
      ...valid,
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
    });
  });

  it('valid-to: empty, or a real yyyy-MM-dd date at least 90 days ahead', () => {
    expect(earliestValidTo(today)).toBe('2026-04-10');
    expect(errorsOf({ ...valid, validTo: '2026-04-10' })).toEqual({});
    expect(errorsOf({ ...valid, validTo: '2026-04-09' })).toEqual({
      validTo:
        'Fullmakten måste gälla minst 90 dagar. Välj 2026-04-10 eller senare, eller lämna fältet tomt.',
    });
    for (const bad of ['2026-13-01', '2026-4-10', '10/04/2026', '2027-02-29']) {
      expect(errorsOf({ ...valid, validTo: bad })).toEqual({
        validTo: 'Ange datumet som ÅÅÅÅ-MM-DD, eller lämna fältet tomt.',
      });
    }
  });

  it('rights: at least one; choosing liquidity recipient requires signing forest agreements', () => {
    expect(errorsOf({ ...valid, rights: [] })).toEqual({ rights: 'Välj minst en behörighet.' });
    expect(errorsOf({ ...valid, rights: ['chooseLiquidityRecipient'] })).toEqual({
      rights: 'Behörigheten Välja likvidmottagare kräver att du också väljer Signera skogsavtal.',
    });
    expect(
      errorsOf({ ...valid, rights: ['signForestAgreements', 'chooseLiquidityRecipient'] }),
    ).toEqual({});
  });

  it("receiver: a valid personal number that is not the giver's own", () => {
    expect(errorsOf({ ...valid, receiverNationalId: '194006153335' })).toEqual({
      receiverNationalId: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
    });
    expect(errorsOf({ ...valid, receiverNationalId: '19500101-1237' })).toEqual({
      receiverNationalId: 'Du kan inte ge en fullmakt till dig själv.',
    });
    // The form does not know the member's number; the server's schema does.
    const formSchema = createProxyRequestSchema({ today });
    expect(errorsOf({ ...valid, receiverNationalId: '195001011237' }, formSchema)).toEqual({});
  });

  it('e-mail and phone with the spec messages', () => {
    expect(
      errorsOf({
        ...valid,
        receiverEmail: 'karin',
        receiverPhoneCountryCode: '0046',
        receiverPhone: '012345678',
      }),
    ).toEqual({
      receiverEmail: 'Ange en giltig e-postadress',
      receiverPhoneCountryCode: 'Ange landsnummer med + och 1-4 siffror, till exempel +46.',
      receiverPhone: 'Ange med 7-10 siffror, utan en inledande nolla.',
    });
    expect(errorsOf({ ...valid, receiverPhone: '12345678901' })).toEqual({
      receiverPhone: 'Ange med 7-10 siffror, utan en inledande nolla.',
    });
    expect(
      errorsOf({ ...valid, receiverPhone: '1234567', receiverPhoneCountryCode: '+1' }),
    ).toEqual({});
  });

  it('replace has the same terms and no receiver field', () => {
    const replace = replaceProxyRequestSchema({ today });
    const { receiverNationalId: _dropped, ...terms } = valid;
    expect(replace.parse({ ...terms, receiverNationalId: 'ignored' })).toEqual(terms);
    expect(errorsOf({ ...terms, rights: [] }, replace)).toEqual({
      rights: 'Välj minst en behörighet.',
    });
  });

  it('signing and registration take a valid personal number; registration a name', () => {
    expect(errorsOf({ personalNumber: '' }, signProxyRequestSchema)).toEqual({
      personalNumber: 'Ange ditt personnummer.',
    });
    expect(
      errorsOf({ personalNumber: '1950', name: ' ' }, completeRegistrationRequestSchema),
    ).toEqual({
      personalNumber: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
      name: 'Ange ditt namn.',
    });
  });
});

describe('proxy helpers', () => {
  it('derives roles from rights: agreements for signing, never finance for the liquidity recipient', () => {
    expect(rolesForRights(['chooseLiquidityRecipient'])).toEqual([
      'Service_TimberManager_Agreements_Read',
    ]);
    expect(rolesForRights(['chooseLiquidityRecipient', 'signForestAgreements'])).toEqual([
      'Service_TimberManager_Agreements_Read',
      'Service_TimberManager_Agreements_Write',
    ]);
  });

  it('reads dates in Swedish time and checks them', () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    expect(todayInSweden(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
  });

  it('keeps the phone as "+46 701234567" and reads an old bare number as Swedish', () => {
    expect(splitPhone(joinPhone('+358', '401234567'))).toEqual({
      countryCode: '+358',
      phone: '401234567',
    });
    expect(splitPhone('701234567')).toEqual({ countryCode: '+46', phone: '701234567' });
  });

  it('builds the registration path', () => {
    expect(proxyRegistrationPath('granskog', 'abc_-1')).toBe(
      '/medlem-i-granskog/fullmakter/extern/abc_-1/',
    );
  });
});
