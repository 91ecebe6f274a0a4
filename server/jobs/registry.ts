import * as zc from 'zod/v4/core';
import type { Db } from '../db/client.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** The job's id (for logs, or to store alongside what the handler writes). */
  jobId: string;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
  /** The member who owns the job, when one does. */
  memberId: string | null;
  /** The portal's database (handlers run their writes in their own transactions). */
  db: Db;
  /**
   * Aborted when this worker has lost the job's lease (the database was unreachable long
   * enough for another worker to claim it): stop and write nothing more.
   */
  signal: AbortSignal;
  /** Keep a file (PDF, CSV) as the job's result, next to the JSON the handler returns. */
  setFile(bytes: Buffer): void;
}

/** A failure that retrying cannot fix (bad data): the job goes to error at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * One kind of background work. P is the payload (validated on enqueue and again before
 * the handler runs), R what the handler returns (stored as JSON in jobs.result).
 */
export interface JobKind<P = unknown, R = unknown> {
  /** Unique over the portal, area first: 'memberProfile.certificate', 'timber.closeIdle'. */
  readonly name: string;
  readonly payload: zc.$ZodType<P>;
  readonly handler: (payload: P, ctx: JobContext) => Promise<R> | R;
  /** Attempts before the job ends in error (default 5). */
  readonly maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after attempt `attempt` failed. */
  readonly retryDelayMs: (attempt: number) => number;
}

/** Any registered kind, whatever its types (what startWorker takes a list of). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobKind = JobKind<any, any>;

export interface JobKindDefinition<S extends zc.$ZodType, R> {
  name: string;
  payload: S;
  handler: (payload: zc.output<S>, ctx: JobContext) => Promise<R> | R;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
}

/** Exponential backoff: 5 s, 10 s, 20 s ... at most one hour. */
export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Declares a job kind; the area lists it in its defineServerArea (`jobs`). */
export function defineJobKind<S extends zc.$ZodType, R>(
  definition: JobKindDefinition<S, R>,
): JobKind<zc.output<S>, R> {
  const maxAttempts = definition.maxAttempts ?? 5;
  if (!/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(definition.name)) {
    throw new Error(`Job kind name '${definition.name}' must be 'area.name' in camelCase`);
  }
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`Job kind ${definition.name}: maxAttempts must be a positive integer`);
  }
  return {
    name: definition.name,
    payload: definition.payload as zc.$ZodType<zc.output<S>>,
    handler: definition.handler,
    maxAttempts,
    retryDelayMs: definition.retryDelayMs ?? defaultRetryDelayMs,
  };
}

/** Validates a payload with the kind's schema; throws PermanentJobError when it does not fit. */
export function parsePayload<P>(kind: JobKind<P>, payload: unknown): P {
  const parsed = zc.safeParse(kind.payload, payload);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.map(String).join('.') || '(payload)'}: ${i.message}`)
      .join('; ');
    throw new PermanentJobError(`Invalid payload for job kind ${kind.name}: ${issues}`);
  }
  return parsed.data;
}

/** Kinds by name; refuses two kinds with one name. */
export function kindsByName(kinds: readonly AnyJobKind[]): Map<string, AnyJobKind> {
  const map = new Map<string, AnyJobKind>();
  for (const kind of kinds) {
    const existing = map.get(kind.name);
    if (existing && existing !== kind) throw new Error(`Two job kinds are named ${kind.name}`);
    map.set(kind.name, kind);
  }
  return map;
}
