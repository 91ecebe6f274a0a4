import {
  accountTypeLabels,
  transactionActivityLabels,
  type Account,
  type AccountType,
  type TransactionActivity,
} from '../../shared/contracts/accounts.ts';
import { formatPercent } from '../../shared/format/format.ts';
import { t } from './t.ts';

/** The Swedish names are the contract's: the statement PDF uses the same. */
export const typeLabel = (type: AccountType) => accountTypeLabels[type];
export const activityLabel = (activity: TransactionActivity) => transactionActivityLabels[activity];

/** Basis points as percent with two decimals: 125 -> "1,25 %". */
export const rateText = (bp: number) => formatPercent(bp / 10_000);
export const interestText = (account: Pick<Account, 'interestRateBp'>) =>
  account.interestRateBp === null ? t('account.noInterest') : rateText(account.interestRateBp);
