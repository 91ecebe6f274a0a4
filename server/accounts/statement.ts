import { and, inArray, lt, sql } from 'drizzle-orm';
import {
  accountTypeLabels,
  transactionActivityLabels,
  type AccountType,
  type StatementQuery,
  type TransactionActivity,
} from '../../shared/contracts/accounts.ts';
import { formatOre } from '../../shared/format/index.ts';
import type { Db } from '../db/client.ts';
import type { PdfBlock, PdfDocument } from '../pdf/index.ts';
import { membersAccounts } from './ledger.ts';
import { accountTransactions } from './schema.ts';
import { transactionsBetween } from './transactions.ts';

interface StatementMember {
  id: string;
  name: string;
  customerNo: string;
}

/**
 * The account statement (§2, §5): per account with transactions in the interval, the
 * balance at its start, every transaction and the balance at its end. Null when the
 * interval holds no transaction (the member is told: statementEmpty).
 */
export async function statementDocument(
  db: Db,
  productName: string,
  member: StatementMember,
  query: StatementQuery,
  createdOn: string,
): Promise<PdfDocument | null> {
  const rows = await transactionsBetween(db, member.id, query);
  if (rows.length === 0) return null;
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const accounts = (await membersAccounts(db, member.id)).filter((a) => accountIds.includes(a.id));
  const opening = await db
    .select({
      accountId: accountTransactions.accountId,
      sum: sql<string>`coalesce(sum(${accountTransactions.amountOre}), 0)`,
    })
    .from(accountTransactions)
    .where(
      and(
        inArray(accountTransactions.accountId, accountIds),
        lt(accountTransactions.bookedOn, query.from),
      ),
    )
    .groupBy(accountTransactions.accountId);
  const openingOf = new Map(opening.map((row) => [row.accountId, Number(row.sum)]));

  const blocks: PdfBlock[] = [
    {
      kind: 'keyValues',
      rows: [
        { key: 'Namn', value: member.name },
        { key: 'Kundnummer', value: member.customerNo },
        { key: 'Period', value: `${query.from} – ${query.to}` },
        { key: 'Utskriven', value: createdOn },
      ],
    },
  ];
  for (const account of accounts) {
    const own = rows.filter((row) => row.accountId === account.id);
    const start = openingOf.get(account.id) ?? 0;
    const end = own.reduce((sum, row) => sum + row.amountOre, start);
    blocks.push(
      {
        kind: 'heading',
        text: `${accountTypeLabels[account.type as AccountType]} ${account.accountNumber}`,
      },
      {
        kind: 'table',
        columns: [
          { header: 'Datum', width: 1.1 },
          { header: 'Händelse', width: 1.6 },
          { header: 'Text', width: 2.6 },
          { header: 'Belopp', width: 1.4, align: 'right' },
        ],
        rows: [
          [query.from, 'Ingående saldo', '', formatOre(start)],
          ...own.map((row) => [
            row.bookedOn,
            transactionActivityLabels[row.activity as TransactionActivity],
            row.text,
            formatOre(row.amountOre),
          ]),
          [query.to, 'Utgående saldo', '', formatOre(end)],
        ],
      },
    );
  }
  return {
    title: 'Kontoutdrag',
    header: { name: productName },
    blocks,
  };
}

/** The file's name: kontoutdrag-2026-07-01-2026-09-30.pdf */
export const statementFileName = (query: StatementQuery) =>
  `kontoutdrag-${query.from}-${query.to}.pdf`;
