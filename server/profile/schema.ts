import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';

/** An address change waits for review before it replaces the address in force. */
export const addressChangeRequests = pgTable('address_change_requests', {
  id: uuidId(),
  memberId: memberRef(),
  co: text('co'),
  address1: text('address1').notNull(),
  address2: text('address2'),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  status: text('status').notNull().default('pendingReview'),
  requestedBy: uuid('requested_by').references(() => members.id),
  createdAt: createdAt(),
});

/**
 * The member's notice choices (issue 33): one row per kind and channel the member has saved
 * (the form saves all eight; an unsubscribe link turns one off). A missing row is the default
 * (shared/contracts/profile/notices.ts, defaultNoticePreferences).
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    memberId: memberRef(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.channel] })],
);

/**
 * Each notice sent once (issue 33): the row is inserted in the same transaction as its
 * outbox messages, and its key (member, kind, subject, step) is unique, so two processes
 * finding the same due notice send it once: the second insert does nothing, and its
 * transaction queues nothing.
 */
export const noticesSent = pgTable(
  'notices_sent',
  {
    memberId: memberRef(),
    kind: text('kind').notNull(),
    /** What it is about, e.g. the action's id 'timber-agreements:sign:<id>'. */
    subject: text('subject').notNull(),
    /** Which notice of the subject, e.g. 'due-3' (three working days before), 'booked'. */
    step: text('step').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.subject, t.step] })],
);
