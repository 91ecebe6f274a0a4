import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoApplicant } from './demoApplicant.ts';
import { certificationApplications, certificationEstates, certificationMembers } from './schema.ts';

/** Ingrid's estate (the demo applicant's): one no other demo person owns. */
export const demoApplicantEstateId = demoApplicant.estateId;

/** For other areas' server tests: the member's certification held outside the cooperative. */
export async function setCertifiedOutside(db: Db, memberId: string, outside: boolean) {
  if (outside) {
    await db.insert(certificationMembers).values({ memberId, certifiedOutsideCooperative: true });
  } else {
    await db.delete(certificationMembers).where(eq(certificationMembers.memberId, memberId));
  }
}

/** An estate's certification facts adjusted by hand (the certificate leaves it off). */
export async function setAdjustedByHand(db: Db, estateId: string, adjusted: boolean) {
  await db
    .update(certificationEstates)
    .set({ manuallyAdjusted: adjusted })
    .where(eq(certificationEstates.estateId, estateId));
}

/**
 * For other areas' server tests: an application of the member's, as the area leaves it
 * (awaiting a signature, or decided at a time); answers its id and its removal.
 */
export async function addApplication(
  db: Db,
  memberId: string,
  values: Pick<
    typeof certificationApplications.$inferInsert,
    'status' | 'certificateType' | 'submittedAt' | 'decidedAt' | 'issuedOn' | 'rejectionReason'
  >,
) {
  const [row] = await db
    .insert(certificationApplications)
    .values({
      memberId,
      sentByMemberId: memberId,
      answers: {},
      advisorMessage: '',
      totalAreaForestHa: 10,
      ...values,
    })
    .returning({ id: certificationApplications.id });
  return {
    id: row!.id,
    remove: () =>
      db.delete(certificationApplications).where(eq(certificationApplications.id, row!.id)),
  };
}
