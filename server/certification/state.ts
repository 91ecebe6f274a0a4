import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type {
  CertificateType,
  CertificationState,
  CertificationStatus,
  Eligibility,
} from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';
import { dateInSweden } from '../../shared/time/index.ts';
import { problemOf } from '../kit/problem.ts';
import { deviationsOf, needsPlan, type EstateFacts } from './deviations.ts';
import { certificationApplications, certificationEstates } from './schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export interface MemberEstate extends EstateFacts {
  id: string;
  useRightGroupId: string | null;
}

/** The member's estates with their certification facts and co-owners, by designation. */
export async function memberEstates(db: Reader, memberId: string): Promise<MemberEstate[]> {
  const rows = await db
    .select({
      id: mapEstates.id,
      designation: mapEstates.designation,
      facts: certificationEstates,
    })
    .from(mapEstateOwners)
    .innerJoin(mapEstates, eq(mapEstates.id, mapEstateOwners.estateId))
    .leftJoin(certificationEstates, eq(certificationEstates.estateId, mapEstates.id))
    .where(eq(mapEstateOwners.memberId, memberId))
    .orderBy(asc(mapEstates.designation));
  const ids = rows.map((r) => r.id);
  const coOwners = ids.length
    ? await db
        .select({
          estateId: mapEstateOwners.estateId,
          isFscCertified: members.isFscCertified,
          isPefcCertified: members.isPefcCertified,
        })
        .from(mapEstateOwners)
        .innerJoin(members, eq(members.id, mapEstateOwners.memberId))
        .where(and(inArray(mapEstateOwners.estateId, ids), ne(mapEstateOwners.memberId, memberId)))
    : [];
  return rows.map((r) => ({
    id: r.id,
    designation: r.designation,
    // An estate the cooperative has no facts for counts as no forest, no plan, no group.
    productiveForestHa: r.facts?.productiveForestHa ?? 0,
    planDate: r.facts?.planDate ?? null,
    exemptionUntil: r.facts?.exemptionUntil ?? null,
    certifiedUntil: r.facts?.certifiedUntil ?? null,
    useRightGroupId: r.facts?.useRightGroupId ?? null,
    coOwners: coOwners
      .filter((o) => o.estateId === r.id)
      .map(({ isFscCertified, isPefcCertified }) => ({ isFscCertified, isPefcCertified })),
  }));
}

/** Hectares, to two decimals (sums of doubles stay readable). */
export const totalForestHa = (estates: readonly { productiveForestHa: number }[]) =>
  Math.round(estates.reduce((sum, e) => sum + e.productiveForestHa, 0) * 100) / 100;

/** The member row the rules read, or CertificationProfileNotFound. */
export async function certificationMember(db: Reader, memberId: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw problemOf(certificationProblems, 'CertificationProfileNotFound');
  return member;
}
export type CertificationMember = Awaited<ReturnType<typeof certificationMember>>;

/** §6: an owner abroad has an address outside Sweden. */
const livesAbroad = (country: string | null) =>
  country !== null && !['SE', 'SWE', 'SVERIGE'].includes(country.trim().toUpperCase());

export function eligibilityOf(
  member: CertificationMember,
  estates: readonly EstateFacts[],
  hasPendingApplication: boolean,
  today: string,
): Eligibility {
  return {
    isFscCertified: member.isFscCertified,
    isPefcCertified: member.isPefcCertified,
    isExplicitMember: member.isExplicitMember,
    isOrganizationUser: member.isOrganizationUser,
    isActiveMember: member.departedOn === null || member.departedOn > today,
    livesAbroad: livesAbroad(member.country),
    needsPlan: needsPlan(estates, today),
    hasPendingApplication,
  };
}

const heldType = (m: CertificationMember): CertificateType | null =>
  m.isFscCertified && m.isPefcCertified
    ? 'FSCAndPEFC'
    : m.isFscCertified
      ? 'FSC'
      : m.isPefcCertified
        ? 'PEFC'
        : null;

/** The member's latest pending and completed applications, and the latest rejected one if newest. */
async function applicationsOf(db: Reader, memberId: string) {
  const rows = await db
    .select()
    .from(certificationApplications)
    .where(
      and(
        eq(certificationApplications.memberId, memberId),
        inArray(certificationApplications.status, ['pending', 'completed', 'rejected']),
      ),
    )
    .orderBy(desc(certificationApplications.createdAt));
  return {
    pending: rows.find((r) => r.status === 'pending') ?? null,
    completed: rows.find((r) => r.status === 'completed') ?? null,
    rejected: rows[0]?.status === 'rejected' ? rows[0] : null,
  };
}

/** GET /api/v1/certificates for the member. */
export async function certificationState(
  db: Db,
  memberId: string,
  today: string,
): Promise<CertificationState> {
  const member = await certificationMember(db, memberId);
  const estates = await memberEstates(db, memberId);
  const { pending, completed, rejected } = await applicationsOf(db, memberId);
  const held = heldType(member);
  let status: CertificationStatus = { kind: 'none' };
  if (pending) {
    status = {
      kind: 'pending',
      certificateType: pending.certificateType as CertificateType,
      submittedAt: (pending.submittedAt ?? pending.createdAt).toISOString(),
    };
  } else if (held) {
    status = { kind: 'completed', certificateType: held, issuedOn: completed?.issuedOn ?? null };
  }
  const phone =
    member.mobilePhone && member.mobileCountryCode
      ? `${member.mobileCountryCode} ${member.mobilePhone}`
      : null;
  return {
    status,
    eligibility: eligibilityOf(member, estates, pending !== null, today),
    totalAreaForestHa: totalForestHa(estates),
    estates: estates.map((e) => ({
      id: e.id,
      designation: e.designation,
      productiveForestHa: e.productiveForestHa,
      planDate: e.planDate,
    })),
    deviations: deviationsOf(estates, member, today),
    rejection: rejected
      ? {
          certificateType: rejected.certificateType as CertificateType,
          rejectedOn: dateInSweden(rejected.decidedAt ?? rejected.createdAt),
          reason: rejected.rejectionReason ?? '',
        }
      : null,
    contact: {
      name: member.name,
      email: member.email,
      phone,
      address: [
        member.addressCo ? `c/o ${member.addressCo}` : null,
        member.address1,
        member.address2,
        [member.postalCode, member.city].filter(Boolean).join(' ') || null,
      ].filter((line): line is string => Boolean(line)),
    },
  };
}
