import { describe, expect, it } from 'vitest';
import { withdrawalAmountProblem } from '../../shared/contracts/accounts.ts';
import { planWithdrawalsLeft, withdrawalOption, type WithdrawalState } from './rules.ts';

const today = '2026-11-25';
const member = { isOrganizationUser: false, hasEid: true };
const memberAccount: WithdrawalState = {
  type: 'memberAccount',
  active: true,
  endsOn: null,
  planAgreedOn: null,
  withdrawalLocked: false,
  availableOre: 5_000_000,
  withdrawalsToday: 0,
  withdrawalsThisYear: 0,
};
const plan: WithdrawalState = {
  ...memberAccount,
  type: 'paymentPlan',
  endsOn: '2033-06-30',
  planAgreedOn: '2024-03-01',
};
const reason = (state: Partial<WithdrawalState>, base = memberAccount, who = member) => {
  const option = withdrawalOption({ ...base, ...state }, who, today);
  return option.possible ? 'possible' : option.reason;
};

describe('withdrawal block reasons (§8), first that applies', () => {
  it.each([
    [
      'a fixed-interest account',
      { type: 'fixedInterest3' as const },
      memberAccount,
      'invalidAccountType',
    ],
    ['paid capital', { type: 'paidCapital' as const }, memberAccount, 'invalidAccountType'],
    ['an inactive account', { active: false }, memberAccount, 'notActive'],
    ['a plan agreed in 2023', { planAgreedOn: '2023-12-31' }, plan, 'lockedPlanBefore2024'],
    ['a plan agreed on 2024-01-01', { planAgreedOn: '2024-01-01' }, plan, 'possible'],
    ['a locked account', { withdrawalLocked: true }, memberAccount, 'lockedViaEService'],
    ['a plan that ended yesterday', { endsOn: '2026-11-24' }, plan, 'afterAccountEnd'],
    ['a plan that ends today', { endsOn: '2026-11-25', withdrawalsThisYear: 0 }, plan, 'possible'],
    [
      'a plan withdrawn from today',
      { withdrawalsToday: 1, withdrawalsThisYear: 1 },
      plan,
      'sameDayLimit',
    ],
    ['a plan withdrawn from twice this year', { withdrawalsThisYear: 2 }, plan, 'sameYearLimit'],
    [
      'a plan with one withdrawal in its final year',
      { withdrawalsThisYear: 1, endsOn: '2026-12-31' },
      plan,
      'sameYearLimit',
    ],
    [
      'a member account withdrawn from today',
      { withdrawalsToday: 3, withdrawalsThisYear: 9 },
      memberAccount,
      'possible',
    ],
    ['nothing available', { availableOre: 0 }, memberAccount, 'insufficientBalance'],
    ['a plan with 1 050 kr', { availableOre: 105_000 }, plan, 'minimumRemaining'],
    ['a plan with 1 100 kr', { availableOre: 110_000 }, plan, 'possible'],
    ['a member account with 50 kr', { availableOre: 5_000 }, memberAccount, 'insufficientBalance'],
    [
      'a member account with 500 kr (take everything)',
      { availableOre: 50_000 },
      memberAccount,
      'possible',
    ],
  ])('%s: %s', (_name, state, base, expected) => {
    expect(reason(state, base)).toBe(expected);
  });

  it('tells an organisation user to contact support before anything else', () => {
    expect(
      reason({ type: 'paidCapital' }, memberAccount, { ...member, isOrganizationUser: true }),
    ).toBe('organizationUser');
  });

  it('is not possible now for a member without e-ID to sign with', () => {
    expect(reason({}, memberAccount, { ...member, hasEid: false })).toBe('notPossibleNow');
  });
});

describe('withdrawal limits', () => {
  it('a member account: at most available − 1 000 kr, or everything', () => {
    const option = withdrawalOption(memberAccount, member, today);
    expect(option).toEqual({
      possible: true,
      limits: {
        availableOre: 5_000_000,
        maximumOre: 4_900_000,
        minimumOre: 10_000,
        allowEverything: true,
        requiresTerms: false,
      },
    });
    if (!option.possible) return;
    const problem = (kronor: number) => withdrawalAmountProblem(kronor * 100, option.limits);
    expect(problem(5_000)).toBeNull();
    expect(problem(49_000)).toBeNull();
    expect(problem(50_000)).toBeNull();
    expect(problem(49_500)).toBe(
      'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst 49 000 kr, eller hela saldot 50 000 kr.',
    );
    expect(problem(50_001)).toBe('Beloppet är större än det tillgängliga saldot, 50 000 kr.');
    expect(problem(99)).toBe('Det minsta belopp du kan ta ut är 100 kr.');
  });

  it('a member account below 1 100 kr can only be emptied', () => {
    const option = withdrawalOption({ ...memberAccount, availableOre: 50_000 }, member, today);
    if (!option.possible) throw new Error('expected possible');
    expect(withdrawalAmountProblem(20_000, option.limits)).toBe(
      'Minst 1 000 kr måste finnas kvar på kontot, så du kan bara ta ut hela saldot, 500 kr.',
    );
    expect(withdrawalAmountProblem(50_000, option.limits)).toBeNull();
  });

  it('a payment plan keeps 1 000 kr and needs its terms', () => {
    const option = withdrawalOption({ ...plan, availableOre: 300_000 }, member, today);
    if (!option.possible) throw new Error('expected possible');
    expect(option.limits).toMatchObject({
      maximumOre: 200_000,
      allowEverything: false,
      requiresTerms: true,
    });
    expect(withdrawalAmountProblem(300_000, option.limits)).toBe(
      'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst 2 000 kr.',
    );
    expect(withdrawalAmountProblem(200_000, option.limits)).toBeNull();
  });

  it('counts the final payout in the plan’s last year', () => {
    expect(planWithdrawalsLeft({ ...plan, withdrawalsThisYear: 0 }, today)).toBe(2);
    expect(planWithdrawalsLeft({ ...plan, endsOn: '2026-12-31' }, today)).toBe(1);
    expect(planWithdrawalsLeft({ ...plan, withdrawalsThisYear: 3 }, today)).toBe(0);
  });
});
