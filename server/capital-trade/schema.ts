import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, ore, requiredRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';

/** Order numbers (HO-100001, ...): a sequence, so racing processes never collide. */
export const tradeOrderNumberSequence = pgSequence('trade_order_number_seq', { startWith: 100001 });

/**
 * A monthly trade period (§3, §4): orders arrive from `opens_on` through `closes_on`. Periods
 * never overlap (createTradePeriod checks under a table lock: OverlappingTradeOrderPeriods).
 */
export const tradePeriods = pgTable(
  'trade_periods',
  {
    id: uuidId(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    /** limited (issued capital only) or full (issued and paid). */
    tradeType: text('trade_type').notNull(),
  },
  (table) => [
    check('trade_periods_order', sql`${table.closesOn} >= ${table.opensOn}`),
    index('trade_periods_dates_idx').on(table.opensOn, table.closesOn),
  ],
);

/** The productive forest a member's stake obligation is counted on (§9), hundredths of a hectare. */
export const stakeBases = pgTable('stake_bases', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  productiveForestHundredthsHa: integer('productive_forest_hundredths_ha').notNull(),
});

/**
 * What an order is for: a period, account, buy or sell, amount and rate. A request holds the
 * terms its order is created with (createOrderFrom copies them).
 */
const orderTerms = () => ({
  periodId: requiredRef('period_id', () => tradePeriods.id),
  accountType: text('account_type').notNull(),
  orderType: text('order_type').notNull(),
  amountOre: ore('amount_ore').notNull(),
  rateHundredths: integer('rate_hundredths').notNull(),
});

/**
 * A placed order. One active order per member, period and account type (§4), a partial
 * unique index: two tabs completing at once create one order, the other reads
 * ExistingTradeOrder.
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: uuidId(),
    orderNumber: text('order_number').notNull().unique(),
    memberId: memberRef(),
    ...orderTerms(),
    sumOre: ore('sum_ore').notNull(),
    /** Active or Canceled. */
    status: text('status').notNull(),
    /** The signed request it came from (one order per request). */
    requestId: uuid('request_id').unique(),
    createdAt: createdAt(),
    canceledAt: timestamptz('canceled_at'),
  },
  (table) => [
    uniqueIndex('trade_orders_one_active_idx')
      .on(table.memberId, table.periodId, table.accountType)
      .where(sql`${table.status} = 'Active'`),
    check('trade_orders_positive', sql`${table.amountOre} > 0`),
  ],
);

/**
 * An order as the member filled it in, waiting for the signature (`unsigned`), then
 * `created` (the order exists), `manual` (a PEP answer: a staff task decides) or `refused`
 * (staff declined it). Two tabs may each wait for a signature; the order's unique index lets
 * only one of them become an order.
 */
export const tradeOrderRequests = pgTable(
  'trade_order_requests',
  {
    id: uuidId(),
    memberId: memberRef(),
    requestedBy: memberRef('requested_by'),
    ...orderTerms(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    pep: boolean('pep').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('trade_order_requests_member_idx').on(table.memberId)],
);
