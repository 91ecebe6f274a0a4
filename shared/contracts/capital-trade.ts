import { z } from 'zod/mini';
import { formatAmount } from '../validation/amount.ts';
import { emailCheck, normalizePhone } from '../validation/contact.ts';
import { tradePeriodSchema, tradeTypes, type TradePeriod, type TradeType } from './economy.ts';
import { signOrderStartSchema } from './signing.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

/**
 * Capital trade (economy-membership §2 Capital trade, §3 Trade order / Trade period / Order
 * confirmation form / Stake, §4, §5, §8, §9). Money in öre; the rate in hundredths of a
 * percent (10000 = 100,00 %). Choices the spec leaves open: capital-trade/README.md.
 */

export const tradeAccountTypes = ['IssuedCapital', 'PaidCapital', 'IssuedAndPaidCapital'] as const;
export type TradeAccountType = (typeof tradeAccountTypes)[number];
export const tradeOrderTypes = ['Buy', 'Sell'] as const;
export type TradeOrderType = (typeof tradeOrderTypes)[number];
export const tradeOrderStatuses = ['Active', 'Canceled'] as const;
export type TradeOrderStatus = (typeof tradeOrderStatuses)[number];
// The economy's (economy.ts): the economics overview shows the periods too.
export { tradeTypes, type TradeType };

/** The account types a period of a trade type is open for. */
export const accountTypesOf: Record<TradeType, readonly TradeAccountType[]> = {
  limited: ['IssuedCapital'],
  full: ['IssuedCapital', 'PaidCapital', 'IssuedAndPaidCapital'],
};

export const tradeConstants = {
  /** §9: obligation per hectare of productive forest, öre. */
  obligationPerHectareOre: 90_000,
  /** §9: at most 200 stakes (the obligation counts at most 200 hectares). */
  maxStakes: 200,
  /** §9: over-stake up to 5 000 kr per hectare, öre. */
  overStakePerHectareOre: 500_000,
  /** §5: lowest rate 100 %; ours: highest 150 %. Hundredths of a percent. */
  rateMin: 10_000,
  rateMax: 15_000,
  /** Ours: the largest order, öre (1 000 000 kr). */
  maxAmountOre: 100_000_000,
  /** §9: the trade terms' date. */
  termsDate: '2017-06-30',
} as const;

export const tradeMessages = {
  amount: 'Angivet belopp måste vara större än 0 och får ej överstiga {max} kr',
  amountOver: 'Det angivna beloppet kan inte överskrida {type}',
  rate: 'Angiven kurs ska vara mellan {min} och {max}',
  formInvalid: 'Var god kontrollera att uppgifterna är korrekt ifyllda',
  email: 'E-postadressen är inte giltig',
  phone: 'Telefonnumret är inte giltigt',
  pep: 'Du behöver ange ett svar',
  consents: 'Alla villkoren behöver godkännas',
  accountType: 'Välj vilket kapital ordern gäller',
  orderType: 'Välj om du vill köpa eller sälja',
} as const;

/** What {type} reads as in 'Det angivna beloppet kan inte överskrida {type}'. */
export const amountLimitNames = {
  remainingObligation: 'återstående insatsskyldighet',
  excessStake: 'din överinsats',
  overStakeRoom: 'den högsta överinsatsen, 5 000 kr per hektar produktiv skogsmark',
  issuedBalance: 'ditt emitterade insatskapital',
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
const kronor = (ore: number) => formatAmount(ore).replace(/ kr$/, '');
const rateText = (hundredths: number) =>
  (hundredths / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');

export { tradePeriodSchema, type TradePeriod };

/** The member's figures the amount rules need (öre), from the accounts ledger and the stake. */
export const tradeLimitsSchema = z.object({
  issuedBalanceOre: z.int(),
  paidBalanceOre: z.int(),
  /** Paid capital still owed to reach the obligation (buying paid capital). */
  remainingObligationOre: z.int(),
  /** Paid capital above the obligation (selling paid capital). */
  excessStakeOre: z.int(),
  /**
   * How much more capital (issued and paid) the member may hold: up to the obligation plus
   * the over-stake of 5 000 kr per hectare (§9), less what they hold (buying issued capital).
   */
  overStakeRoomOre: z.int(),
  /** The member account's available balance: buying a larger sum warns, never refuses. */
  memberAccountAvailableOre: z.int(),
});
export type TradeLimits = z.infer<typeof tradeLimitsSchema>;

export const tradeOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  periodId: z.string(),
  accountType: z.enum(tradeAccountTypes),
  orderType: z.enum(tradeOrderTypes),
  amountOre: z.int(),
  rateHundredths: z.int(),
  sumOre: z.int(),
  status: z.enum(tradeOrderStatuses),
  createdAt: z.string(),
  canceledAt: z.nullable(z.string()),
});
export type TradeOrder = z.infer<typeof tradeOrderSchema>;

/** GET /api/v1/capital-trade/overview: what the order form and lists need in one call. */
export const tradeOverviewSchema = z.object({
  periods: z.array(tradePeriodSchema),
  limits: tradeLimitsSchema,
  /**
   * Why the member orders on the paper form instead of digitally (§6: an organisation, the
   * estate of a deceased person, a departed member), or null.
   */
  digitalOrdersBlocked: z.nullable(z.enum(['organization', 'estate', 'departed'])),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type TradeOverview = z.infer<typeof tradeOverviewSchema>;

export const tradeOrderListSchema = z.object({ orders: z.array(tradeOrderSchema) });

/** The sum of an order: amount × rate, rounded to whole öre. */
export const tradeSumOre = (amountOre: number, rateHundredths: number) =>
  Math.round((amountOre * rateHundredths) / 10_000);

/**
 * The amount rule for an order (§5), or null: the form and the server (which checks again
 * with the figures of the moment it creates the order).
 */
export function tradeAmountProblem(
  order: { accountType: TradeAccountType; orderType: TradeOrderType; amountOre: number },
  limits: TradeLimits,
): string | null {
  if (order.amountOre <= 0 || order.amountOre > tradeConstants.maxAmountOre)
    return fill(tradeMessages.amount, { max: kronor(tradeConstants.maxAmountOre) });
  const over = (type: keyof typeof amountLimitNames) =>
    fill(tradeMessages.amountOver, { type: amountLimitNames[type] });
  const { accountType, orderType, amountOre } = order;
  if (
    orderType === 'Buy' &&
    accountType === 'PaidCapital' &&
    amountOre > limits.remainingObligationOre
  )
    return over('remainingObligation');
  if (orderType === 'Sell' && accountType === 'PaidCapital' && amountOre > limits.excessStakeOre)
    return over('excessStake');
  // §9: buying issued capital (alone or with paid) may not lift the holding past the obligation
  // plus the over-stake; paid capital alone is already held to the remaining obligation.
  if (orderType === 'Buy' && accountType !== 'PaidCapital' && amountOre > limits.overStakeRoomOre)
    return over('overStakeRoom');
  if (
    orderType === 'Sell' &&
    accountType === 'IssuedCapital' &&
    amountOre > limits.issuedBalanceOre
  )
    return over('issuedBalance');
  if (
    orderType === 'Sell' &&
    accountType === 'IssuedAndPaidCapital' &&
    amountOre > limits.issuedBalanceOre + limits.excessStakeOre
  )
    return over('issuedBalance');
  return null;
}

const rateMessage = fill(tradeMessages.rate, {
  min: rateText(tradeConstants.rateMin),
  max: rateText(tradeConstants.rateMax),
});

/** The order form (§3): account type, buy or sell, amount, rate. */
export function tradeOrderFormSchema(limits?: TradeLimits) {
  return z
    .object({
      periodId: z.string(),
      accountType: z.enum(tradeAccountTypes, { error: tradeMessages.accountType }),
      orderType: z.enum(tradeOrderTypes, { error: tradeMessages.orderType }),
      amountOre: z.int({
        error: fill(tradeMessages.amount, { max: kronor(tradeConstants.maxAmountOre) }),
      }),
      rateHundredths: z
        .int({ error: rateMessage })
        .check(
          z.gte(tradeConstants.rateMin, { error: rateMessage }),
          z.lte(tradeConstants.rateMax, { error: rateMessage }),
        ),
    })
    .check(
      z.superRefine((value, context) => {
        const problem = limits
          ? tradeAmountProblem(value, limits)
          : value.amountOre <= 0 || value.amountOre > tradeConstants.maxAmountOre
            ? fill(tradeMessages.amount, { max: kronor(tradeConstants.maxAmountOre) })
            : null;
        if (problem) fieldIssue(context, 'amountOre', problem, value);
      }),
    );
}

/** A phone number as people write it: +46 70-123 45 67, 070-123 45 67. */
const tradePhonePattern = /^(\+\d{8,15}|0\d{6,12})$/;

/** The confirm modal (§3, §5): e-mail, phone, PEP answer, the three consents. */
export const tradeConfirmSchema = z.object({
  email: z.string({ error: tradeMessages.email }).check(z.trim(), emailCheck(tradeMessages.email)),
  phone: z
    .string({ error: tradeMessages.phone })
    .check(z.overwrite(normalizePhone), z.regex(tradePhonePattern, { error: tradeMessages.phone })),
  pep: z.boolean({ error: tradeMessages.pep }),
  acceptTerms: z.literal(true, { error: tradeMessages.consents }),
  acceptPricing: z.literal(true, { error: tradeMessages.consents }),
  acceptBinding: z.literal(true, { error: tradeMessages.consents }),
});

/** POST /api/v1/capital-trade/orders: the form and the confirm modal in one body. */
export function tradeOrderRequestSchema(limits?: TradeLimits) {
  return z.intersection(tradeOrderFormSchema(limits), tradeConfirmSchema);
}
export type TradeOrderRequest = z.infer<ReturnType<typeof tradeOrderRequestSchema>>;

export const tradeOrderStartSchema = z.extend(signOrderStartSchema, { requestId: z.string() });

/** What the completed sign order answers: the order, or manual handling (PEP). */
export const tradeOrderResultSchema = z.union([
  z.object({ kind: z.literal('created'), orderId: z.string(), orderNumber: z.string() }),
  z.object({ kind: z.literal('manualHandling'), requestId: z.string() }),
]);
export type TradeOrderResult = z.infer<typeof tradeOrderResultSchema>;
