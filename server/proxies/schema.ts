import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from '../db/columns.ts';
import { proxies } from '../db/schema.ts';

/** One-time tickets for a proxy receiver's external registration (/fullmakter/extern/{ticketId}/). */
export const proxyTickets = pgTable('proxy_tickets', {
  id: text('id').primaryKey(),
  proxyId: requiredRef('proxy_id', () => proxies.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});
