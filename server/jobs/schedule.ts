import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enqueue, type Job } from './queue.ts';
import type { AnyJobKind } from './registry.ts';
import { jobSchedules } from './schema.ts';

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/**
 * A recurring job: one job of `kind` per period of `everyMs` (periods start at the Unix
 * epoch plus `offsetMs`, in UTC: dayMs with offsetMs 2 * hourMs is "every night at 02:00
 * UTC"). A missed period is not made up for: a process that was down simply enqueues the
 * current one, so handlers should sweep "everything due", not "what came in yesterday".
 */
export interface Schedule<P = unknown> {
  /** Unique over the portal; the job_schedules row. Default: the kind's name. */
  name: string;
  kind: AnyJobKind;
  payload: P;
  everyMs: number;
  offsetMs?: number;
}

export function schedule<P>(options: {
  kind: AnyJobKind;
  payload: P;
  everyMs: number;
  offsetMs?: number;
  name?: string;
}): Schedule<P> {
  if (!(options.everyMs >= 1000)) throw new Error('A schedule runs at most once a second');
  return { ...options, name: options.name ?? options.kind.name };
}

/** The start of the period that `now` falls in. */
export function periodStart(s: Pick<Schedule, 'everyMs' | 'offsetMs'>, now: Date): Date {
  const offset = s.offsetMs ?? 0;
  return new Date(Math.floor((now.getTime() - offset) / s.everyMs) * s.everyMs + offset);
}

/**
 * Enqueues the schedule's job for the period `now` falls in, unless some process already
 * did: the job_schedules row is moved forward to this period by exactly one transaction,
 * and that one enqueues (unique key '<name>:<period start>'). Returns the new job or null.
 */
export async function enqueueForPeriod(
  db: Db,
  s: Schedule,
  now: Date = new Date(),
): Promise<Job | null> {
  const start = periodStart(s, now);
  return db.transaction(async (tx) => {
    const [won] = await tx
      .insert(jobSchedules)
      .values({ name: s.name, periodStart: start })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { periodStart: start, updatedAt: sql`now()` },
        setWhere: sql`${jobSchedules.periodStart} < ${start.toISOString()}`,
      })
      .returning({ name: jobSchedules.name });
    if (!won) return null;
    const job = await enqueue(tx, s.kind, s.payload, {
      uniqueKey: `${s.name}:${start.toISOString()}`,
    });
    await tx.update(jobSchedules).set({ jobId: job.id }).where(eq(jobSchedules.name, s.name));
    return job;
  });
}
