import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { proxies } from '../db/schema.ts';

/** One-time tickets for a proxy receiver's external registration (/fullmakter/extern/{ticketId}/). */
export const proxyTickets = pgTable('proxy_tickets', {
  id: text('id').primaryKey(),
  proxyId: uuid('proxy_id')
    .notNull()
    .references(() => proxies.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
