import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { memberRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';

// Usage tracking (platform §7: POST /api/v1/production/customevents/{event}). Who opened
// what and when, for the cooperative's statistics; acting-for member kept apart.

/** Views of the pages platform §2 tracks ('/', the proxy list); a visitor has no member. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuidId(),
    page: text('page').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    effectiveMemberId: uuid('effective_member_id').references(() => members.id),
    impersonated: boolean('impersonated').notNull().default(false),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('page_views_page_idx').on(t.page, t.occurredAt)],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuidId(),
    event: text('event').notNull(),
    memberId: memberRef(),
    effectiveMemberId: memberRef('effective_member_id'),
    impersonated: boolean('impersonated').notNull().default(false),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('usage_events_event_idx').on(t.event, t.occurredAt)],
);
