import { certificationLimits, type Deviation } from '../../shared/contracts/certification.ts';
import { addDays, addYears } from '../../shared/time/index.ts';

/** One estate as the certification rules read it. */
export interface EstateFacts {
  designation: string;
  productiveForestHa: number;
  planDate: string | null;
  exemptionUntil: string | null;
  certifiedUntil: string | null;
  /** Co-owners (not the member) and their certifications. */
  coOwners: { isFscCertified: boolean; isPefcCertified: boolean }[];
}

/** The day a plan stops counting (§9: at most 10 years old). */
export const planEnds = (planDate: string) =>
  addYears(planDate, certificationLimits.planMaxAgeYears);

/** §6, §9: an estate over 20 ha without a plan at most 10 years old needs the adviser. */
export function needsPlan(estates: readonly EstateFacts[], today: string): boolean {
  return estates.some(
    (e) =>
      e.productiveForestHa > certificationLimits.estateWithoutPlanMaxHa &&
      (e.planDate === null || planEnds(e.planDate) < today),
  );
}

/**
 * The deviations of §3, per estate: a plan or exemption that ends within a year (or has
 * ended), co-owners without the certification the member holds, an ended certificate.
 */
export function deviationsOf(
  estates: readonly EstateFacts[],
  member: { isFscCertified: boolean; isPefcCertified: boolean },
  today: string,
): Deviation[] {
  const horizon = addDays(today, certificationLimits.expiringWithinDays);
  const found: Deviation[] = [];
  for (const e of estates) {
    if (e.planDate !== null && planEnds(e.planDate) <= horizon) {
      found.push({ kind: 'expiringPlan', estate: e.designation, date: planEnds(e.planDate) });
    }
    if (e.exemptionUntil !== null && e.exemptionUntil <= horizon) {
      found.push({ kind: 'expiringExemption', estate: e.designation, date: e.exemptionUntil });
    }
    const uncertified = e.coOwners.some(
      (o) =>
        (member.isFscCertified && !o.isFscCertified) ||
        (member.isPefcCertified && !o.isPefcCertified),
    );
    if (uncertified) found.push({ kind: 'uncertifiedCoOwners', estate: e.designation, date: null });
    if (e.certifiedUntil !== null && e.certifiedUntil < today) {
      found.push({ kind: 'expiredCertification', estate: e.designation, date: e.certifiedUntil });
    }
  }
  return found;
}
