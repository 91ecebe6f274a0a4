import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ore, requiredRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';

/** A member's electricity customer record (economy-membership §3 Electricity customer). */
export const electricityCustomers = pgTable('electricity_customers', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  customerNumber: text('customer_number').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  phone: text('phone'),
  mobile: text('mobile'),
  email: text('email'),
});

/** The electricity customer a row belongs to: required, electricity_customers.member_id. */
const customerRef = () => requiredRef('member_id', () => electricityCustomers.memberId);

/**
 * The facility and start an agreement is made on: a signup (ny-kund) fills in the same terms
 * the agreement it becomes is stored with.
 */
const facilityTerms = () => ({
  facilityId: text('facility_id').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  biddingArea: text('bidding_area').notNull(),
  startDate: date('start_date').notNull(),
});

/**
 * An electricity agreement for one facility (§3 Agreement). A customer is active while one
 * of its agreements runs (start on or before today, no end or an end today or later).
 */
export const electricityAgreements = pgTable(
  'electricity_agreements',
  {
    id: uuidId(),
    memberId: customerRef(),
    ...facilityTerms(),
    endDate: date('end_date'),
    noticePeriodMonths: integer('notice_period_months').notNull(),
    invoiceMethod: text('invoice_method').notNull(),
  },
  (table) => [
    index('electricity_agreements_member_idx').on(table.memberId),
    check('electricity_agreements_area', sql`${table.biddingArea} in ('SE1','SE2','SE3','SE4')`),
    check(
      'electricity_agreements_dates',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Metered consumption: one row per facility and day with its 24 hourly readings in Wh
 * (index 1 = 00:00-01:00 Swedish time). 730 rows hold two years; the statistics call sums
 * them per hour, day, ISO week or month in SQL (server/electricity/statistics.ts).
 */
export const electricityConsumption = pgTable(
  'electricity_consumption',
  {
    facilityId: text('facility_id').notNull(),
    day: date('day').notNull(),
    wh: integer('wh').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.day] }),
    check('electricity_consumption_hours', sql`cardinality(${table.wh}) = 24`),
  ],
);

/**
 * An invoice (§3 Invoice). The status is never stored: it follows from the amounts, the due
 * date and today (server/electricity/invoiceStatus.ts). A credit has a negative amount.
 */
export const electricityInvoices = pgTable(
  'electricity_invoices',
  {
    id: uuidId(),
    memberId: customerRef(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull(),
    facilityId: text('facility_id').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    dueDate: date('due_date').notNull(),
    paymentDate: date('payment_date'),
    amountOre: ore('amount_ore').notNull(),
    remainingOre: ore('remaining_ore').notNull(),
  },
  (table) => [
    uniqueIndex('electricity_invoices_number_idx').on(table.invoiceNumber),
    index('electricity_invoices_member_idx').on(table.memberId, table.invoiceNumber),
  ],
);

/**
 * ny-kund (§2): a new agreement an inactive customer has filled in, waiting for the e-ID
 * signature (awaitingSignature); the signature puts the agreement on record (signed,
 * agreement_id). One waiting per member (partial unique index): a retry replaces it.
 */
export const electricitySignups = pgTable(
  'electricity_signups',
  {
    id: uuidId(),
    memberId: customerRef(),
    ...facilityTerms(),
    invoiceMethod: text('invoice_method').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    signedAt: timestamptz('signed_at'),
    agreementId: uuid('agreement_id').references(() => electricityAgreements.id),
  },
  (table) => [
    uniqueIndex('electricity_signups_one_waiting')
      .on(table.memberId)
      .where(sql`${table.status} = 'awaitingSignature'`),
    check('electricity_signups_status', sql`${table.status} in ('awaitingSignature', 'signed')`),
  ],
);
