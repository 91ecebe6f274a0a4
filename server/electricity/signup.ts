import { and, eq, gte, isNull, or } from 'drizzle-orm';
import {
  newAgreementNoticeMonths,
  newAgreementStartProblem,
  type NewAgreement,
} from '../../shared/contracts/electricity.ts';
import { electricityProblems } from '../../shared/contracts/electricity/problems.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { problemOf, validationProblem } from '../kit/problem.ts';
import type { SignOrderRow, Tx } from '../signing/service.ts';
import { customerOf } from './customers.ts';
import { electricityAgreements, electricitySignups } from './schema.ts';

export const newAgreementSignKind = 'electricityNewAgreement';
export type SignupRow = typeof electricitySignups.$inferSelect;

const biddingAreaNames = {
  SE1: 'elområde 1 (Luleå)',
  SE2: 'elområde 2 (Sundsvall)',
  SE3: 'elområde 3 (Stockholm)',
  SE4: 'elområde 4 (Malmö)',
} as const;

/** What the member signs: the agreement as stored (its hash is checked at completion). */
export const signupSignData = (row: SignupRow) => ({
  signupId: row.id,
  memberId: row.memberId,
  facilityId: row.facilityId,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  biddingArea: row.biddingArea,
  startDate: row.startDate,
  invoiceMethod: row.invoiceMethod,
  noticePeriodMonths: newAgreementNoticeMonths,
});

/** The Swedish text shown in the e-ID app. */
export const signupSignText = (row: SignupRow) =>
  `Jag tecknar elavtal med rörligt pris för anläggning ${row.facilityId}, ${row.address}, ` +
  `${row.postalCode.slice(0, 3)} ${row.postalCode.slice(3)} ${row.city}, ` +
  `${biddingAreaNames[row.biddingArea as keyof typeof biddingAreaNames]}, från ${row.startDate} ` +
  `tills vidare med en månads uppsägningstid, och godkänner avtalsvillkoren.`;

/** An agreement that runs on `today` or starts later: the member is (or will be) a customer. */
async function currentOrComing(db: Db | Tx, memberId: string, today: string) {
  const [row] = await db
    .select({ id: electricityAgreements.id })
    .from(electricityAgreements)
    .where(
      and(
        eq(electricityAgreements.memberId, memberId),
        or(isNull(electricityAgreements.endDate), gte(electricityAgreements.endDate, today)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * ny-kund: checks that the member is an inactive customer and the start date is in its
 * window, and stores the agreement awaiting the signature (a waiting one is replaced: a retry).
 */
export async function createSignup(
  db: Db,
  memberId: string,
  body: NewAgreement,
  today: string,
): Promise<SignupRow> {
  await customerOf(db, memberId);
  const startProblem = newAgreementStartProblem(body.startDate, today);
  if (startProblem) throw validationProblem({ startDate: startProblem });
  try {
    return await db.transaction(async (tx) => {
      if (await currentOrComing(tx, memberId, today)) {
        throw problemOf(electricityProblems, 'ElectricityAgreementExists');
      }
      const values = {
        memberId,
        facilityId: body.facilityId,
        address: body.address,
        postalCode: body.postalCode,
        city: body.city,
        biddingArea: body.biddingArea,
        startDate: body.startDate,
        invoiceMethod: body.invoiceMethod,
        status: 'awaitingSignature',
      };
      const [waiting] = await tx
        .update(electricitySignups)
        .set({ ...values, createdAt: new Date() })
        .where(
          and(
            eq(electricitySignups.memberId, memberId),
            eq(electricitySignups.status, 'awaitingSignature'),
          ),
        )
        .returning();
      if (waiting) return waiting;
      const [created] = await tx.insert(electricitySignups).values(values).returning();
      return created!;
    });
  } catch (error) {
    // Two first sends at once: the partial unique index keeps one; the other retries as a replace.
    if (isUniqueViolation(error)) return createSignup(db, memberId, body, today);
    throw error;
  }
}

/**
 * The signature's completion (server/signing): the agreement as signed goes on record, in
 * the same transaction. Changed since the start, or an agreement on record meanwhile: refused.
 */
export async function completeSignup(
  tx: Tx,
  order: SignOrderRow,
  sha256Hex: (data: unknown) => string,
  today: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(electricitySignups)
    .where(eq(electricitySignups.id, order.subjectId))
    .for('update');
  if (
    !row ||
    row.status !== 'awaitingSignature' ||
    row.memberId !== order.actingForMemberId ||
    sha256Hex(signupSignData(row)) !== order.dataSha256
  ) {
    throw problemOf(electricityProblems, 'NewAgreementNotSignable');
  }
  if (await currentOrComing(tx, row.memberId, today)) {
    throw problemOf(electricityProblems, 'ElectricityAgreementExists');
  }
  const [agreement] = await tx
    .insert(electricityAgreements)
    .values({
      memberId: row.memberId,
      facilityId: row.facilityId,
      address: row.address,
      postalCode: `${row.postalCode.slice(0, 3)} ${row.postalCode.slice(3)}`,
      city: row.city,
      biddingArea: row.biddingArea,
      startDate: row.startDate,
      endDate: null,
      noticePeriodMonths: newAgreementNoticeMonths,
      invoiceMethod: row.invoiceMethod,
    })
    .returning({ id: electricityAgreements.id });
  await tx
    .update(electricitySignups)
    .set({ status: 'signed', signedAt: now, agreementId: agreement!.id })
    .where(eq(electricitySignups.id, row.id));
  return { agreementId: agreement!.id, startDate: row.startDate };
}
