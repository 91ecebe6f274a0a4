import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  guardCertificationStep,
  resetProgress,
  selectableCertificates,
  type CertificationProgress,
} from './guard.ts';
import { annaEligibility } from './testing.ts';

const anna = annaEligibility;
const done: CertificationProgress = {
  introVideoWatched: true,
  confirmedDetails: true,
  selectedCertification: 'PEFC',
  advisorMessage: 'Hej',
};

describe('the certification guard (§4)', () => {
  it('sends a member certified for both FSC and PEFC home, before any other rule', () => {
    const both = { ...anna, isPefcCertified: true, isOrganizationUser: true };
    expect(guardCertificationStep('intro', both, done)).toEqual({ kind: 'home' });
  });

  it.each([
    ['notExplicit', { isExplicitMember: false }],
    ['organization', { isOrganizationUser: true }],
    ['abroad', { livesAbroad: true }],
    ['needsPlan', { needsPlan: true }],
    ['inactive', { isActiveMember: false }],
  ] as const)('sends %s to the adviser, whatever the progress', (reason, change) => {
    for (const step of ['intro', 'details', 'choose', 'apply'] as const) {
      expect(guardCertificationStep(step, { ...anna, ...change }, done)).toEqual({
        kind: 'adviser',
        reason,
      });
    }
  });

  it('names the non-explicit member before the organisation user', () => {
    const both = { ...anna, isExplicitMember: false, isOrganizationUser: true };
    expect(guardCertificationStep('intro', both, emptyProgress)).toMatchObject({
      reason: 'notExplicit',
    });
  });

  it('sends a member with an application under processing home', () => {
    expect(guardCertificationStep('apply', { ...anna, hasPendingApplication: true }, done)).toEqual(
      { kind: 'home' },
    );
  });

  it('opens the intro first, then details, then the choice, then the application', () => {
    const p = { ...emptyProgress };
    expect(guardCertificationStep('intro', anna, p)).toEqual({ kind: 'open' });
    for (const step of ['details', 'choose', 'apply'] as const) {
      expect(guardCertificationStep(step, anna, p)).toEqual({ kind: 'step', step: 'intro' });
    }
    const watched = { ...p, introVideoWatched: true };
    expect(guardCertificationStep('details', anna, watched)).toEqual({ kind: 'open' });
    expect(guardCertificationStep('apply', anna, watched)).toEqual({
      kind: 'step',
      step: 'details',
    });
    const confirmed = { ...watched, confirmedDetails: true };
    expect(guardCertificationStep('choose', anna, confirmed)).toEqual({ kind: 'open' });
    expect(guardCertificationStep('apply', anna, confirmed)).toEqual({
      kind: 'step',
      step: 'choose',
    });
    expect(guardCertificationStep('apply', anna, done)).toEqual({ kind: 'open' });
    // Going back is always allowed.
    expect(guardCertificationStep('intro', anna, done)).toEqual({ kind: 'open' });
  });

  it('keeps only introVideoWatched on reset', () => {
    expect(resetProgress(done)).toEqual({ ...emptyProgress, introVideoWatched: true });
    expect(resetProgress(emptyProgress)).toEqual(emptyProgress);
  });

  it('offers the other certificate or both when one is held, all three when none, none when both', () => {
    expect(selectableCertificates(anna)).toEqual(['PEFC', 'FSCAndPEFC']);
    expect(selectableCertificates({ isFscCertified: false, isPefcCertified: true })).toEqual([
      'FSC',
      'FSCAndPEFC',
    ]);
    expect(selectableCertificates({ isFscCertified: false, isPefcCertified: false })).toEqual([
      'FSC',
      'PEFC',
      'FSCAndPEFC',
    ]);
    expect(selectableCertificates({ isFscCertified: true, isPefcCertified: true })).toEqual([]);
  });
});
