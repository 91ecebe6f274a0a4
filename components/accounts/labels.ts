import type { Account, AccountType, TransactionActivity } from '../../shared/contracts/accounts.ts';
import { formatPercent } from '../../shared/format/format.ts';
import { t } from './t.ts';

export const typeLabel = (type: AccountType) => t(`type.${type}`);
export const activityLabel = (activity: TransactionActivity) => t(`activity.${activity}`);

/** Basis points as percent with two decimals: 125 -> "1,25 %". */
export const rateText = (bp: number) => formatPercent(bp / 10_000);
export const interestText = (account: Pick<Account, 'interestRateBp'>) =>
  account.interestRateBp === null ? t('account.noInterest') : rateText(account.interestRateBp);
