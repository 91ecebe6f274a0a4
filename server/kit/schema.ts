import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';

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
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
);
