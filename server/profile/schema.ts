import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, uuidId } from '../db/columns.ts';
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
