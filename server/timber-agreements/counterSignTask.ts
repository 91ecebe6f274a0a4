import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { timberAgreementLimits } from '../../shared/contracts/timber-agreements.ts';
import { members } from '../db/schema.ts';
import { dayMs, enqueue } from '../jobs/index.ts';
import {
  carriesOut,
  defineTaskKind,
  lockedTaskSubject,
  refuses,
  type Tx,
} from '../staff-desk/kinds.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { expireAgreementSigning } from './jobs.ts';
import { postalSignatureTask, postalSubjectId } from './postalSignature.ts';
import { timberAgreements, timberAgreementSigners } from './schema.ts';
import { unitSymbols } from '../../shared/format/units.ts';

const lockedSentForSign = (tx: Tx, id: string) =>
  lockedTaskSubject(
    tx,
    timberAgreements,
    id,
    (row) => row.status === 'SentForSign' && !row.cooperativeSignedAt,
    'Avtalet väntar inte längre på föreningens underskrift.',
  );

/**
 * The cooperative reviews and signs a submitted agreement first (§4, §6). Signing without
 * co-owner signatures (under 100 m3fub, payout by share) makes it active at once; otherwise
 * each co-owner gets a signing, due within 10 days (a job expires it), legal persons by post.
 */
export async function counterSign(tx: Tx, id: string, now = new Date()) {
  const row = await lockedSentForSign(tx, id);
  if (row.signMethod === 'none') {
    await tx
      .update(timberAgreements)
      .set({ cooperativeSignedAt: now, status: 'Active', version: row.version + 1, updatedAt: now })
      .where(eq(timberAgreements.id, id));
    return;
  }
  const deadline = new Date(now.getTime() + timberAgreementLimits.signingWindowDays * dayMs);
  const owners = await tx
    .select({ id: members.id, name: members.name, organization: members.isOrganizationUser })
    .from(members)
    .where(inArray(members.id, row.ownerIds));
  await tx
    .insert(timberAgreementSigners)
    .values(
      owners.map((o) => ({
        agreementId: id,
        memberId: o.id,
        method: o.organization ? 'postal' : 'electronic',
      })),
    )
    .onConflictDoNothing();
  // A legal person without a proxy signs on paper; staff register it when it comes back.
  for (const owner of owners.filter((o) => o.organization)) {
    await openStaffTask(tx, postalSignatureTask, {
      subjectId: postalSubjectId(id, owner.id),
      memberId: owner.id,
      data: {
        agreementNo: `LV-${row.agreementNo}`,
        name: row.name,
        coOwnerName: owner.name,
        deadline: deadline.toISOString(),
      },
    });
  }
  await tx
    .update(timberAgreements)
    .set({
      cooperativeSignedAt: now,
      signDeadline: deadline,
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(timberAgreements.id, id));
  await enqueue(
    tx,
    expireAgreementSigning,
    { agreementId: id },
    {
      runAt: deadline,
      uniqueKey: `timberAgreementSigning:${id}`,
    },
  );
}

export const agreementCounterSign = defineTaskKind({
  name: 'timberAgreementCounterSign',
  label: 'Granska och skriv under leveransvirkesavtal',
  data: z.object({
    agreementNo: z.string(),
    name: z.string(),
    volume: z.int(),
    signMethod: z.string(),
  }),
  details: (task) => [
    { label: 'Avtal', value: `${task.data.agreementNo} ${task.data.name}` },
    { label: 'Volym', value: `${task.data.volume} ${unitSymbols.m3fub}` },
    {
      label: 'Underskrift',
      value:
        task.data.signMethod === 'none'
          ? 'Under 100 m³fub med utbetalning efter andel: hanteras av föreningen'
          : 'Delägarna skriver under inom 10 dagar efter föreningen',
    },
  ],
  actions: {
    sign: carriesOut('Skriv under avtalet', async (tx, task) => {
      await counterSign(tx, task.subjectId);
    }),
    decline: refuses('Avböj avtalet', async (tx, task) => {
      const row = await lockedSentForSign(tx, task.subjectId);
      await tx
        .update(timberAgreements)
        .set({
          status: 'Archived',
          endedReason: 'declined',
          endedAt: new Date(),
          version: row.version + 1,
        })
        .where(eq(timberAgreements.id, row.id));
    }),
  },
});
