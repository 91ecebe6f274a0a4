import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccountType } from '../../shared/contracts/accounts.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import type { Queryable, Tx } from '../db/client.ts';
import type { AccountFigures } from '../kit/services/accounts.ts';
import { accounts } from './schema.ts';
import type { WithdrawalState } from './rules.ts';

export type AccountRow = typeof accounts.$inferSelect;

/** Withdrawals that count: signed, booked or not (a cancelled or unsigned one never does). */
export const countedStatuses = ['reserved', 'booked'] as const;

/**
 * The figures of accounts, computed from the ledger (never stored): balance = the sum of the
 * transactions, reserved = the signed withdrawals not yet booked, and the payment plan's
 * counts of withdrawals signed on `today` and in its year. One query for any number of
 * accounts; inside a transaction after `lockAccount`, the figures the rules may trust.
 */
export async function accountFigures(
  db: Queryable,
  accountIds: readonly string[],
  today: string,
): Promise<Map<string, AccountFigures>> {
  const figures = new Map<string, AccountFigures>();
  if (accountIds.length === 0) return figures;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const rows = await db
    .select({
      id: accounts.id,
      // Written out with the table names: drizzle leaves columns unqualified in a
      // one-table select, which inside a subquery would name the subquery's own columns.
      balance: sql<string>`coalesce((select sum(t.amount_ore) from account_transactions t where t.account_id = accounts.id), 0)`,
      reserved: sql<string>`coalesce((select sum(w.amount_ore) from withdrawals w where w.account_id = accounts.id and w.status = 'reserved'), 0)`,
      today: sql<string>`(select count(*) from withdrawals w where w.account_id = accounts.id and w.status in ('reserved', 'booked') and w.signed_on = ${today})`,
      year: sql<string>`(select count(*) from withdrawals w where w.account_id = accounts.id and w.status in ('reserved', 'booked') and w.signed_on >= ${yearStart} and w.signed_on <= ${today})`,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]));
  for (const row of rows) {
    const balanceOre = Number(row.balance);
    const reservedOre = Number(row.reserved);
    figures.set(row.id, {
      balanceOre,
      reservedOre,
      availableOre: balanceOre - reservedOre,
      withdrawalsToday: Number(row.today),
      withdrawalsThisYear: Number(row.year),
    });
  }
  return figures;
}

/** The member's accounts, oldest first within each type's order. */
export function membersAccounts(db: Queryable, memberId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.memberId, memberId))
    .orderBy(accounts.openedOn, accounts.accountNumber);
}

/** One account of the member, or undefined (another member's id reads as none). */
export async function membersAccount(
  db: Queryable,
  memberId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  if (!isUuid(accountId)) return undefined;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.memberId, memberId)));
  return row;
}

/**
 * Locks the member's account row for the rest of the transaction: every withdrawal, booking
 * and opening on it runs one at a time, in every process, so the balance read after the lock
 * is the one the write is checked against.
 */
export async function lockAccount(
  tx: Tx,
  memberId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  if (!isUuid(accountId)) return undefined;
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.memberId, memberId)))
    .for('update');
  return row;
}

/** The member's active member account, locked (fixed-interest deposits come from it). */
export async function lockMemberAccount(tx: Tx, memberId: string): Promise<AccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.memberId, memberId),
        eq(accounts.type, 'memberAccount' satisfies AccountType),
        eq(accounts.active, true),
      ),
    )
    .orderBy(accounts.openedOn)
    .limit(1)
    .for('update');
  return row;
}

/** The rules' view of an account and its figures. */
export function withdrawalState(row: AccountRow, figures: AccountFigures): WithdrawalState {
  return {
    type: row.type as AccountType,
    active: row.active,
    endsOn: row.endsOn,
    planAgreedOn: row.planAgreedOn,
    withdrawalLocked: row.withdrawalLocked,
    availableOre: figures.availableOre,
    withdrawalsToday: figures.withdrawalsToday,
    withdrawalsThisYear: figures.withdrawalsThisYear,
  };
}
