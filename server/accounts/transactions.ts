import { and, desc, eq, gte, or, lt, sql, type SQL } from 'drizzle-orm';
import {
  accountLimits,
  longHistoryAccountTypes,
  type AccountType,
  type TransactionActivity,
  type TransactionPage,
} from '../../shared/contracts/accounts.ts';
import { isIsoDate } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { validationProblem } from '../kit/problem.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { accounts, accountTransactions } from './schema.ts';

/** The list's bookmark: the last row's day and id ("2026-10-30_<uuid>"). */
const encodeCursor = (bookedOn: string, id: string) => `${bookedOn}_${id}`;
function decodeCursor(cursor: string): { bookedOn: string; id: string } {
  const [bookedOn = '', id = ''] = cursor.split('_');
  if (!isIsoDate(bookedOn) || !isUuid(id)) {
    throw validationProblem({ after: 'Listan kunde inte fortsätta. Ladda om sidan.' });
  }
  return { bookedOn, id };
}

/** Transactions are shown from 2024-01-01, capital accounts and plans from 2019-01-01 (§2). */
const historyStart = sql`case when ${accounts.type} in (${sql.join(
  longHistoryAccountTypes.map((type) => sql`${type}`),
  sql`, `,
)}) then ${accountLimits.longHistoryFrom}::date else ${accountLimits.transactionsFrom}::date end`;

/** A transaction with its account's id and type, as the list and the statement read it. */
const transactionColumns = {
  accountId: accounts.id,
  accountType: accounts.type,
  activity: accountTransactions.activity,
  text: accountTransactions.text,
  bookedOn: accountTransactions.bookedOn,
  amountOre: accountTransactions.amountOre,
};

/**
 * A page of the member's transactions, newest first, of all accounts or one (`accountId`,
 * which must be the member's: the caller checks). `after` continues from a page's `next`.
 */
export async function transactionPage(
  db: Db,
  memberId: string,
  options: { accountId?: string; after?: string; pageSize?: number },
): Promise<TransactionPage> {
  const size = options.pageSize ?? accountLimits.transactionsPageSize;
  const conditions: SQL[] = [
    eq(accounts.memberId, memberId),
    gte(accountTransactions.bookedOn, historyStart),
  ];
  if (options.accountId) conditions.push(eq(accounts.id, options.accountId));
  if (options.after) {
    const cursor = decodeCursor(options.after);
    conditions.push(
      or(
        lt(accountTransactions.bookedOn, cursor.bookedOn),
        and(
          eq(accountTransactions.bookedOn, cursor.bookedOn),
          lt(accountTransactions.id, cursor.id),
        ),
      )!,
    );
  }
  const rows = await db
    .select({ id: accountTransactions.id, ...transactionColumns })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(and(...conditions))
    .orderBy(desc(accountTransactions.bookedOn), desc(accountTransactions.id))
    .limit(size + 1);
  const items = rows.slice(0, size).map((row) => ({
    ...row,
    accountType: row.accountType as AccountType,
    activity: row.activity as TransactionActivity,
  }));
  const last = items.at(-1);
  return { items, next: rows.length > size && last ? encodeCursor(last.bookedOn, last.id) : null };
}

/** Every transaction of the accounts in [from, to], oldest first (the statement). */
export async function transactionsBetween(
  db: Db,
  memberId: string,
  range: { from: string; to: string; accountId?: string },
) {
  const conditions: SQL[] = [
    eq(accounts.memberId, memberId),
    gte(accountTransactions.bookedOn, range.from),
    sql`${accountTransactions.bookedOn} <= ${range.to}`,
    gte(accountTransactions.bookedOn, historyStart),
  ];
  if (range.accountId) conditions.push(eq(accounts.id, range.accountId));
  return db
    .select({
      id: accountTransactions.id,
      ...transactionColumns,
      accountNumber: accounts.accountNumber,
    })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(and(...conditions))
    .orderBy(accounts.accountNumber, accountTransactions.bookedOn, accountTransactions.createdAt);
}
