import type { AccountType } from '../../../shared/contracts/economy.ts';
import type { Queryable } from '../../db/client.ts';

/** An account's figures, computed from the ledger (never stored). Öre. */
export interface AccountFigures {
  balanceOre: number;
  reservedOre: number;
  availableOre: number;
  withdrawalsToday: number;
  withdrawalsThisYear: number;
}

export interface ActiveAccount {
  id: string;
  type: AccountType;
  accountNumber: string;
  figures: AccountFigures;
}

/** The accounts ledger, for capital trade's limits and the economics overview. */
export interface AccountsService {
  /**
   * The member's active accounts (of `types`, or every type) with their figures on `today`,
   * oldest first within each type's order; inside a transaction, the figures it may trust.
   */
  activeAccounts(
    db: Queryable,
    memberId: string,
    today: string,
    types?: readonly AccountType[],
  ): Promise<ActiveAccount[]>;
}
