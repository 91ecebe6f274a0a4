import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of money and signing calls (server/kit/idempotency.ts): one row per
 * signed-in person and key. The primary key is what makes two processes agree that only
 * one request with a key runs; the stored answer is replayed to the others afterwards.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id').notNull(),
    key: text('key').notNull(),
    /** 'POST /api/v1/...' with the filled path: a key belongs to one call. */
    route: text('route').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
);
