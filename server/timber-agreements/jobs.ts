import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { dateInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { dayMs, defineJobKind, hourMs, schedule } from '../jobs/index.ts';
import { cancelStaffTasks } from '../staff-desk/tasks.ts';
import { postalSignatureKindName, postalSubjectId } from './postalSubject.ts';
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
      // Papers not back in time: the desk's postal tasks close with the agreement.
      await cancelStaffTasks(
        tx,
        { name: postalSignatureKindName },
        unsigned.map((u) => postalSubjectId(agreementId, u.memberId)),
        'Tiden för underskrifter gick ut.',
      );
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

/**
 * An agreement ends when its validity has passed (§9: "Archived when ended"): Active or Won
 * agreements whose last valid day is before today in Sweden become Archived
 * (validityEnded). One statement, so a second run changes nothing; the deliveries' own job
 * then closes their notifications (PastProjectedEndDateBySystem).
 */
export async function archiveEndedAgreements(db: Db, now: Date) {
  const ended = await db
    .update(timberAgreements)
    .set({
      status: 'Archived',
      endedReason: 'validityEnded',
      endedAt: now,
      version: sql`${timberAgreements.version} + 1`,
    })
    .where(
      and(
        inArray(timberAgreements.status, ['Active', 'Won']),
        sql`${timberAgreements.validTo} < ${dateInSweden(now)}::date`,
      ),
    )
    .returning({ id: timberAgreements.id });
  return { archived: ended.length };
}

export const archiveEnded = defineJobKind({
  name: 'timberAgreements.archiveEnded',
  payload: z.object({}),
  maxAttempts: 3,
  handler: async (_payload, { db }) => archiveEndedAgreements(db, new Date()),
});

/** Daily at 01:00 UTC, after midnight in Sweden and before the deliveries' close at 02:00. */
export const timberAgreementsSchedules = [
  schedule({ kind: archiveEnded, payload: {}, everyMs: dayMs, offsetMs: hourMs }),
];
