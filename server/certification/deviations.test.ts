import { describe, expect, it } from 'vitest';
import { deviationsOf, needsPlan, type EstateFacts } from './deviations.ts';

const estate = (fields: Partial<EstateFacts>): EstateFacts => ({
  designation: 'Ekbacken 1:1',
  productiveForestHa: 30,
  planDate: '2020-05-01',
  exemptionUntil: null,
  certifiedUntil: null,
  coOwners: [],
  ...fields,
});
const fsc = { isFscCertified: true, isPefcCertified: false };
const today = '2026-11-26';

describe('certification deviations and the plan rule (§3, §9)', () => {
  it('finds none on an estate in order', () => {
    expect(deviationsOf([estate({})], fsc, today)).toEqual([]);
  });

  it('flags a plan that turns 10 within a year, not one that turns 10 later', () => {
    expect(deviationsOf([estate({ planDate: '2017-11-26' })], fsc, today)).toEqual([
      { kind: 'expiringPlan', estate: 'Ekbacken 1:1', date: '2027-11-26' },
    ]);
    expect(deviationsOf([estate({ planDate: '2017-11-27' })], fsc, today)).toEqual([]);
  });

  it('flags an exemption ending within a year and an ended certificate', () => {
    expect(
      deviationsOf(
        [estate({ exemptionUntil: '2027-01-01', certifiedUntil: '2026-11-25' })],
        fsc,
        today,
      ),
    ).toEqual([
      { kind: 'expiringExemption', estate: 'Ekbacken 1:1', date: '2027-01-01' },
      { kind: 'expiredCertification', estate: 'Ekbacken 1:1', date: '2026-11-25' },
    ]);
    expect(deviationsOf([estate({ certifiedUntil: today })], fsc, today)).toEqual([]);
  });

  it('flags co-owners without the certification the member holds', () => {
    const pefcOwner = { isFscCertified: false, isPefcCertified: true };
    expect(deviationsOf([estate({ coOwners: [pefcOwner] })], fsc, today)).toEqual([
      { kind: 'uncertifiedCoOwners', estate: 'Ekbacken 1:1', date: null },
    ]);
    expect(deviationsOf([estate({ coOwners: [fsc] })], fsc, today)).toEqual([]);
    const none = { isFscCertified: false, isPefcCertified: false };
    expect(deviationsOf([estate({ coOwners: [none] })], none, today)).toEqual([]);
  });

  it('needs a plan over 20 ha only: none, or over 10 years old', () => {
    expect(needsPlan([estate({ planDate: null, productiveForestHa: 20 })], today)).toBe(false);
    expect(needsPlan([estate({ planDate: null, productiveForestHa: 20.1 })], today)).toBe(true);
    expect(needsPlan([estate({ planDate: '2016-11-26' })], today)).toBe(false);
    expect(needsPlan([estate({ planDate: '2016-11-25' })], today)).toBe(true);
  });
});
