import { and, desc, eq, getTableColumns, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parsePayload, type JobKind } from './registry.ts';
import { jobs, type JobState } from './schema.ts';
import { isUuid } from '../../shared/validation/uuid.ts';

/** The database or a transaction handle: enqueue inside a transaction to commit both or neither. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A job as stored. */
export type Job = typeof jobs.$inferSelect;
/** A job without its result file's bytes (lists). */
export type JobSummary = Omit<Job, 'resultFile'> & { hasFile: boolean };

export const unfinishedStates: readonly JobState[] = ['queued', 'running'];
export const finishedStates: readonly JobState[] = ['completed', 'error'];

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date | undefined;
  /** At most one unfinished job per key: a second enqueue returns the job already queued. */
  uniqueKey?: string | undefined;
  /** The member who owns the job and may see its state. */
  memberId?: string | null | undefined;
}

// Workers in this process are told at once about new work; other processes find it by polling.
const enqueueListeners = new Set<() => void>();

/** Calls `listener` after every enqueue in this process; returns the unsubscribe function. */
export function onJobEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

function notifyEnqueued(): void {
  for (const listener of enqueueListeners) listener();
}

/**
 * Queues a job of `kind`. The payload is validated with the kind's schema (a bad payload
 * throws and nothing is stored). With a uniqueKey, a job still queued or running under that
 * key is returned instead of a new one, also when two processes enqueue at the same moment
 * (the partial unique index decides).
 */
export async function enqueue<P>(
  db: Queryable,
  kind: JobKind<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<Job> {
  const checked = parsePayload(kind, payload);
  const values = {
    kind: kind.name,
    payload: checked,
    maxAttempts: kind.maxAttempts,
    uniqueKey: options.uniqueKey ?? null,
    memberId: options.memberId ?? null,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  };
  // The unfinished job under the key may finish between our insert and our select; then
  // the next insert succeeds. A few rounds are plenty.
  for (let round = 0; round < 5; round++) {
    const [inserted] = await db.insert(jobs).values(values).onConflictDoNothing().returning();
    if (inserted) {
      notifyEnqueued();
      return inserted;
    }
    if (!options.uniqueKey) break;
    const [existing] = await db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.uniqueKey, options.uniqueKey), inArray(jobs.state, [...unfinishedStates])),
      );
    if (existing) return existing;
  }
  throw new Error(`Could not enqueue a job of kind ${kind.name}`);
}

/** One job by id (undefined when there is none, also for an id that is not a uuid). */
export async function getJob(db: Queryable, id: string): Promise<Job | undefined> {
  if (!isUuid(id)) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** One job by id, only when `memberId` owns it: what a member-facing endpoint reads. */
export async function getMemberJob(
  db: Queryable,
  id: string,
  memberId: string,
): Promise<Job | undefined> {
  if (!isUuid(id)) return undefined;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.memberId, memberId)));
  return job;
}

/** A member's jobs, newest first (without result files), optionally of some kinds only. */
export async function listMemberJobs(
  db: Queryable,
  memberId: string,
  options: { kinds?: readonly string[]; limit?: number } = {},
): Promise<JobSummary[]> {
  const { resultFile: _file, ...columns } = getTableColumns(jobs);
  return db
    .select({ ...columns, hasFile: sql<boolean>`${jobs.resultFile} is not null` })
    .from(jobs)
    .where(
      and(
        eq(jobs.memberId, memberId),
        options.kinds ? inArray(jobs.kind, [...options.kinds]) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(options.limit ?? 50);
}

/**
 * The newest finished (completed or error) job under `uniqueKey` that nobody has taken yet,
 * marked delivered in the same statement, so that of two processes answering the same
 * member's polls only one hands out the file. For one-time results such as a certificate.
 * Only jobs finished within `maxAgeMs` (default 10 minutes) count: a result the member's
 * client stopped waiting for is not handed out days later.
 */
export async function takeFinishedJob(
  db: Queryable,
  uniqueKey: string,
  options: { maxAgeMs?: number } = {},
): Promise<Job | undefined> {
  const maxAgeSeconds = (options.maxAgeMs ?? 10 * 60_000) / 1000;
  const newest = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.uniqueKey, uniqueKey),
        inArray(jobs.state, [...finishedStates]),
        isNull(jobs.deliveredAt),
        gt(jobs.finishedAt, sql`now() - make_interval(secs => ${maxAgeSeconds}::double precision)`),
      ),
    )
    .orderBy(desc(jobs.finishedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [taken] = await db
    .update(jobs)
    .set({ deliveredAt: sql`now()` })
    .where(and(inArray(jobs.id, newest), isNull(jobs.deliveredAt)))
    .returning();
  return taken;
}

/** Deletes jobs that finished before `finishedBefore`; returns how many. */
export async function pruneJobs(db: Queryable, finishedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, [...finishedStates]), lt(jobs.finishedAt, finishedBefore)))
    .returning({ id: jobs.id });
  return deleted.length;
}

/** What a member may see of a job: never the internal error text. */
export type MemberJobState = 'inProgress' | 'completed' | 'error';

export interface MemberJobView {
  id: string;
  kind: string;
  state: MemberJobState;
  createdAt: string;
  finishedAt: string | null;
  /** The handler's JSON result once completed; null otherwise. */
  result: unknown;
  /** True when the completed job holds a file to download. */
  hasFile: boolean;
}

export function memberJobState(state: JobState): MemberJobState {
  return state === 'completed' ? 'completed' : state === 'error' ? 'error' : 'inProgress';
}

export function memberJobView(job: Job | JobSummary): MemberJobView {
  const state = memberJobState(job.state);
  const hasFile = 'hasFile' in job ? job.hasFile : job.resultFile != null;
  return {
    id: job.id,
    kind: job.kind,
    state,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
    result: state === 'completed' ? (job.result ?? null) : null,
    hasFile: state === 'completed' && hasFile,
  };
}
