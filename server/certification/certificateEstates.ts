import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CertificateEstates, CertificateRefusal } from '../kit/services/certification.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';
import { certificationEstates, certificationMembers } from './schema.ts';

/**
 * The estates the member's certificate (POST /api/v1/memberProfiles/certificate) may name:
 * those the cooperative has certification facts for, leaving out estates adjusted by hand;
 * none, or a certification held outside the cooperative, makes the download unavailable.
 */
export async function certificateEstates(
  db: Pick<Db, 'select'>,
  memberId: string,
): Promise<CertificateEstates> {
  const [outside] = await db
    .select({ outside: certificationMembers.certifiedOutsideCooperative })
    .from(certificationMembers)
    .where(eq(certificationMembers.memberId, memberId));
  const estates = await db
    .select({
      designation: mapEstates.designation,
      productiveForestHa: certificationEstates.productiveForestHa,
    })
    .from(mapEstateOwners)
    .innerJoin(mapEstates, eq(mapEstates.id, mapEstateOwners.estateId))
    .innerJoin(certificationEstates, eq(certificationEstates.estateId, mapEstates.id))
    .where(
      and(eq(mapEstateOwners.memberId, memberId), eq(certificationEstates.manuallyAdjusted, false)),
    )
    .orderBy(asc(mapEstates.designation));
  const refusal: CertificateRefusal | null = outside?.outside
    ? 'certifiedOutsideCooperative'
    : estates.length === 0
      ? 'noEligibleEstates'
      : null;
  return { refusal, estates };
}
