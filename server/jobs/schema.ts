import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';

// The background job runner's tables (server/jobs/README.md). Re-exported by
// server/db/schema.ts; this file imports nothing from it, so there is no import cycle
// (which is also why member_id is a plain column rather than a foreign key).

/** bytea (a job's result file, e.g. a PDF), kept in the database like every other file. */
const jobFile = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: a Buffer either way.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** queued -> running -> completed | error; running -> queued again for a retry. */
export const jobStates = ['queued', 'running', 'completed', 'error'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * One unit of background work. A worker claims a row with SELECT ... FOR UPDATE SKIP LOCKED
 * and holds it by a lease (locked_until, renewed while the handler runs); a lease that runs
 * out (a crashed process) makes the row claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registered kind's name, e.g. 'memberProfile.certificate'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: delayed and scheduled jobs, and the backoff before a retry. */
    runAt: timestamptz('run_at').notNull().defaultNow(),
    /** The lease of a running job; past it, another worker may claim the job. */
    lockedUntil: timestamptz('locked_until'),
    /** The worker holding (or last holding) the job. */
    lockedBy: text('locked_by'),
    /** At most one unfinished job per key (e.g. 'certificate:<memberId>'). */
    uniqueKey: text('unique_key'),
    /** The member who owns the job and may see its state; null for the portal's own jobs. */
    memberId: uuid('member_id'),
    /** What the handler returned (JSON). */
    result: jsonb('result').$type<unknown>(),
    /** A file the handler produced (PDF, CSV). */
    resultFile: jobFile('result_file'),
    /** The last failure's text: internal, for logs and staff, never shown to a member. */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** When the member's client took the finished result (a one-time download). */
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_unfinished')
      .on(t.uniqueKey)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_queued_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    /** takeFinishedJob: the newest finished job under a key. */
    index('jobs_unique_key_idx').on(t.uniqueKey, t.finishedAt),
    index('jobs_member_idx').on(t.memberId, t.createdAt),
    index('jobs_finished_idx').on(t.finishedAt),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'completed', 'error')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/** Recurring schedules: the last period each one was enqueued for (one row per schedule). */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  periodStart: timestamptz('period_start').notNull(),
  jobId: uuid('job_id'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
