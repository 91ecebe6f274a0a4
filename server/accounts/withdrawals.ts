import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  withdrawalAmountProblem,
  withdrawalRequestSchema,
  type WithdrawalRequest,
} from '../../shared/contracts/accounts.ts';
import {
  withdrawalProblemType,
  accountsProblems,
} from '../../shared/contracts/accounts/problems.ts';
import { formatAmount } from '../../shared/validation/amount.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import { defineJobKind, enqueue } from '../jobs/index.ts';
import { parseInput } from '../kit/parseInput.ts';
import type { SignOrderRow, Tx } from '../signing/service.ts';
import { accountFigures, lockAccount, withdrawalState, type AccountRow } from './ledger.ts';
import { withdrawalOption, type Withdrawer } from './rules.ts';
import { accountTransactions, withdrawals } from './schema.ts';

export const withdrawalSignKind = 'accounts.withdrawal';
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** What the member signs: the data hashed into the order (recomputed at completion). */
export const withdrawalSignData = (w: WithdrawalRow) => ({
  withdrawalId: w.id,
  accountId: w.accountId,
  amountOre: w.amountOre,
  message: w.message,
});

/** The Swedish line in the e-ID app. */
export const withdrawalSignText = (account: AccountRow, w: WithdrawalRow) =>
  `Jag tar ut ${formatAmount(w.amountOre)} från konto ${account.accountNumber}.`;

/**
 * Checks the account as it is now, under its row lock: the option (§8) and the amount's
 * rules; a reason answers its own problem, an amount the schema's field message (400).
 */
async function checkedLimits(tx: Tx, row: AccountRow, who: Withdrawer, today: string) {
  const figures = (await accountFigures(tx, [row.id], today)).get(row.id)!;
  const option = withdrawalOption(withdrawalState(row, figures), who, today);
  if (!option.possible) throw problemOf(accountsProblems, withdrawalProblemType(option.reason));
  return option.limits;
}

/**
 * A new withdrawal waiting for the signature. In one transaction with the account locked:
 * every rule against the balance as it is, the member's earlier unsigned withdrawal on the
 * account cancelled (a retry, a second tab), the new one stored. Returns it with the account.
 */
export async function createWithdrawal(
  db: Db,
  caller: Caller,
  who: Withdrawer,
  accountId: string,
  body: unknown,
  today = todayInSweden(),
): Promise<{ withdrawal: WithdrawalRow; account: AccountRow }> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, caller.effectiveMemberId, accountId);
    if (!account) throw notFound();
    const limits = await checkedLimits(tx, account, who, today);
    const request: WithdrawalRequest = parseInput(withdrawalRequestSchema(limits), body);
    await tx
      .update(withdrawals)
      .set({ status: 'cancelled' })
      .where(and(eq(withdrawals.accountId, account.id), eq(withdrawals.status, 'unsigned')));
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        accountId: account.id,
        memberId: caller.effectiveMemberId,
        requestedBy: caller.memberId,
        amountOre: request.amountOre,
        message: request.message.trim(),
        status: 'unsigned',
      })
      .returning();
    return { withdrawal: withdrawal!, account };
  });
}

/**
 * The sign order completed: reserve the withdrawal, in the signing's transaction. The
 * account is locked first (the same order as createWithdrawal, so the two never deadlock),
 * then every rule is checked again against the balance of this moment: a withdrawal the
 * balance no longer covers is refused, never overdrawn. The booking job commits with it.
 */
export async function reserveSignedWithdrawal(
  tx: Tx,
  order: Pick<SignOrderRow, 'subjectId' | 'actingForMemberId' | 'dataSha256'>,
  who: Withdrawer,
  options: { bookingDelayMs: number; sha256: (data: unknown) => string; now?: Date },
) {
  const now = options.now ?? new Date();
  const today = todayInSweden(now);
  const [found] = await tx
    .select({ accountId: withdrawals.accountId })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.id, order.subjectId), eq(withdrawals.memberId, order.actingForMemberId)),
    );
  if (!found) throw problemOf(accountsProblems, 'withdrawalNotSignable');
  const account = await lockAccount(tx, order.actingForMemberId, found.accountId);
  const [withdrawal] = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, order.subjectId))
    .for('update');
  if (
    !account ||
    withdrawal?.status !== 'unsigned' ||
    options.sha256(withdrawalSignData(withdrawal)) !== order.dataSha256
  ) {
    throw problemOf(accountsProblems, 'withdrawalNotSignable');
  }
  const limits = await checkedLimits(tx, account, who, today);
  if (withdrawalAmountProblem(withdrawal.amountOre, limits)) {
    throw problemOf(accountsProblems, 'withdrawalExceedsAvailable');
  }
  await tx
    .update(withdrawals)
    .set({ status: 'reserved', signedOn: today, signedAt: now })
    .where(eq(withdrawals.id, withdrawal.id));
  await enqueue(
    tx,
    bookWithdrawal,
    { withdrawalId: withdrawal.id },
    {
      runAt: new Date(now.getTime() + options.bookingDelayMs),
      uniqueKey: `withdrawal:${withdrawal.id}`,
      memberId: withdrawal.memberId,
    },
  );
  return { withdrawalId: withdrawal.id, accountId: account.id, amountOre: withdrawal.amountOre };
}

/**
 * The ledger books a reserved withdrawal: one transaction on the account (the unique
 * withdrawal id makes a second booking impossible) and the reservation released with it.
 * Safe to run twice: a booked withdrawal is left alone.
 */
export async function bookReservedWithdrawal(db: Db, withdrawalId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [withdrawal] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId))
      .for('update');
    if (withdrawal?.status !== 'reserved') return { booked: false };
    await tx.insert(accountTransactions).values({
      accountId: withdrawal.accountId,
      activity: 'withdrawal',
      text: withdrawal.message ? `Uttag: ${withdrawal.message}` : 'Uttag',
      bookedOn: todayInSweden(now),
      amountOre: -withdrawal.amountOre,
      withdrawalId: withdrawal.id,
    });
    await tx
      .update(withdrawals)
      .set({ status: 'booked', bookedAt: now })
      .where(eq(withdrawals.id, withdrawal.id));
    return { booked: true };
  });
}

export const bookWithdrawal = defineJobKind({
  name: 'accounts.bookWithdrawal',
  payload: z.object({ withdrawalId: z.string() }),
  handler: async ({ withdrawalId }, { db }) => bookReservedWithdrawal(db, withdrawalId),
});
