import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';

/**
 * An e-ID sign-in through BankID at the local identity provider (issue 31): the BankID
 * /auth order of one sign-in interaction (one at a time: starting again replaces it). In the
 * database, so any server process answers the sign-in page's polls; removed when the
 * sign-in finishes with it.
 */
export const bankIdAuthOrders = pgTable('bankid_auth_orders', {
  /** The oidc-provider interaction (the sign-in page's uid). */
  uid: text('uid').primaryKey(),
  orderRef: text('order_ref').notNull().unique(),
  /** 'this' (BankID på den här enheten) or 'other' (annan enhet, the QR code). */
  way: text('way').notNull(),
  autoStartToken: text('auto_start_token').notNull(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  /** pending, complete, failed or cancelled. */
  status: text('status').notNull(),
  hintCode: text('hint_code'),
  /** The member's address as the portal saw it (endUserIp). */
  endUserIp: text('end_user_ip').notNull(),
  /** Who BankID says identified themselves (complete). */
  personalNumber: text('personal_number'),
  completionData: jsonb('completion_data').$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at').notNull(),
  collectedAt: timestamptz('collected_at'),
});
