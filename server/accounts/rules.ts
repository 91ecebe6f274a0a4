import {
  accountLimits,
  type AccountType,
  type WithdrawalBlockReason,
  type WithdrawalLimits,
  type WithdrawalOption,
} from '../../shared/contracts/accounts.ts';
import { compareIsoDates } from '../../shared/time/index.ts';

/** What the withdrawal rules need to know about an account, read under its row lock. */
export interface WithdrawalState {
  type: AccountType;
  active: boolean;
  endsOn: string | null;
  planAgreedOn: string | null;
  withdrawalLocked: boolean;
  availableOre: number;
  /** Signed withdrawals (reserved or booked) on the Swedish day `today`, and in its year. */
  withdrawalsToday: number;
  withdrawalsThisYear: number;
}

export interface Withdrawer {
  isOrganizationUser: boolean;
  /** Without a personal number there is no e-ID to sign with. */
  hasEid: boolean;
}

const withdrawable: readonly AccountType[] = ['memberAccount', 'paymentPlan'];
const plansLockedBefore = '2024-01-01';

/**
 * §9: in the calendar year a payment plan ends, its final 1 000 kr payout counts as one of
 * the year's two withdrawals.
 */
export function planWithdrawalsLeft(state: WithdrawalState, today: string): number {
  const finalPayoutThisYear =
    state.endsOn !== null && state.endsOn.slice(0, 4) === today.slice(0, 4);
  return Math.max(
    0,
    accountLimits.paymentPlanWithdrawalsPerYear -
      state.withdrawalsThisYear -
      (finalPayoutThisYear ? 1 : 0),
  );
}

/**
 * Whether the member may withdraw from the account today, with which limits, or the first
 * reason (§8) why not. The server decides this for the account view and again, under the
 * account's row lock, when a withdrawal is started and when it is signed.
 */
export function withdrawalOption(
  state: WithdrawalState,
  who: Withdrawer,
  today: string,
): WithdrawalOption {
  const no = (reason: WithdrawalBlockReason): WithdrawalOption => ({ possible: false, reason });
  const plan = state.type === 'paymentPlan';
  if (who.isOrganizationUser) return no('organizationUser');
  if (!withdrawable.includes(state.type)) return no('invalidAccountType');
  if (!state.active) return no('notActive');
  if (plan && (!state.planAgreedOn || compareIsoDates(state.planAgreedOn, plansLockedBefore) < 0))
    return no('lockedPlanBefore2024');
  if (state.withdrawalLocked) return no('lockedViaEService');
  if (state.endsOn && compareIsoDates(today, state.endsOn) > 0) return no('afterAccountEnd');
  if (plan && state.withdrawalsToday > 0) return no('sameDayLimit');
  if (plan && planWithdrawalsLeft(state, today) === 0) return no('sameYearLimit');
  if (state.availableOre <= 0) return no('insufficientBalance');

  const minimumOre = accountLimits.withdrawalMinimumOre;
  const maximumOre = state.availableOre - accountLimits.minimumRemainingOre;
  // A member account may also be emptied; a plan keeps its final 1 000 kr (§9).
  const allowEverything = !plan;
  if (maximumOre < minimumOre && !(allowEverything && state.availableOre >= minimumOre))
    return no(plan ? 'minimumRemaining' : 'insufficientBalance');
  if (!who.hasEid) return no('notPossibleNow');

  const limits: WithdrawalLimits = {
    availableOre: state.availableOre,
    maximumOre: Math.max(0, maximumOre),
    minimumOre,
    allowEverything,
    requiresTerms: plan,
  };
  return { possible: true, limits };
}
