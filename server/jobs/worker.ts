import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { onJobEnqueued, type Job } from './queue.ts';
import {
  kindsByName,
  parsePayload,
  PermanentJobError,
  type AnyJobKind,
  type JobContext,
} from './registry.ts';
import { enqueueForPeriod, type Schedule } from './schedule.ts';
import { jobs } from './schema.ts';

/** Where the worker reports trouble (Fastify's app.log fits). */
export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface WorkerOptions {
  db: Db;
  /** The kinds this worker runs; jobs of other kinds are left for workers that know them. */
  kinds: readonly AnyJobKind[];
  /** How often to look for due jobs when idle (default 1000 ms). */
  pollMs?: number;
  /** Jobs run at the same time by this worker (default 1). */
  concurrency?: number;
  /** Lease of a claimed job, renewed every third of it while the handler runs (default 60 s). */
  leaseMs?: number;
  /** Recurring jobs this worker keeps enqueued (one per period over all processes). */
  schedules?: readonly Schedule[];
  /** How often schedules are checked (default 60 s; the first check is at start). */
  scheduleCheckMs?: number;
  /** Default: host, process id and a random part. */
  workerId?: string;
  logger?: JobLogger;
}

export interface Worker {
  readonly id: string;
  /** Look for jobs now instead of at the next poll. */
  wake(): void;
  /**
   * Claims nothing more, waits for the running jobs to finish, then resolves. With
   * `timeoutMs`, jobs still running by then are told to stop (their signal aborts) and left
   * to their leases: another worker runs them again once the lease has run out.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

const silentLogger: JobLogger = { error() {}, warn() {} };

/**
 * Starts a worker in this process: it claims due jobs of its kinds, runs their handlers and
 * stores the outcome (completed with the result, queued again after a backoff, or error
 * after the last attempt). Any number of workers, in any number of processes, may share
 * one database: claims use FOR UPDATE SKIP LOCKED and a lease.
 */
export function startWorker(options: WorkerOptions): Worker {
  const { db } = options;
  const byName = kindsByName(options.kinds);
  const kindNames = [...byName.keys()];
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 1;
  const leaseMs = options.leaseMs ?? 60_000;
  const scheduleCheckMs = options.scheduleCheckMs ?? 60_000;
  const schedules = options.schedules ?? [];
  const logger = options.logger ?? silentLogger;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error('concurrency must be a positive integer');
  }
  for (const schedule of schedules) {
    if (!byName.has(schedule.kind.name)) {
      throw new Error(`Schedule ${schedule.name} needs job kind ${schedule.kind.name} in kinds`);
    }
    parsePayload(schedule.kind, schedule.payload); // a misconfigured schedule fails at start
  }

  let stopping = false;
  /** Running jobs and the controllers of their signals. */
  const running = new Map<Promise<void>, AbortController>();
  let nextScheduleCheck = 0;

  // One pending wake-up: set by wake(), a finished job or an enqueue in this process, and
  // consumed by the loop, so a wake-up during a claim is not lost.
  let woken = false;
  let release: (() => void) | null = null;
  const wake = () => {
    woken = true;
    release?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        release = null;
        resolve();
      }
      release = done;
    });
  const unsubscribe = onJobEnqueued(wake);

  const runOne = (job: Job) => {
    const kind = byName.get(job.kind);
    if (!kind) return; // claimJobs only claims our kinds
    const controller = new AbortController();
    const task = runJob(db, kind, job, id, leaseMs, logger, controller).finally(() => {
      running.delete(task);
      wake();
    });
    running.set(task, controller);
  };

  const loop = async () => {
    while (!stopping) {
      woken = false;
      try {
        if (schedules.length > 0 && Date.now() >= nextScheduleCheck) {
          nextScheduleCheck = Date.now() + scheduleCheckMs;
          for (const schedule of schedules) await enqueueForPeriod(db, schedule);
        }
        const free = concurrency - running.size;
        if (free > 0 && kindNames.length > 0) {
          const claimed = await claimJobs(db, {
            kinds: kindNames,
            limit: free,
            workerId: id,
            leaseMs,
          });
          for (const job of claimed) runOne(job);
          // A full batch: there may be more due already; look again when a slot frees.
          if (claimed.length === free) continue;
        }
      } catch (error) {
        logger.error({ err: error, workerId: id }, 'Job worker could not claim jobs');
      }
      await pause(pollMs);
    }
  };
  const looping = loop();

  return {
    id,
    wake,
    async stop(stopOptions = {}) {
      stopping = true;
      unsubscribe();
      release?.();
      await looping;
      const finished = (async () => {
        while (running.size > 0) await Promise.allSettled([...running.keys()]);
      })();
      if (stopOptions.timeoutMs === undefined) return finished;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          for (const controller of running.values()) {
            controller.abort(new Error('The worker is stopping'));
          }
          resolve();
        }, stopOptions.timeoutMs);
      });
      await Promise.race([finished, timedOut]);
      clearTimeout(timer);
    },
  };
}

/**
 * Runs every due job of `kinds` in this call, one at a time, until none is due (retries
 * with a zero backoff run in the same call); returns how many attempts ran. For tests and
 * scripts that want a job done now without a polling worker, e.g. a route test:
 * POST (202), `await runDueJobs(db, [certificateJob])`, POST (200 with the file).
 */
export async function runDueJobs(
  db: Db,
  kinds: readonly AnyJobKind[],
  options: { leaseMs?: number; logger?: JobLogger } = {},
): Promise<number> {
  const byName = kindsByName(kinds);
  const workerId = `runDueJobs:${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  let attempts = 0;
  for (;;) {
    const [job] = await claimJobs(db, { kinds: [...byName.keys()], limit: 1, workerId, leaseMs });
    if (!job) return attempts;
    attempts++;
    await runJob(
      db,
      byName.get(job.kind)!,
      job,
      workerId,
      leaseMs,
      options.logger ?? silentLogger,
      new AbortController(),
    );
  }
}

export interface ClaimOptions {
  kinds: readonly string[];
  limit: number;
  workerId: string;
  leaseMs: number;
}

/**
 * Claims up to `limit` due jobs in one short transaction: queued jobs whose run_at has come,
 * and running jobs whose lease ran out (their worker died). Rows another transaction is
 * claiming are skipped, never waited for, so no job is handed to two workers. A job whose
 * lease ran out during its last allowed attempt goes to error instead.
 */
export async function claimJobs(db: Db, options: ClaimOptions): Promise<Job[]> {
  if (options.kinds.length === 0 || options.limit < 1) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: jobs.id,
        state: jobs.state,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...options.kinds]),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];

    const spent = due.filter((j) => j.state === 'running' && j.attempts >= j.maxAttempts);
    if (spent.length > 0) {
      await tx
        .update(jobs)
        .set({
          state: 'error',
          lastError: 'The lease ran out during the last attempt (its worker stopped or hung).',
          finishedAt: sql`now()`,
          lockedUntil: null,
        })
        .where(
          inArray(
            jobs.id,
            spent.map((j) => j.id),
          ),
        );
    }
    const runnable = due.filter((j) => !spent.includes(j)).map((j) => j.id);
    if (runnable.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: options.workerId,
        lockedUntil: leaseEnd(options.leaseMs),
        startedAt: sql`now()`,
      })
      .where(inArray(jobs.id, runnable))
      .returning();
  });
}

function leaseEnd(leaseMs: number) {
  return sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;
}

/** The row as this worker claimed it: still running, ours, the same attempt. */
function heldBy(job: Pick<Job, 'id' | 'attempts'>, workerId: string) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempts),
  );
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function renewLease(
  db: Db,
  job: Pick<Job, 'id' | 'attempts'>,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/** Stores the result; false (and nothing stored) when the job is no longer this worker's. */
export async function completeJob(
  db: Db,
  job: Pick<Job, 'id' | 'attempts'>,
  workerId: string,
  result: unknown,
  file: Buffer | null,
): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({
      state: 'completed',
      result: result ?? null,
      resultFile: file,
      lastError: null,
      finishedAt: sql`now()`,
      lockedUntil: null,
    })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** Records a failed attempt: queued again after the kind's backoff, or error when spent. */
export async function failJob(
  db: Db,
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>,
  kind: AnyJobKind,
  workerId: string,
  error: unknown,
): Promise<'retry' | 'error' | 'lost'> {
  const text = errorText(error);
  const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const updated = await db
    .update(jobs)
    .set(
      final
        ? { state: 'error', lastError: text, finishedAt: sql`now()`, lockedUntil: null }
        : {
            state: 'queued',
            lastError: text,
            lockedUntil: null,
            runAt: sql`now() + make_interval(secs => ${
              Math.max(0, kind.retryDelayMs(job.attempts)) / 1000
            }::double precision)`,
          },
    )
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  if (updated.length === 0) return 'lost';
  return final ? 'error' : 'retry';
}

function errorText(error: unknown): string {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

/** Runs one claimed job to its outcome; never throws. */
async function runJob(
  db: Db,
  kind: AnyJobKind,
  job: Job,
  workerId: string,
  leaseMs: number,
  logger: JobLogger,
  controller: AbortController,
): Promise<void> {
  let file: Buffer | null = null;
  const heartbeat = setInterval(
    () => {
      renewLease(db, job, workerId, leaseMs).then(
        (held) => {
          if (!held) controller.abort(new Error('The job lease was lost'));
        },
        (error: unknown) =>
          logger.warn({ err: error, jobId: job.id }, 'Could not renew a job lease'),
      );
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  const context: JobContext = {
    jobId: job.id,
    attempt: job.attempts,
    maxAttempts: job.maxAttempts,
    memberId: job.memberId,
    db,
    signal: controller.signal,
    setFile(bytes) {
      file = bytes;
    },
  };
  try {
    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
    try {
      const payload = parsePayload(kind, job.payload);
      outcome = { ok: true, result: await kind.handler(payload, context) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    clearInterval(heartbeat);
    if (outcome.ok) {
      const stored = await completeJob(db, job, workerId, outcome.result, file);
      if (!stored) {
        logger.warn({ jobId: job.id, kind: kind.name }, 'A job finished after losing its lease');
      }
    } else {
      const next = await failJob(db, job, kind, workerId, outcome.error);
      const details = { err: outcome.error, jobId: job.id, kind: kind.name, attempt: job.attempts };
      if (next === 'error') logger.error(details, 'A job failed for good');
      else
        logger.warn(
          details,
          next === 'retry'
            ? 'A job failed; it will be retried'
            : 'A job failed after losing its lease',
        );
    }
  } catch (error) {
    // The database refused the outcome; the lease runs out and the job is claimed again.
    logger.error({ err: error, jobId: job.id, kind: kind.name }, 'Could not store a job outcome');
  } finally {
    clearInterval(heartbeat);
  }
}
