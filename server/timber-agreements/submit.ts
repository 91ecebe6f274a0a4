import { eq } from 'drizzle-orm';
import { agreementTotal, needsSigning } from '../../shared/contracts/timber-agreements.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { inspectors } from '../db/schema.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import {
  agreementVolumes,
  checkedMoment,
  checkVolumes,
  hasRequiredVolume,
  lockedDraft,
} from './agreements.ts';
import { agreementCounterSign } from './counterSignTask.ts';
import { timberAgreements } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { problemOf } from '../kit/problem.ts';

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * Submits a complete draft (§4, §5, §6): at least one assortment and month with volume,
 * still within the pricing moment; the agreed volume and validity are fixed; the sign method
 * is decided (under 100 m3fub with payout by share: none, handled by the cooperative); the
 * cooperative's review opens as a staff-desk task in the same transaction.
 */
export async function submitDraft(
  db: Db,
  caller: Caller,
  id: string,
  expected: number,
  today: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, caller, id, expected);
    // The cooperative's review goes to the member's timber buyer (an inspector, the sidebar's
    // contact card): without one nobody can take the agreement (§8 MissingInspector).
    const [buyer] = await tx
      .select({ id: inspectors.id })
      .from(inspectors)
      .where(eq(inspectors.memberId, row.createdByMemberId))
      .limit(1);
    if (!buyer) throw problemOf(timberProblems, 'MissingInspector');
    const volumes = await agreementVolumes(tx, id);
    if (!hasRequiredVolume(volumes)) throw problemOf(timberProblems, 'MissingAssortments');
    const moment = await checkedMoment(tx, row.priceListId, today).catch(() => {
      throw problemOf(timberProblems, 'MissingPreCalculation');
    });
    checkVolumes(volumes, moment, null);
    const months = volumes
      .flatMap((v) => v.months.filter((m) => m.volume > 0).map((m) => m.month))
      .sort();
    const total = agreementTotal(volumes);
    const signs = needsSigning(total, row.economicRepresentativeId === null);
    const [updated] = await tx
      .update(timberAgreements)
      .set({
        status: 'SentForSign',
        signMethod: signs ? 'electronic' : 'none',
        agreedVolume: total,
        validFrom: `${months[0]}-01`,
        validTo: lastDayOf(months.at(-1)!),
        submittedAt: new Date(),
        version: expected + 1,
        removedAssortments: [],
        updatedAt: new Date(),
      })
      .where(eq(timberAgreements.id, id))
      .returning();
    await openStaffTask(tx, agreementCounterSign, {
      subjectId: id,
      memberId: caller.effectiveMemberId,
      data: {
        agreementNo: `LV-${row.agreementNo}`,
        name: row.name,
        volume: total,
        signMethod: signs ? 'electronic' : 'none',
      },
    });
    return updated!;
  });
}
