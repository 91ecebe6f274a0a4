import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timberAgreementSigners, timberAgreements } from './schema.ts';
import { seedTimberAgreements } from './seed.ts';

export { demoAgreementIds, demoQuoteProjectIds } from './seed.ts';

/**
 * For other areas' server tests: the demo's agreements as seeded again (what a test changed
 * undone; their delivery notifications go with them, a cascade, so reseed those after).
 */
export async function reseedAgreements(db: Db) {
  await db.delete(timberAgreements);
  await seedTimberAgreements(db);
}

/** Agreements' last day (null: open-ended), as a test of their deliveries needs it. */
export async function setAgreementsEnd(db: Db, ids: readonly string[], validTo: string | null) {
  await db
    .update(timberAgreements)
    .set({ validTo })
    .where(inArray(timberAgreements.id, [...ids]));
}

/** A signer's row of an agreement, as stored (undefined when the member is no signer). */
export async function signerRow(db: Db, agreementId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(timberAgreementSigners)
    .where(
      and(
        eq(timberAgreementSigners.agreementId, agreementId),
        eq(timberAgreementSigners.memberId, memberId),
      ),
    );
  return row;
}

/** An agreement's row as stored (its number and signing window), for another area's test. */
export async function agreementRow(db: Db, id: string) {
  const [row] = await db.select().from(timberAgreements).where(eq(timberAgreements.id, id));
  return row;
}
