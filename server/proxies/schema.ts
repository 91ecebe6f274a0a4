import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../db/columns.ts';
import { proxies } from '../db/schema.ts';

/** One-time tickets for a proxy receiver's external registration (/fullmakter/extern/{ticketId}/). */
export const proxyTickets = pgTable('proxy_tickets', {
  id: text('id').primaryKey(),
  proxyId: uuid('proxy_id')
    .notNull()
    .references(() => proxies.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});
