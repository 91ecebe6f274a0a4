import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may write by the rule of the withdrawal route. */
export const useAccountsPortal = () =>
  useAreaPortal(accountsElement.routes.accountsWithdrawal.rule.requirement);
