import { z } from 'zod/mini';
import { formatAmount } from '../validation/amount.ts';
import { addDays, addYears, compareIsoDates, isIsoDate } from '../time/isoDate.ts';
import { accountTypes, type AccountType } from './economy.ts';
import { signOrderStartSchema } from './signing.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

/**
 * Accounts (economy-membership §2 Accounts, §3 Account, §5 withdrawal and new account, §8
 * withdrawal disabled reasons, §9). Money is integer öre everywhere in the API; the choices
 * the spec leaves open are in shared/contracts/accounts/README.md.
 */

// The economy's (economy.ts): the economics overview shows the account types too.
export { accountTypes, type AccountType };

/** Swedish names of the account types: the element and the statement PDF read the same. */
export const accountTypeLabels = {
  memberAccount: 'Medlemskonto',
  fixedInterest1: 'Fastränteplacering 1 år',
  fixedInterest3: 'Fastränteplacering 3 år',
  fixedInterest5: 'Fastränteplacering 5 år',
  settlement: 'Likvidkonto',
  paidCapital: 'Inbetalt insatskapital',
  issuedCapital: 'Emitterat insatskapital',
  paymentPlan: 'Betalningsplan',
} as const satisfies Record<AccountType, string>;

/** Fixed-interest terms in years and the account type each opens. */
export const fixedInterestTerms = [1, 3, 5] as const;
export type FixedInterestTerm = (typeof fixedInterestTerms)[number];
export const fixedInterestTypeOf = {
  1: 'fixedInterest1',
  3: 'fixedInterest3',
  5: 'fixedInterest5',
} as const satisfies Record<FixedInterestTerm, AccountType>;

export const transactionActivities = [
  'deposit',
  'withdrawal',
  'interest',
  'settlementPayout',
  'dividend',
  'transfer',
  'stakeDeduction',
  'capitalTrade',
  'planPayout',
  'fee',
] as const;
export type TransactionActivity = (typeof transactionActivities)[number];

/** Swedish names of the activities (the transaction lists and the statement). */
export const transactionActivityLabels = {
  deposit: 'Insättning',
  withdrawal: 'Uttag',
  interest: 'Ränta',
  settlementPayout: 'Likvidutbetalning',
  dividend: 'Utdelning',
  transfer: 'Överföring',
  stakeDeduction: 'Insatsavdrag',
  capitalTrade: 'Handel med insatskapital',
  planPayout: 'Utbetalning enligt betalningsplan',
  fee: 'Avgift',
} as const satisfies Record<TransactionActivity, string>;

/**
 * Why a withdrawal is not possible (§8, the spec's ten in its order), and the organisation
 * user, who may not withdraw by e-ID at all (§6).
 */
export const withdrawalBlockReasons = [
  'invalidAccountType',
  'insufficientBalance',
  'notActive',
  'sameYearLimit',
  'sameDayLimit',
  'lockedPlanBefore2024',
  'lockedViaEService',
  'afterAccountEnd',
  'minimumRemaining',
  'notPossibleNow',
  'organizationUser',
] as const;
export type WithdrawalBlockReason = (typeof withdrawalBlockReasons)[number];

/** Why a new fixed-interest account cannot be opened. */
export const newAccountBlockReasons = [
  'organizationUser',
  'noMemberAccount',
  'insufficientBalance',
] as const;
export type NewAccountBlockReason = (typeof newAccountBlockReasons)[number];

export const accountLimits = {
  /** §5, §9: what must stay on the account after a withdrawal (or nothing, member account). */
  minimumRemainingOre: 100_000,
  /** The smallest withdrawal (ours: 100 kr), shown in the amount's label. */
  withdrawalMinimumOre: 10_000,
  /** The withdrawal message (ours: 200 characters). */
  messageMaxLength: 200,
  /** §9 payment plan: withdrawals per calendar year (the final 1 000 kr payout counts). */
  paymentPlanWithdrawalsPerYear: 2,
  /** The smallest fixed-interest deposit (ours: 10 000 kr), shown in the amount's label. */
  fixedInterestMinimumOre: 1_000_000,
  /** §9: the early payout fee of a fixed-interest account, percent. */
  earlyPayoutFeePercent: 2,
  /** §2: transactions are listed from these dates (capital accounts and plans go further back). */
  transactionsFrom: '2024-01-01',
  longHistoryFrom: '2019-01-01',
  /** Transactions per page of the lists ('Visa fler'). */
  transactionsPageSize: 10,
} as const;

/** Account types whose transactions are listed from 2019-01-01 (§2); the rest from 2024. */
export const longHistoryAccountTypes: readonly AccountType[] = [
  'paidCapital',
  'issuedCapital',
  'paymentPlan',
];

const ore = z.int();
const isoDate = z.string().check(z.refine(isIsoDate));

export const withdrawalLimitsSchema = z.object({
  availableOre: ore,
  /** The most that leaves at least 1 000 kr. */
  maximumOre: ore,
  minimumOre: ore,
  /** Member account: taking everything (leaving 0) is also allowed. */
  allowEverything: z.boolean(),
  /** Payment plan: the member accepts the plan's terms. */
  requiresTerms: z.boolean(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

/** Whether the account's withdraw button is on, and with which limits or why not. */
export const withdrawalOptionSchema = z.discriminatedUnion('possible', [
  z.object({ possible: z.literal(true), limits: withdrawalLimitsSchema }),
  z.object({ possible: z.literal(false), reason: z.enum(withdrawalBlockReasons) }),
]);
export type WithdrawalOption = z.infer<typeof withdrawalOptionSchema>;

export const paymentPlanSchema = z.object({
  agreement: z.string(),
  receiver: z.string(),
  /** Withdrawals left this calendar year (two a year, the final payout counted). */
  remainingWithdrawalsThisYear: z.int(),
  endsOn: isoDate,
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

export const accountSchema = z.object({
  id: z.string(),
  type: z.enum(accountTypes),
  accountNumber: z.string(),
  /** Basis points: 125 is 1,25 %. Null where no interest is paid (capital accounts). */
  interestRateBp: z.nullable(z.int()),
  balanceOre: ore,
  /** Signed withdrawals not yet booked. */
  reservedOre: ore,
  /** Balance minus reserved. */
  availableOre: ore,
  active: z.boolean(),
  openedOn: isoDate,
  /** Fixed-interest maturity or the payment plan's end. */
  endsOn: z.nullable(isoDate),
  paymentPlan: z.nullable(paymentPlanSchema),
  withdrawal: withdrawalOptionSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** How to pay in (the payment modal): the cooperative's bankgiro and the member's reference. */
export const paymentInstructionsSchema = z.object({ bankgiro: z.string(), reference: z.string() });

export const accountsOverviewSchema = z.object({
  /** Every account of the member, active and inactive (the home's toggle filters). */
  accounts: z.array(accountSchema),
  payment: paymentInstructionsSchema,
  newAccount: z.discriminatedUnion('possible', [
    z.object({ possible: z.literal(true) }),
    z.object({ possible: z.literal(false), reason: z.enum(newAccountBlockReasons) }),
  ]),
});
export type AccountsOverview = z.infer<typeof accountsOverviewSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountType: z.enum(accountTypes),
  activity: z.enum(transactionActivities),
  /** What the booking concerns ("Likvid avtal 4711-0001"); data, not a message. */
  text: z.string(),
  bookedOn: isoDate,
  amountOre: ore,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  /** Pass as `after` for the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const transactionQuerySchema = z.object({
  accountId: z.optional(z.string()),
  after: z.optional(z.string().check(z.maxLength(200))),
});

export const fixedInterestOfferSchema = z.object({
  terms: z.array(
    z.object({
      term: z.union([z.literal(1), z.literal(3), z.literal(5)]),
      interestRateBp: z.int(),
    }),
  ),
  minimumOre: ore,
  /** The member account's available balance: the deposit comes from there. */
  maximumOre: ore,
});
export type FixedInterestOffer = z.infer<typeof fixedInterestOfferSchema>;

// ---------------------------------------------------------------------------------------
// Messages and rules shared by the forms and the server.

export const accountsMessages = {
  amountInvalid: 'Du måste ange ett giltigt belopp.',
  amountBelowMinimum: 'Det minsta belopp du kan ta ut är {min}.',
  amountAboveAvailable: 'Beloppet är större än det tillgängliga saldot, {available}.',
  remainingEverything:
    'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst {max}, eller hela saldot {available}.',
  remainingOnlyEverything:
    'Minst 1 000 kr måste finnas kvar på kontot, så du kan bara ta ut hela saldot, {available}.',
  remainingPlan: 'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst {max}.',
  messageTooLong: 'Meddelandet får vara högst {max} tecken.',
  planTermsRequired: 'Du behöver godkänna villkoren för uttag från betalningsplanen.',
  termRequired: 'Välj hur länge pengarna ska vara placerade.',
  depositBelowMinimum: 'Det minsta beloppet för en fastränteplacering är {min}.',
  depositAboveAvailable:
    'Beloppet är större än det tillgängliga saldot på ditt medlemskonto, {available}.',
  termsRequired: 'Du behöver godkänna villkoren för placeringen.',
  statementFrom: 'Ange ett giltigt från-datum (åååå-mm-dd).',
  statementTo: 'Ange ett giltigt till-datum (åååå-mm-dd).',
  statementOrder: 'Till-datumet kan inte vara före från-datumet.',
  statementTooLong: 'Ett kontoutdrag kan omfatta högst ett år.',
  statementTooEarly: 'Kontoutdrag finns från och med {from}.',
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

/**
 * What is wrong with a withdrawal amount under the account's limits, or null: one rule for
 * the form and the server (which checks again under the account's row lock).
 */
export function withdrawalAmountProblem(amountOre: number, limits: WithdrawalLimits) {
  const available = formatAmount(limits.availableOre);
  if (amountOre < limits.minimumOre)
    return fill(accountsMessages.amountBelowMinimum, { min: formatAmount(limits.minimumOre) });
  if (amountOre > limits.availableOre)
    return fill(accountsMessages.amountAboveAvailable, { available });
  const everything = limits.allowEverything && amountOre === limits.availableOre;
  if (amountOre > limits.maximumOre && !everything) {
    if (limits.allowEverything && limits.maximumOre < limits.minimumOre)
      return fill(accountsMessages.remainingOnlyEverything, { available });
    const max = formatAmount(Math.max(0, limits.maximumOre));
    return limits.allowEverything
      ? fill(accountsMessages.remainingEverything, { max, available })
      : fill(accountsMessages.remainingPlan, { max });
  }
  return null;
}

const amountOreSchema = z.int({ error: accountsMessages.amountInvalid });

/**
 * POST /api/v1/accounts/{accountId}/withdrawals. Without limits, the shape (the route table,
 * the fuzzer); with the account's limits, every rule (the form, and the server once it has
 * read the account).
 */
export function withdrawalRequestSchema(limits?: WithdrawalLimits) {
  return z
    .object({
      amountOre: amountOreSchema,
      message: z.string().check(
        z.maxLength(accountLimits.messageMaxLength, {
          error: fill(accountsMessages.messageTooLong, {
            max: String(accountLimits.messageMaxLength),
          }),
        }),
      ),
      acceptedTerms: z.boolean(),
    })
    .check(
      z.superRefine((value, context) => {
        if (!limits) return;
        const problem = withdrawalAmountProblem(value.amountOre, limits);
        if (problem) fieldIssue(context, 'amountOre', problem, value);
        if (limits.requiresTerms && !value.acceptedTerms)
          fieldIssue(context, 'acceptedTerms', accountsMessages.planTermsRequired, value);
      }),
    );
}
export type WithdrawalRequest = z.infer<ReturnType<typeof withdrawalRequestSchema>>;

/** The deposit rule of a new fixed-interest account, or null. */
export function depositAmountProblem(
  amountOre: number,
  offer: Pick<FixedInterestOffer, 'minimumOre' | 'maximumOre'>,
) {
  if (amountOre < offer.minimumOre)
    return fill(accountsMessages.depositBelowMinimum, { min: formatAmount(offer.minimumOre) });
  if (amountOre > offer.maximumOre)
    return fill(accountsMessages.depositAboveAvailable, {
      available: formatAmount(offer.maximumOre),
    });
  return null;
}

/** POST /api/v1/accounts/fixed-interest: like the withdrawal, shape alone or with the offer. */
export function newAccountRequestSchema(
  offer?: Pick<FixedInterestOffer, 'minimumOre' | 'maximumOre'>,
) {
  return z
    .object({
      term: z.union([z.literal(1), z.literal(3), z.literal(5)], {
        error: accountsMessages.termRequired,
      }),
      amountOre: amountOreSchema,
      acceptedTerms: z.literal(true, { error: accountsMessages.termsRequired }),
    })
    .check(
      z.superRefine((value, context) => {
        if (!offer) return;
        const problem = depositAmountProblem(value.amountOre, offer);
        if (problem) fieldIssue(context, 'amountOre', problem, value);
      }),
    );
}
export type NewAccountRequest = z.infer<ReturnType<typeof newAccountRequestSchema>>;

export const withdrawalStartSchema = z.extend(signOrderStartSchema, { withdrawalId: z.string() });
export const newAccountStartSchema = z.extend(signOrderStartSchema, { openingId: z.string() });

/** What a completed withdrawal's sign order answers (`order.result`). */
export const withdrawalResultSchema = z.object({
  withdrawalId: z.string(),
  accountId: z.string(),
  amountOre: ore,
});
/** What a completed new account's sign order answers. */
export const newAccountResultSchema = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
});

/**
 * The longest statement: `to` at most the day before the same date a year after `from`
 * (2025-03-01 to 2026-02-28). The form shortens a longer one and says so (§5).
 */
export const statementLastDay = (from: string) => addDays(addYears(from, 1), -1);

/** GET /api/v1/accounts/statement: the PDF of an interval of at most one year. */
export const statementQuerySchema = z
  .object({
    from: z
      .string({ error: accountsMessages.statementFrom })
      .check(z.refine(isIsoDate, { error: accountsMessages.statementFrom })),
    to: z
      .string({ error: accountsMessages.statementTo })
      .check(z.refine(isIsoDate, { error: accountsMessages.statementTo })),
    accountId: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, context) => {
      if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
      const issue = (message: string) => fieldIssue(context, 'to', message, value);
      if (compareIsoDates(value.from, accountLimits.longHistoryFrom) < 0)
        fieldIssue(
          context,
          'from',
          fill(accountsMessages.statementTooEarly, { from: accountLimits.longHistoryFrom }),
          value,
        );
      if (compareIsoDates(value.to, value.from) < 0) issue(accountsMessages.statementOrder);
      else if (compareIsoDates(value.to, statementLastDay(value.from)) > 0)
        issue(accountsMessages.statementTooLong);
    }),
  );
export type StatementQuery = z.infer<typeof statementQuerySchema>;
