import type { CertificateType, Eligibility } from '../certification.ts';

/**
 * The certification guard (economy-membership §4, §6, §9), one pure function for the element
 * (which step may open) and the server (may this member apply at all):
 *
 * 1. certified for both FSC and PEFC -> home (nothing to apply for);
 * 2. not an explicit member, or an organisation user -> contact an adviser;
 * 3. an owner abroad, or an estate over 20 ha without a plan at most 10 years old -> adviser;
 * 4. an inactive member cannot apply -> adviser;
 * 5. (ours) an application already under processing -> home, where its status shows;
 * 6. otherwise the intro video watched, then the contact details confirmed, then a
 *    certification chosen, each before the next step opens.
 */

/** The steps of bli-certifierad, in order. */
export const certificationSteps = ['intro', 'details', 'choose', 'apply'] as const;
export type CertificationStep = (typeof certificationSteps)[number];

/** Progress kept per member id in browser storage (§3). */
export interface CertificationProgress {
  introVideoWatched: boolean;
  confirmedDetails: boolean;
  selectedCertification: CertificateType | null;
  advisorMessage: string;
}

export const emptyProgress: CertificationProgress = {
  introVideoWatched: false,
  confirmedDetails: false,
  selectedCertification: null,
  advisorMessage: '',
};

/** §4: a reset keeps only introVideoWatched. */
export const resetProgress = (progress: CertificationProgress): CertificationProgress => ({
  ...emptyProgress,
  introVideoWatched: progress.introVideoWatched,
});

export type AdviserReason = 'notExplicit' | 'organization' | 'abroad' | 'needsPlan' | 'inactive';

export type GuardOutcome =
  | { kind: 'open' }
  | { kind: 'home' }
  | { kind: 'adviser'; reason: AdviserReason }
  | { kind: 'step'; step: CertificationStep };

/** May the member apply digitally at all (rules 1-5)? null when they may. */
export function eligibilityOutcome(
  e: Eligibility,
): Exclude<GuardOutcome, { kind: 'open' } | { kind: 'step' }> | null {
  if (e.isFscCertified && e.isPefcCertified) return { kind: 'home' };
  if (!e.isExplicitMember) return { kind: 'adviser', reason: 'notExplicit' };
  if (e.isOrganizationUser) return { kind: 'adviser', reason: 'organization' };
  if (e.livesAbroad) return { kind: 'adviser', reason: 'abroad' };
  if (e.needsPlan) return { kind: 'adviser', reason: 'needsPlan' };
  if (!e.isActiveMember) return { kind: 'adviser', reason: 'inactive' };
  if (e.hasPendingApplication) return { kind: 'home' };
  return null;
}

/** The first step whose prerequisite is missing, or 'apply' when all are there. */
export function furthestStep(progress: CertificationProgress): CertificationStep {
  if (!progress.introVideoWatched) return 'intro';
  if (!progress.confirmedDetails) return 'details';
  if (progress.selectedCertification === null) return 'choose';
  return 'apply';
}

/** Where a member asking for `step` goes: it opens, or they are sent elsewhere. */
export function guardCertificationStep(
  step: CertificationStep,
  eligibility: Eligibility,
  progress: CertificationProgress,
): GuardOutcome {
  const refused = eligibilityOutcome(eligibility);
  if (refused) return refused;
  const furthest = furthestStep(progress);
  return certificationSteps.indexOf(step) <= certificationSteps.indexOf(furthest)
    ? { kind: 'open' }
    : { kind: 'step', step: furthest };
}

/**
 * The certificates the member may choose (§4): the one they lack, or both (double); none
 * when they hold both.
 */
export function selectableCertificates(
  e: Pick<Eligibility, 'isFscCertified' | 'isPefcCertified'>,
): CertificateType[] {
  if (e.isFscCertified && e.isPefcCertified) return [];
  if (e.isFscCertified) return ['PEFC', 'FSCAndPEFC'];
  if (e.isPefcCertified) return ['FSC', 'FSCAndPEFC'];
  return ['FSC', 'PEFC', 'FSCAndPEFC'];
}
