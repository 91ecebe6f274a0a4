import { and, eq, inArray } from 'drizzle-orm';
import type { AccountType } from '../../shared/contracts/accounts.ts';
import type { AccountsService } from '../kit/services/accounts.ts';
import { accountFigures } from './ledger.ts';
import { accounts } from './schema.ts';

const none = {
  balanceOre: 0,
  reservedOre: 0,
  availableOre: 0,
  withdrawalsToday: 0,
  withdrawalsThisYear: 0,
};

/** What other areas read of the ledger (areaService('accounts')). */
export const accountsService: AccountsService = {
  async activeAccounts(db, memberId, today, types) {
    const rows = await db
      .select({ id: accounts.id, type: accounts.type, accountNumber: accounts.accountNumber })
      .from(accounts)
      .where(
        and(
          eq(accounts.memberId, memberId),
          eq(accounts.active, true),
          types ? inArray(accounts.type, [...types]) : undefined,
        ),
      )
      .orderBy(accounts.openedOn, accounts.accountNumber);
    const figures = await accountFigures(
      db,
      rows.map((row) => row.id),
      today,
    );
    return rows.map((row) => ({
      ...row,
      type: row.type as AccountType,
      figures: figures.get(row.id) ?? none,
    }));
  },
};
