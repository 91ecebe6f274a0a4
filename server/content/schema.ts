import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * The content system's last published snapshots (shared/contracts/contentSnapshot.ts), so a
 * content system that is down or slow never takes a page down: the portal starts from, and
 * every process follows, the newest row here.
 */
export const contentSnapshots = pgTable('content_snapshots', {
  version: text('version').primaryKey(),
  snapshot: jsonb('snapshot').notNull(),
  createdAt: createdAt(),
});
