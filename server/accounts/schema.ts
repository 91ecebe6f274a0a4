import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, ore, requiredRef, timestamptz, uuidId } from '../db/columns.ts';

/** New account numbers (8480-1000001, ...): a sequence, so racing processes never collide. */
export const accountNumberSequence = pgSequence('account_number_seq', { startWith: 1000001 });

/**
 * A member's account (economy-membership §3). Its balance is never stored: it is the sum of
 * its transactions; what is reserved is the sum of its signed, unbooked withdrawals.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuidId(),
    memberId: memberRef(),
    /** shared/contracts/accounts.ts accountTypes. */
    type: text('type').notNull(),
    accountNumber: text('account_number').notNull().unique(),
    /** Basis points (125 = 1,25 %); null where no interest is paid. */
    interestRateBp: integer('interest_rate_bp'),
    active: boolean('active').notNull().default(true),
    openedOn: date('opened_on').notNull(),
    /** Fixed-interest maturity, the payment plan's last day. */
    endsOn: date('ends_on'),
    /** Payment plan (§3): the agreement it came from and who receives the payouts. */
    planAgreement: text('plan_agreement'),
    planReceiver: text('plan_receiver'),
    /** The day the plan was agreed: plans agreed before 2024 are locked for members (§8). */
    planAgreedOn: date('plan_agreed_on'),
    /** Withdrawals locked by the cooperative (§8 "locked via e-service"). */
    withdrawalLocked: boolean('withdrawal_locked').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('accounts_member_idx').on(table.memberId)],
);

/** Every booking on an account; amounts signed (a withdrawal is negative). */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: uuidId(),
    accountId: requiredRef('account_id', () => accounts.id),
    /** shared/contracts/accounts.ts transactionActivities. */
    activity: text('activity').notNull(),
    text: text('text').notNull(),
    bookedOn: date('booked_on').notNull(),
    amountOre: ore('amount_ore').notNull(),
    /** The withdrawal this books: at most one booking per withdrawal. */
    withdrawalId: uuid('withdrawal_id').unique(),
    /** The fixed-interest opening this moves money for (one booking per account and opening). */
    openingId: uuid('opening_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_transactions_account_idx').on(table.accountId, table.bookedOn, table.id),
    uniqueIndex('account_transactions_opening_idx').on(table.openingId, table.accountId),
  ],
);

/**
 * A withdrawal: `unsigned` while its sign order runs, `reserved` once signed (counted in the
 * account's reserved amount), `booked` when the ledger has booked it, `cancelled` when a newer
 * one replaced it before signing. At most one waits for a signature per account.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidId(),
    accountId: requiredRef('account_id', () => accounts.id),
    /** Whose money: the account's member (the proxy giver when a proxy is used). */
    memberId: memberRef(),
    /** The signed-in member who asked for it. */
    requestedBy: memberRef('requested_by'),
    amountOre: ore('amount_ore').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull(),
    /** The Swedish day it was signed: the day and year of the payment plan's limits. */
    signedOn: date('signed_on'),
    createdAt: createdAt(),
    signedAt: timestamptz('signed_at'),
    bookedAt: timestamptz('booked_at'),
  },
  (table) => [
    index('withdrawals_account_idx').on(table.accountId, table.status),
    uniqueIndex('withdrawals_one_unsigned_idx')
      .on(table.accountId)
      .where(sql`${table.status} = 'unsigned'`),
    check('withdrawals_positive', sql`${table.amountOre} > 0`),
  ],
);

/** A new fixed-interest account waiting for its signature, then the account it opened. */
export const accountOpenings = pgTable(
  'account_openings',
  {
    id: uuidId(),
    memberId: memberRef(),
    requestedBy: memberRef('requested_by'),
    termYears: integer('term_years').notNull(),
    amountOre: ore('amount_ore').notNull(),
    /** The rate the member saw and signed. */
    interestRateBp: integer('interest_rate_bp').notNull(),
    /** unsigned, opened or cancelled. */
    status: text('status').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    createdAt: createdAt(),
    openedAt: timestamptz('opened_at'),
  },
  (table) => [
    uniqueIndex('account_openings_one_unsigned_idx')
      .on(table.memberId)
      .where(sql`${table.status} = 'unsigned'`),
    check('account_openings_positive', sql`${table.amountOre} > 0`),
  ],
);

/** Fixed-interest rates by term, from a day on (the rate of a day: the latest valid_from). */
export const fixedInterestRates = pgTable(
  'fixed_interest_rates',
  {
    termYears: integer('term_years').notNull(),
    validFrom: date('valid_from').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.termYears, table.validFrom] })],
);
