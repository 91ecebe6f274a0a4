import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, uuidId } from '../db/columns.ts';

/** Support messages (skogsägarsupport), kept for the member they concern. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuidId(),
    memberId: memberRef(),
    sentByMemberId: memberRef('sent_by_member_id'),
    purpose: text('purpose').notNull(),
    contactPreference: text('contact_preference').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_member_idx').on(t.memberId)],
);
