import type { Eligibility } from '../certification.ts';

/** Anna's eligibility in the demo seed: FSC-certified, an active member with no application. */
export const annaEligibility: Eligibility = {
  isFscCertified: true,
  isPefcCertified: false,
  isExplicitMember: true,
  isOrganizationUser: false,
  isActiveMember: true,
  livesAbroad: false,
  needsPlan: false,
  hasPendingApplication: false,
};
