import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';

/**
 * A sign order (issue 9): one e-ID signature that one member must make before an area's
 * action happens (a proxy, a capital trade order, a withdrawal...). The order keeps what the
 * signer is shown (userVisibleData, Swedish) and the SHA-256 of the canonical data signed,
 * so what was signed can be proven later; the area's action runs once, in the transaction
 * that marks the order complete (server/signing/service.ts).
 *
 * Lifetimes (decided here): the whole order lives 3 minutes (`expires_at`), like a BankID
 * order that is never started; the animated QR code changes every second and each code is
 * only usable for about 30 seconds, which the server guarantees by computing it from the
 * seconds since `created_at` on each poll.
 */
export const signOrders = pgTable(
  'sign_orders',
  {
    id: uuidId(),
    /** The reference the provider gave the order; the client's handle on it. */
    orderRef: text('order_ref').notNull().unique(),
    /** Which provider holds it ('test' for the local test signer, or a broker's name). */
    provider: text('provider').notNull(),
    /** The area's kind of signature, e.g. 'proxy'. */
    kind: text('kind').notNull(),
    /** What is signed within the kind, e.g. the proxy id. */
    subjectId: text('subject_id').notNull(),
    /** The signed-in member who signs (never staff, never another member's number). */
    signerMemberId: memberRef('signer_member_id'),
    signerPersonalNumber: text('signer_personal_number').notNull(),
    /** The member the action is for: the signer, or the giver of the proxy in use. */
    actingForMemberId: memberRef('acting_for_member_id'),
    /** The Swedish text the signer reads in the e-ID app. */
    userVisibleData: text('user_visible_data').notNull(),
    /** Hex SHA-256 of the canonical JSON of the data signed (userNonVisibleData). */
    dataSha256: text('data_sha256').notNull(),
    /** pending, complete, failed or cancelled. */
    status: text('status').notNull(),
    /** The provider's last hint (BankID's hintCode): outstandingTransaction, userSign... */
    hintCode: text('hint_code'),
    /** The member's address as the portal saw it, sent to the provider (BankID: endUserIp). */
    endUserIp: text('end_user_ip'),
    autoStartToken: text('auto_start_token').notNull(),
    qrStartToken: text('qr_start_token').notNull(),
    qrStartSecret: text('qr_start_secret').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** The last collect at the provider (polls in between answer the stored state). */
    collectedAt: timestamptz('collected_at'),
    /**
     * The provider's completion data, kept as evidence for an audit: with BankID the user,
     * device address, the XML signature and the OCSP response, as BankID answered them.
     */
    completionData: jsonb('completion_data').$type<Record<string, unknown>>(),
    /** What the area's completion handler answered (complete), or the problem (failed). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    // At most one order waits per subject, and a subject is signed (completed) once.
    uniqueIndex('sign_orders_one_pending')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('sign_orders_one_complete')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} = 'complete'`),
    index('sign_orders_signer_idx').on(t.signerMemberId, t.createdAt),
  ],
);

/**
 * The local test signer's own state (what BankID's servers would hold): the member has
 * confirmed with their personal number (userSign), the order is then complete. Only used when
 * no external e-ID broker is configured.
 */
export const testSignerOrders = pgTable('test_signer_orders', {
  orderRef: text('order_ref').primaryKey(),
  personalNumber: text('personal_number').notNull(),
  /** outstandingTransaction, userSign, complete, cancelled. */
  state: text('state').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
});

/**
 * A signing link sent by e-mail or SMS (links.ts): single use, expiring. Only the sha256 of
 * its token is kept. It holds the sign request as the area made it (kind, subject, the text
 * and the data signed), so opening it starts exactly that order for its signer. Status:
 * sent → used (an order was started from it) or revoked (a newer link for the subject).
 */
export const signLinks = pgTable(
  'sign_links',
  {
    id: uuidId(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    signerMemberId: memberRef('signer_member_id'),
    actingForMemberId: memberRef('acting_for_member_id'),
    userVisibleData: text('user_visible_data').notNull(),
    data: jsonb('data').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** The sign order started from it. */
    orderRef: text('order_ref'),
  },
  (t) => [
    // One live link per subject: a new one revokes the older.
    uniqueIndex('sign_links_one_sent')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} = 'sent'`),
    check('sign_links_status', sql`${t.status} in ('sent', 'used', 'revoked')`),
    check('sign_links_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * Messages to members by e-mail or SMS (an outbox): the row is written in the transaction
 * that makes the message, and a job (`signing.sendOutboxMessage`) hands it to the channel's
 * transport (server/messaging: SMTP, the SMS gateway, or in the demo their local stand-ins),
 * then marks it sent with the transport's name and reference. Without a transport (a test's
 * app) the row with its text is the delivery. The developer outbox /utvecklare/utkorg shows it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuidId(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** The transport it was delivered to (its name) and the transport's id for it. */
    transport: text('transport'),
    transportRef: text('transport_ref'),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_status', sql`${t.status} in ('queued', 'sent')`),
    check('outbox_messages_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
