import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../db/schema.ts';

/** Support messages (skogsägarsupport), kept for the member they concern. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    sentByMemberId: uuid('sent_by_member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').notNull(),
    contactPreference: text('contact_preference').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_member_idx').on(t.memberId)],
);
