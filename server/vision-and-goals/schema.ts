import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, uuidId } from '../db/columns.ts';
import type { Answers } from '../../shared/contracts/vision-and-goals.ts';
import { members } from '../db/schema.ts';

/**
 * A member's vision and goals survey (economy-membership §3 Survey): one per member (the
 * unique member id), its personal answers, its answers per use-right group and the message
 * to the adviser. Status: draft (saved, never sent), sent, updated (saved after sending).
 */
export const visionSurveys = pgTable('vision_surveys', {
  id: uuidId(),
  memberId: uuid('member_id')
    .notNull()
    .unique()
    .references(() => members.id),
  status: text('status').notNull(),
  personal: jsonb('personal').$type<Answers>().notNull(),
  groups: jsonb('groups').$type<Record<string, Answers>>().notNull(),
  message: text('message').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  sentAt: timestamptz('sent_at'),
});
