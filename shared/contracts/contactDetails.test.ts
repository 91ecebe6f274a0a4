import { describe, expect, it } from 'vitest';
import {
  addressRequestSchema,
  contactInformationRequestSchema,
  normalisePostalCode,
  postalCodeProblem,
  profileEtag,
  versionFromIfMatch,
} from './contactDetails.ts';
import { economicsRequestSchema } from './economics.ts';

describe('contact details contract', () => {
  it('drops spaces and dashes a member types in the mobile number', () => {
    const parsed = contactInformationRequestSchema.parse({
      email: ' anna@example.se ',
      mobileCountryCode: '+46',
      mobilePhone: '70-123 45 67',
    });
    expect(parsed).toEqual({
      email: 'anna@example.se',
      mobileCountryCode: '+46',
      mobilePhone: '701234567',
    });
  });

  it('accepts 7 and 10 digits and a four-digit country code', () => {
    for (const [code, phone] of [
      ['+1', '1234567'],
      ['+1684', '1234567890'],
    ]) {
      expect(
        contactInformationRequestSchema.safeParse({
          email: 'a@b.se',
          mobileCountryCode: code,
          mobilePhone: phone,
        }).success,
      ).toBe(true);
    }
  });

  it('writes Swedish postal codes without the space and checks each country rule', () => {
    expect(normalisePostalCode('SE', ' 352 30 ')).toBe('35230');
    expect(normalisePostalCode('NL', '1234 ab')).toBe('1234 AB');
    expect(postalCodeProblem('SE', '35230')).toBeNull();
    expect(postalCodeProblem('DK', '123')).toBe('Ange postnumret med 4 siffror.');
    expect(postalCodeProblem('NL', '1234 AB')).toBeNull();
    expect(postalCodeProblem('', '123')).toBeNull();
  });

  it('keeps empty optional address lines as null', () => {
    const parsed = addressRequestSchema.parse({
      co: ' ',
      address1: 'Storgatan 1',
      address2: '',
      country: 'NO',
      postalCode: '0150',
      city: 'Oslo',
    });
    expect(parsed).toMatchObject({ co: null, address2: null, postalCode: '0150' });
  });

  it('reads the version of an If-Match', () => {
    expect(versionFromIfMatch(profileEtag(12))).toBe(12);
    expect(versionFromIfMatch('W/"3"')).toBe(3);
    expect(versionFromIfMatch('*')).toBeNull();
    expect(versionFromIfMatch(undefined)).toBeNull();
  });

  it('asks for a stake percentage of 2 or 4', () => {
    const result = economicsRequestSchema.safeParse({
      stakePercent: 3,
      aboveStakeParticipation: false,
    });
    expect(result.error?.issues[0]?.message).toBe('Välj en insatsprocent');
  });
});
