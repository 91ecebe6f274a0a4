import { z } from 'zod/mini';
import { addDays, addYears, compareIsoDates, isIsoDate } from '../time/isoDate.ts';
import { uuidPattern } from '../validation/uuid.ts';

/**
 * Electricity customer pages (economy-membership §2 Electricity, §3, §5, §8): statistics,
 * invoices, customer details, agreements. Money is integer öre, energy integer Wh; the
 * element formats both. Decisions the spec leaves open: shared/contracts/electricity/README.md.
 */

export {
  electricityRead,
  electricityRoleBase,
  electricityRolesOf,
  electricityWrite,
} from './electricity/roles.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

const isoDate = z.string().check(z.refine(isIsoDate));

// ---- statistics ----------------------------------------------------------------------

export const statisticsModes = ['month', 'week', 'day', 'hour'] as const;
export type StatisticsMode = (typeof statisticsModes)[number];

/**
 * The last day a range starting on `from` may reach, per mode (§5: hour one day; the others
 * are ours): day 31 days, week 26 weeks (182 days), month 24 months.
 */
export function statisticsLastDay(mode: StatisticsMode, from: string): string {
  switch (mode) {
    case 'hour':
      return from;
    case 'day':
      return addDays(from, 30);
    case 'week':
      return addDays(from, 26 * 7 - 1);
    case 'month':
      return addDays(addYears(from, 2), -1);
  }
}

/** §5 "end date adjusted": a `to` past the mode's span becomes its last day. */
export function adjustStatisticsRange(
  mode: StatisticsMode,
  from: string,
  to: string,
): { to: string; adjusted: boolean } {
  const last = statisticsLastDay(mode, from);
  return compareIsoDates(to, last) > 0 ? { to: last, adjusted: true } : { to, adjusted: false };
}

export const electricityMessages = {
  mode: 'Välj hur förbrukningen ska visas.',
  from: 'Ange ett giltigt startdatum.',
  to: 'Ange ett giltigt slutdatum.',
  toBeforeFrom: 'Slutdatumet kan inte vara före startdatumet.',
  facility: 'Välj en anläggning.',
} as const;

export const statisticsQuerySchema = z
  .object({
    facilityId: z
      .string({ error: electricityMessages.facility })
      .check(z.minLength(1, { error: electricityMessages.facility })),
    mode: z.enum(statisticsModes, { error: electricityMessages.mode }),
    from: z
      .string({ error: electricityMessages.from })
      .check(z.refine(isIsoDate, { error: electricityMessages.from })),
    to: z
      .string({ error: electricityMessages.to })
      .check(z.refine(isIsoDate, { error: electricityMessages.to })),
  })
  .check(
    z.superRefine((value, context) => {
      if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
      if (compareIsoDates(value.to, value.from) < 0) {
        fieldIssue(context, 'to', electricityMessages.toBeforeFrom, value.to);
      }
    }),
  );
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/**
 * One period's consumption. `period` names it: 2026-01-15T07 (the hour 07:00-08:00),
 * 2026-01-15 (a day), 2026-W03 (an ISO week), 2026-01 (a month).
 */
export const consumptionPointSchema = z.object({ period: z.string(), wh: z.int() });
export type ConsumptionPoint = z.infer<typeof consumptionPointSchema>;

export const statisticsSchema = z.object({
  facilityId: z.string(),
  mode: z.enum(statisticsModes),
  from: isoDate,
  /** The end actually used: the asked one, or the mode's last day when it was too far. */
  to: isoDate,
  adjusted: z.boolean(),
  points: z.array(consumptionPointSchema),
  totalWh: z.int(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

// ---- customer, agreements --------------------------------------------------------------

export const biddingAreas = ['SE1', 'SE2', 'SE3', 'SE4'] as const;
export const invoiceMethods = ['eInvoice', 'email', 'paper', 'peppol', 'unknown'] as const;
export type InvoiceMethod = (typeof invoiceMethods)[number];

export const electricityCustomerSchema = z.object({
  customerNumber: z.string(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** Active: an agreement runs today (§2: avtal for active customers, ny-kund for inactive). */
  active: z.boolean(),
  /** The facilities of the customer's agreements, for the statistics' choice. */
  facilityIds: z.array(z.string()),
  /** The start of a signed agreement that has not begun yet (ny-kund then says when). */
  upcomingStart: z.nullable(isoDate),
});
export type ElectricityCustomer = z.infer<typeof electricityCustomerSchema>;

export const electricityAgreementSchema = z.object({
  id: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  biddingArea: z.enum(biddingAreas),
  facilityId: z.string(),
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  noticePeriodMonths: z.int(),
  invoiceMethod: z.enum(invoiceMethods),
});
export type ElectricityAgreement = z.infer<typeof electricityAgreementSchema>;
export const electricityAgreementsSchema = z.object({
  agreements: z.array(electricityAgreementSchema),
});

// ---- invoices --------------------------------------------------------------------------

/** §3 Invoice status: delayed, unpaid, not paid out (a credit not yet paid out), paid. */
export const invoiceStatuses = ['delayed', 'unpaid', 'notPaidOut', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  periodFrom: isoDate,
  periodTo: isoDate,
  dueDate: isoDate,
  paymentDate: z.nullable(isoDate),
  status: z.enum(invoiceStatuses),
  amountOre: z.int(),
  remainingOre: z.int(),
  facilityId: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoices shown at first and added by each "Visa fler". */
export const invoicePageSize = 6;

export const invoicesQuerySchema = z.object({
  /** The invoice number of the last one shown: the next page starts after it. */
  after: z.optional(
    z.string().check(z.regex(/^\d{1,12}$/, { error: 'Ogiltig fortsättningspunkt.' })),
  ),
});
export const invoicePageSchema = z.object({
  invoices: z.array(invoiceSchema),
  /** Pass as `after` to read the next page; null when there is no more. */
  next: z.nullable(z.string()),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

// A malformed invoice id is a refused field (400 'Okänd faktura.'), not an unknown row (404).
export const invoiceParamsSchema = z.object({
  invoiceId: z.string().check(z.regex(uuidPattern, { error: 'Okänd faktura.' })),
});

// ---- ny-kund: a new agreement, signed with e-ID ---------------------------------------

/** Ours (README): the start may be today at the earliest and at most this many days ahead. */
export const newAgreementMaxDaysAhead = 90;
/** Ours (README): a new agreement runs until further notice with one month's notice. */
export const newAgreementNoticeMonths = 1;
/** The invoice methods a member may choose (Peppol is for organisations, unknown is ours). */
export const selectableInvoiceMethods = ['eInvoice', 'email', 'paper'] as const;

export const newAgreementMessages = {
  facilityId:
    'Ange anläggnings-id med 18 siffror. Det börjar med 735999 och står på fakturan från ditt elnätsföretag.',
  address: 'Ange anläggningens adress.',
  addressTooLong: 'Adressen får vara högst 100 tecken.',
  postalCode: 'Ange ett postnummer med fem siffror.',
  city: 'Ange ort.',
  cityTooLong: 'Orten får vara högst 50 tecken.',
  biddingArea: 'Välj elområde.',
  startDate: 'Ange ett giltigt startdatum.',
  startPast: 'Startdatumet kan vara tidigast i dag.',
  startTooLate: `Startdatumet kan vara högst ${newAgreementMaxDaysAhead} dagar fram i tiden.`,
  invoiceMethod: 'Välj hur du vill få dina fakturor.',
  acceptTerms: 'Du behöver godkänna avtalsvillkoren.',
} as const;

/** Whether a start date is allowed on the day `today` (Swedish date): a message, or null. */
export function newAgreementStartProblem(startDate: string, today: string): string | null {
  if (!isIsoDate(startDate)) return newAgreementMessages.startDate;
  if (compareIsoDates(startDate, today) < 0) return newAgreementMessages.startPast;
  if (compareIsoDates(startDate, addDays(today, newAgreementMaxDaysAhead)) > 0) {
    return newAgreementMessages.startTooLate;
  }
  return null;
}

const requiredText = (message: string, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));

/**
 * POST /api/v1/electricity/new-agreement (§2 ny-kund): the facility and the terms the member
 * signs. The start date's window depends on today: the server checks it with its own clock
 * (newAgreementStartProblem), the form with the browser's.
 */
export const newAgreementSchema = z.object({
  facilityId: z.string({ error: newAgreementMessages.facilityId }).check(
    z.overwrite((value) => value.replace(/\s/g, '')),
    z.regex(/^735999\d{12}$/, { error: newAgreementMessages.facilityId }),
  ),
  address: requiredText(newAgreementMessages.address, 100, newAgreementMessages.addressTooLong),
  postalCode: z.string({ error: newAgreementMessages.postalCode }).check(
    z.overwrite((value) => value.replace(/\s/g, '')),
    z.regex(/^\d{5}$/, { error: newAgreementMessages.postalCode }),
  ),
  city: requiredText(newAgreementMessages.city, 50, newAgreementMessages.cityTooLong),
  biddingArea: z.enum(biddingAreas, { error: newAgreementMessages.biddingArea }),
  startDate: z
    .string({ error: newAgreementMessages.startDate })
    .check(z.refine(isIsoDate, { error: newAgreementMessages.startDate })),
  invoiceMethod: z.enum(selectableInvoiceMethods, { error: newAgreementMessages.invoiceMethod }),
  acceptTerms: z.literal(true, { error: newAgreementMessages.acceptTerms }),
});
export type NewAgreement = z.infer<typeof newAgreementSchema>;

/** 201: the agreement waiting for its signature, and the sign order to follow. */
export const newAgreementSignStartSchema = z.object({
  signupId: z.string(),
  orderRef: z.string(),
  autoStartToken: z.string(),
  expiresAt: z.string(),
});

/** What the signing completion answers (order.result): the agreement now on record. */
export const newAgreementSignedSchema = z.object({
  agreementId: z.string(),
  startDate: isoDate,
});

/** The ny-kund form's rules on the day `today`: the schema and the start date's window. */
export const newAgreementFormSchema = (today: string) =>
  newAgreementSchema.check(
    z.superRefine((value, context) => {
      if (!isIsoDate(value.startDate)) return;
      const message = newAgreementStartProblem(value.startDate, today);
      if (message) {
        fieldIssue(context, 'startDate', message, value.startDate);
      }
    }),
  );
