import type { Account, AccountType, AccountsOverview } from '../../shared/contracts/accounts.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import type { AccountFigures } from '../kit/services/accounts.ts';
import { accountFigures, membersAccounts, type AccountRow } from './ledger.ts';
import { newAccountBlock } from './openings.ts';
import { planWithdrawalsLeft, withdrawalOption, type Withdrawer } from './rules.ts';
import { withdrawalState } from './ledger.ts';

/** One account as the member sees it: figures from the ledger, the withdrawal option. */
export function accountView(
  row: AccountRow,
  figures: AccountFigures,
  who: Withdrawer,
  today: string,
): Account {
  const state = withdrawalState(row, figures);
  const plan = row.type === 'paymentPlan';
  return {
    id: row.id,
    type: row.type as AccountType,
    accountNumber: row.accountNumber,
    interestRateBp: row.interestRateBp,
    balanceOre: figures.balanceOre,
    reservedOre: figures.reservedOre,
    availableOre: figures.availableOre,
    active: row.active,
    openedOn: row.openedOn,
    endsOn: row.endsOn,
    paymentPlan:
      plan && row.endsOn
        ? {
            agreement: row.planAgreement ?? '',
            receiver: row.planReceiver ?? '',
            remainingWithdrawalsThisYear: planWithdrawalsLeft(state, today),
            endsOn: row.endsOn,
          }
        : null,
    withdrawal: withdrawalOption(state, who, today),
  };
}

/** The accounts home: every account with its figures (two queries), payment, new account. */
export async function accountsOverview(
  db: Db,
  memberId: string,
  who: Withdrawer & { customerNo: string },
  bankgiro: string,
): Promise<AccountsOverview> {
  const today = todayInSweden();
  const rows = await membersAccounts(db, memberId);
  const figures = await accountFigures(
    db,
    rows.map((row) => row.id),
    today,
  );
  const views = rows.map((row) => accountView(row, figures.get(row.id)!, who, today));
  const memberAccount = rows.find((row) => row.type === 'memberAccount' && row.active);
  const block = newAccountBlock(
    who,
    memberAccount,
    memberAccount ? figures.get(memberAccount.id)!.availableOre : 0,
  );
  return {
    accounts: views,
    payment: { bankgiro, reference: who.customerNo },
    newAccount: block ? { possible: false, reason: block } : { possible: true },
  };
}
