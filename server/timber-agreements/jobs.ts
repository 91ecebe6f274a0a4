import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineJobKind } from '../jobs/index.ts';
import { timberAgreements, timberAgreementSigners } from './schema.ts';

/**
 * The 10-day signing window (§4, §9): run at the deadline. If some co-owner has not signed
 * by then, the agreement ends (Archived, signingExpired). Checks the state first, so a run
 * after everyone signed, or a second run, changes nothing.
 */
export const expireAgreementSigning = defineJobKind({
  name: 'timberAgreements.expireSigning',
  payload: z.object({ agreementId: z.string() }),
  maxAttempts: 5,
  handler: async ({ agreementId }, { db }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(timberAgreements)
        .where(eq(timberAgreements.id, agreementId))
        .for('update');
      if (!row || row.status !== 'SentForSign' || !row.signDeadline) return { expired: false };
      if (row.signDeadline.getTime() > Date.now()) return { expired: false };
      const unsigned = await tx
        .select({ memberId: timberAgreementSigners.memberId })
        .from(timberAgreementSigners)
        .where(
          and(
            eq(timberAgreementSigners.agreementId, agreementId),
            isNull(timberAgreementSigners.signedAt),
          ),
        );
      if (unsigned.length === 0) return { expired: false };
      await tx
        .update(timberAgreements)
        .set({
          status: 'Archived',
          endedReason: 'signingExpired',
          endedAt: new Date(),
          version: row.version + 1,
        })
        .where(eq(timberAgreements.id, agreementId));
      return { expired: true };
    }),
});
