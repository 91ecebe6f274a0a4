import { and, eq } from 'drizzle-orm';
import {
  certificationLimits,
  certificationMessages,
  type CertificateType,
  type CertificationApplication,
} from '../../shared/contracts/certification.ts';
import { eligibilityOutcome } from '../../shared/contracts/certification/guard.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { problemOf } from '../kit/problem.ts';
import type { SignOrderRow } from '../signing/service.ts';
import type { Tx } from '../staff-desk/kinds.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { questionsFor } from './questions.ts';
import { certificationApplicationReview } from './reviewTask.ts';
import { certificationApplications } from './schema.ts';
import { certificationMember, eligibilityOf, memberEstates, totalForestHa } from './state.ts';

export const certificationSignKind = 'certificationApplication';

export type ApplicationRow = typeof certificationApplications.$inferSelect;

/** What the member signs: the application as stored (its hash is checked at completion). */
export const applicationSignData = (row: ApplicationRow) => ({
  applicationId: row.id,
  memberId: row.memberId,
  certificateType: row.certificateType,
  answers: row.answers,
  advisorMessage: row.advisorMessage,
  totalAreaForestHa: row.totalAreaForestHa,
});

const typeNames: Record<CertificateType, string> = {
  FSC: 'FSC-certifiering',
  PEFC: 'PEFC-certifiering',
  FSCAndPEFC: 'dubbelcertifiering enligt FSC och PEFC',
};

/** The Swedish text shown in the e-ID app. */
export const applicationSignText = (row: ApplicationRow) =>
  `Jag ansöker om ${typeNames[row.certificateType as CertificateType]} för mina fastigheter ` +
  `(${String(row.totalAreaForestHa).replace('.', ',')} ha produktiv skogsmark) och intygar att mina svar stämmer.`;

/**
 * Checks an application by every rule of §4-§9 and stores it awaiting the signature, in one
 * transaction. A member's earlier unsigned application is replaced (a retry); one already
 * under processing refuses it. Two sent at once: the partial unique index keeps one.
 */
export async function createApplication(
  db: Db,
  caller: Caller,
  body: CertificationApplication,
  today: string,
): Promise<ApplicationRow> {
  const memberId = caller.effectiveMemberId;
  try {
    return await db.transaction(async (tx) => {
      const member = await certificationMember(tx, memberId);
      const estates = await memberEstates(tx, memberId);
      const [open] = await tx
        .select()
        .from(certificationApplications)
        .where(
          and(
            eq(certificationApplications.memberId, memberId),
            eq(certificationApplications.status, 'pending'),
          ),
        );
      const outcome = eligibilityOutcome(eligibilityOf(member, estates, Boolean(open), today));
      if (outcome?.kind === 'home') {
        throw problemOf(
          certificationProblems,
          open ? 'CertificationApplicationPending' : 'AlreadyCertified',
        );
      }
      if (outcome?.kind === 'adviser')
        throw problemOf(certificationProblems, 'CertificationAdviserRequired');
      if (body.certificateType === 'FSC' && member.isFscCertified) {
        throw problemOf(certificationProblems, 'FscCertificateExists');
      }
      if (body.certificateType === 'PEFC' && member.isPefcCertified) {
        throw problemOf(certificationProblems, 'PefcCertificateExists');
      }
      if (member.customerNo.trim() === '')
        throw problemOf(certificationProblems, 'MissingCustomerNumber');
      if (estates.length === 0 || estates.every((e) => e.productiveForestHa === 0)) {
        throw problemOf(certificationProblems, 'CertifiedEstatesNotFound');
      }
      const total = totalForestHa(estates);
      if (total > certificationLimits.maxTotalForestHa) {
        throw problemOf(certificationProblems, 'ExceededMaximumTotalForestArea');
      }
      if (estates.every((e) => e.useRightGroupId === null)) {
        throw problemOf(certificationProblems, 'MissingCertifiedUseRightGroup');
      }
      if (!member.mobilePhone) {
        throw problemOf(certificationProblems, 'CertificationValidationFailed', {
          phone: certificationMessages.phoneMissing,
        });
      }
      const questions = await questionsFor(tx, body.certificateType, total);
      if (questions.length === 0) throw problemOf(certificationProblems, 'CertificationNotFound');
      const errors: Record<string, string> = {};
      for (const q of questions) {
        if (!body.answers[q.id]) errors[`answers.${q.id}`] = certificationMessages.answer;
      }
      const known = new Set(questions.map((q) => q.id));
      for (const id of Object.keys(body.answers)) {
        if (!known.has(id)) errors[`answers.${id}`] = certificationMessages.unknownQuestion;
      }
      if (Object.keys(errors).length)
        throw problemOf(certificationProblems, 'CertificationValidationFailed', errors);

      const values = {
        memberId,
        sentByMemberId: caller.memberId,
        certificateType: body.certificateType,
        status: 'awaitingSignature',
        answers: body.answers,
        advisorMessage: body.advisorMessage.trim(),
        totalAreaForestHa: total,
      };
      const [waiting] = await tx
        .update(certificationApplications)
        .set({ ...values, createdAt: new Date() })
        .where(
          and(
            eq(certificationApplications.memberId, memberId),
            eq(certificationApplications.status, 'awaitingSignature'),
          ),
        )
        .returning();
      if (waiting) return waiting;
      const [created] = await tx.insert(certificationApplications).values(values).returning();
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw problemOf(certificationProblems, 'CertificationApplicationPending');
    throw error;
  }
}

/**
 * The signature's completion (server/signing): the application as signed goes for
 * processing ('under processing') and to the adviser at the staff desk, in the same
 * transaction. Anything changed since the start refuses it.
 */
export async function completeSignedApplication(
  tx: Tx,
  order: SignOrderRow,
  sha256Hex: (data: unknown) => string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(certificationApplications)
    .where(eq(certificationApplications.id, order.subjectId))
    .for('update');
  if (
    !row ||
    row.status !== 'awaitingSignature' ||
    row.memberId !== order.actingForMemberId ||
    sha256Hex(applicationSignData(row)) !== order.dataSha256
  ) {
    throw problemOf(certificationProblems, 'CertificationNotSignable');
  }
  await tx
    .update(certificationApplications)
    .set({ status: 'pending', submittedAt: now })
    .where(eq(certificationApplications.id, row.id));
  await openStaffTask(tx, certificationApplicationReview, {
    subjectId: row.id,
    memberId: row.memberId,
    data: { certificateType: row.certificateType as CertificateType },
  });
  return { applicationId: row.id, certificateType: row.certificateType };
}
