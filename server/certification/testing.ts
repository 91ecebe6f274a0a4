import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoApplicant } from './demoApplicant.ts';
import { certificationEstates, certificationMembers } from './schema.ts';

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
