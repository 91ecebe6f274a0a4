// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { openTestDatabase } from '../testing/database.ts';
import {
  enqueue,
  getJob,
  getMemberJob,
  listMemberJobs,
  memberJobView,
  takeFinishedJob,
  type Job,
} from './queue.ts';
import { defineJobKind, PermanentJobError, type JobContext } from './registry.ts';
import { dayMs, enqueueForPeriod, schedule } from './schedule.ts';
import { jobs } from './schema.ts';
import { claimJobs, completeJob, runDueJobs, startWorker, type Worker } from './worker.ts';

/**
 * The job runner on the real database: PGlite in memory, or a scratch PostgreSQL database
 * when DATABASE_URL is set. On PostgreSQL a second database handle (its own connection
 * pool, as a second process has) opens the same database, so "two processes" is real.
 */
let first: Database;
let second: Database | null = null;
let dbA: Db;
let dbB: Db;
const workers: Worker[] = [];

beforeAll(async () => {
  first = await openTestDatabase();
  dbA = first.db;
  if (first.kind === 'postgres' && process.env.DATABASE_URL) {
    const [current] = await dbA
      .select({ name: sql<string>`current_database()` })
      .from(sql`(select 1) as one`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${current!.name}`;
    second = await openDatabase({ url: url.toString() });
  }
  dbB = second?.db ?? dbA;
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

afterAll(async () => {
  await second?.close();
  await first.close();
});

function start(options: Parameters<typeof startWorker>[0]): Worker {
  const worker = startWorker(options);
  workers.push(worker);
  return worker;
}

/** Polls `read` every 10 ms until `done` holds for its value (or fails after timeoutMs). */
async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const jobsOfKind = (kind: string) => dbA.select().from(jobs).where(eq(jobs.kind, kind));
const allFinished = (rows: Job[]) =>
  rows.length > 0 && rows.every((j) => j.state === 'completed' || j.state === 'error');
const waitForJob = (id: string, state: Job['state']) =>
  waitFor(
    () => getJob(dbA, id),
    (j) => j?.state === state,
  ) as Promise<Job>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const countPayload = z.object({ n: z.number() });

/**
 * A kind whose handler waits until the worker tells it to stop (at most 10 s: never hang the
 * test), then ends as `end` does; `aborted()` says whether it was told.
 */
function waitsUntilStopped(name: string, end: () => unknown) {
  let aborted = false;
  const kind = defineJobKind({
    name,
    payload: z.object({}),
    handler: async (_payload, { signal }) => {
      await new Promise<void>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
        setTimeout(resolve, 10_000);
      });
      return end();
    },
  });
  return { kind, aborted: () => aborted };
}

describe('two workers', () => {
  it('never run the same job twice while racing over many jobs', async () => {
    const calls = new Map<string, number>();
    const race = defineJobKind({
      name: 'test.race',
      payload: countPayload,
      handler: async ({ n }, ctx: JobContext) => {
        calls.set(ctx.jobId, (calls.get(ctx.jobId) ?? 0) + 1);
        await sleep(n % 3);
        return { doubled: n * 2 };
      },
    });
    const total = 150;
    for (let n = 0; n < total; n++) await enqueue(dbA, race, { n });

    start({ db: dbA, kinds: [race], pollMs: 10, concurrency: 4, workerId: 'worker-a' });
    start({ db: dbB, kinds: [race], pollMs: 10, concurrency: 4, workerId: 'worker-b' });

    const rows = await waitFor(() => jobsOfKind('test.race'), allFinished, 50_000);
    expect(rows).toHaveLength(total);
    expect(rows.every((j) => j.state === 'completed' && j.attempts === 1)).toBe(true);
    expect(calls.size).toBe(total);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(
      rows.every(
        (j) => (j.result as { doubled: number }).doubled === 2 * (j.payload as { n: number }).n,
      ),
    ).toBe(true);
    // Both really took part.
    expect(new Set(rows.map((j) => j.lockedBy))).toEqual(new Set(['worker-a', 'worker-b']));
  }, 60_000);

  it('keep a long job on one worker: the lease is renewed while the handler runs', async () => {
    let calls = 0;
    const slow = defineJobKind({
      name: 'test.slow',
      payload: z.object({}),
      handler: async () => {
        calls++;
        await sleep(1500);
        return null;
      },
    });
    const job = await enqueue(dbA, slow, {});
    start({ db: dbA, kinds: [slow], pollMs: 10, leaseMs: 500 });
    start({ db: dbB, kinds: [slow], pollMs: 10, leaseMs: 500 });
    const done = await waitForJob(job.id, 'completed');
    expect(calls).toBe(1);
    expect(done.attempts).toBe(1);
  });
});

describe('retries', () => {
  it('retry after the backoff, then success', async () => {
    const callTimes: number[] = [];
    const flaky = defineJobKind({
      name: 'test.flaky',
      payload: countPayload,
      maxAttempts: 3,
      retryDelayMs: () => 200,
      handler: ({ n }, ctx) => {
        callTimes.push(Date.now());
        if (ctx.attempt < 3) throw new Error(`not yet (${ctx.attempt})`);
        return { n, attempt: ctx.attempt };
      },
    });
    const job = await enqueue(dbA, flaky, { n: 7 });
    start({ db: dbA, kinds: [flaky], pollMs: 10 });
    const done = await waitForJob(job.id, 'completed');
    expect(done.attempts).toBe(3);
    expect(done.result).toEqual({ n: 7, attempt: 3 });
    expect(done.lastError).toBeNull();
    expect(callTimes).toHaveLength(3);
    expect(callTimes[1]! - callTimes[0]!).toBeGreaterThanOrEqual(150);
    expect(callTimes[2]! - callTimes[1]!).toBeGreaterThanOrEqual(150);
  });

  it('ends in error with the last error text when the attempts are spent', async () => {
    let calls = 0;
    const broken = defineJobKind({
      name: 'test.broken',
      payload: countPayload,
      maxAttempts: 2,
      retryDelayMs: () => 0,
      handler: () => {
        calls++;
        throw new Error(`upstream said no #${calls}`);
      },
    });
    const job = await enqueue(dbA, broken, { n: 1 }, { memberId: demoIds.anna });
    start({ db: dbA, kinds: [broken], pollMs: 10 });
    const failed = await waitForJob(job.id, 'error');
    expect(calls).toBe(2);
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toContain('upstream said no #2');
    expect(failed.finishedAt).toBeInstanceOf(Date);
    // What a member sees: the state, never the internal text.
    const view = memberJobView(failed);
    expect(view.state).toBe('error');
    expect(JSON.stringify(view)).not.toContain('upstream');
  });

  it('does not retry a PermanentJobError', async () => {
    let calls = 0;
    const refused = defineJobKind({
      name: 'test.refused',
      payload: z.object({}),
      handler: () => {
        calls++;
        throw new PermanentJobError('the delivery no longer exists');
      },
    });
    const job = await enqueue(dbA, refused, {});
    start({ db: dbA, kinds: [refused], pollMs: 10 });
    const failed = await waitForJob(job.id, 'error');
    expect(calls).toBe(1);
    expect(failed.lastError).toContain('the delivery no longer exists');
  });

  it('refuses a payload that does not fit the schema and stores nothing', async () => {
    const strict = defineJobKind({
      name: 'test.strict',
      payload: countPayload,
      handler: () => null,
    });
    await expect(enqueue(dbA, strict, { n: 'one' } as never)).rejects.toThrow(/n:/);
    expect(await jobsOfKind('test.strict')).toHaveLength(0);
  });
});

describe('leases', () => {
  it('a job whose worker died is claimed again when its lease runs out', async () => {
    const calls: string[] = [];
    const orphan = defineJobKind({
      name: 'test.orphan',
      payload: z.object({}),
      maxAttempts: 3,
      handler: (_payload, ctx) => {
        calls.push(ctx.jobId);
        return { attempt: ctx.attempt };
      },
    });
    const job = await enqueue(dbA, orphan, {});
    // A worker claims it and crashes (never finishes).
    const [claimed] = await claimJobs(dbA, {
      kinds: ['test.orphan'],
      limit: 1,
      workerId: 'crashed',
      leaseMs: 60_000,
    });
    expect(claimed?.id).toBe(job.id);
    expect(claimed?.state).toBe('running');
    // While the lease holds, nobody else gets it.
    expect(
      await claimJobs(dbB, { kinds: ['test.orphan'], limit: 5, workerId: 'other', leaseMs: 1000 }),
    ).toEqual([]);

    await dbA
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    start({ db: dbB, kinds: [orphan], pollMs: 10, workerId: 'rescuer' });
    const done = await waitForJob(job.id, 'completed');
    expect(calls).toEqual([job.id]);
    expect(done.attempts).toBe(2);
    expect(done.lockedBy).toBe('rescuer');
    expect(done.result).toEqual({ attempt: 2 });

    // The crashed worker coming back cannot overwrite the outcome.
    expect(await completeJob(dbA, claimed!, 'crashed', { stale: true }, null)).toBe(false);
    expect((await getJob(dbA, job.id))?.result).toEqual({ attempt: 2 });
  });

  it('a worker that lost its lease is told (signal) and stores nothing', async () => {
    const { kind: stolen, aborted } = waitsUntilStopped('test.stolen', () => 'too late');
    const job = await enqueue(dbA, stolen, {});
    start({ db: dbA, kinds: [stolen], pollMs: 10, leaseMs: 1500, workerId: 'loser' });
    await waitForJob(job.id, 'running');
    // Another worker took the job over (as after a lease that ran out).
    await dbB.update(jobs).set({ lockedBy: 'winner' }).where(eq(jobs.id, job.id));
    await waitFor(
      async () => aborted(),
      (a) => a,
    );
    await sleep(50);
    const row = await getJob(dbA, job.id);
    expect(row).toMatchObject({ state: 'running', lockedBy: 'winner', result: null });
  });

  it('a lease that runs out during the last attempt ends the job in error', async () => {
    const once = defineJobKind({
      name: 'test.once',
      payload: z.object({}),
      maxAttempts: 1,
      handler: () => null,
    });
    const job = await enqueue(dbA, once, {});
    await claimJobs(dbA, { kinds: ['test.once'], limit: 1, workerId: 'crashed', leaseMs: 60_000 });
    await dbA
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(
      await claimJobs(dbB, { kinds: ['test.once'], limit: 1, workerId: 'other', leaseMs: 1000 }),
    ).toEqual([]);
    const failed = await getJob(dbA, job.id);
    expect(failed?.state).toBe('error');
    expect(failed?.lastError).toMatch(/lease ran out/);
  });
});

describe('enqueue', () => {
  const certificate = defineJobKind({
    name: 'test.certificate',
    payload: z.object({ memberId: z.string() }),
    handler: ({ memberId }, ctx) => {
      ctx.setFile(Buffer.from(`%PDF-1.4 for ${memberId}`));
      return { fileName: `intyg-${memberId}.pdf` };
    },
  });

  it('a unique key dedupes concurrent enqueues (also from two processes)', async () => {
    const key = `certificate:${demoIds.anna}`;
    const enqueued = await Promise.all(
      [dbA, dbB, dbA, dbB, dbA].map((db) =>
        enqueue(
          db,
          certificate,
          { memberId: demoIds.anna },
          { uniqueKey: key, memberId: demoIds.anna },
        ),
      ),
    );
    expect(new Set(enqueued.map((j) => j.id)).size).toBe(1);
    expect(await dbA.select().from(jobs).where(eq(jobs.uniqueKey, key))).toHaveLength(1);

    // Once finished, the key is free again.
    start({ db: dbA, kinds: [certificate], pollMs: 10 });
    await waitForJob(enqueued[0]!.id, 'completed');
    const next = await enqueue(dbA, certificate, { memberId: demoIds.anna }, { uniqueKey: key });
    expect(next.id).not.toBe(enqueued[0]!.id);
  });

  it('a member reads the state of their own job only, and takes a file once', async () => {
    const key = `certificate:${demoIds.bertil}`;
    const job = await enqueue(
      dbA,
      certificate,
      { memberId: demoIds.bertil },
      { uniqueKey: key, memberId: demoIds.bertil },
    );
    expect(memberJobView(job).state).toBe('inProgress');
    expect(await getMemberJob(dbA, job.id, demoIds.anna)).toBeUndefined();
    expect(await getMemberJob(dbA, 'not-a-uuid', demoIds.bertil)).toBeUndefined();

    start({ db: dbA, kinds: [certificate], pollMs: 10 });
    await waitForJob(job.id, 'completed');
    const own = await getMemberJob(dbA, job.id, demoIds.bertil);
    expect(memberJobView(own!)).toMatchObject({
      state: 'completed',
      result: { fileName: `intyg-${demoIds.bertil}.pdf` },
      hasFile: true,
    });
    const listed = await listMemberJobs(dbA, demoIds.bertil, { kinds: ['test.certificate'] });
    expect(listed.map((j) => [j.id, j.hasFile])).toContainEqual([job.id, true]);

    const [taken, again] = await Promise.all([
      takeFinishedJob(dbA, key),
      takeFinishedJob(dbB, key),
    ]);
    const files = [taken, again].filter((j) => j !== undefined);
    expect(files).toHaveLength(1);
    expect(files[0]!.resultFile?.toString()).toBe(`%PDF-1.4 for ${demoIds.bertil}`);
    expect(await takeFinishedJob(dbA, key)).toBeUndefined();

    // A result nobody came for within maxAgeMs is not handed out later.
    const late = await enqueue(dbA, certificate, { memberId: demoIds.bertil }, { uniqueKey: key });
    await waitForJob(late.id, 'completed');
    await dbA
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '11 minutes'` })
      .where(eq(jobs.id, late.id));
    expect(await takeFinishedJob(dbA, key)).toBeUndefined();
    expect((await takeFinishedJob(dbA, key, { maxAgeMs: 60 * 60_000 }))?.id).toBe(late.id);
  });

  it('a job waits for its run_at', async () => {
    const later = defineJobKind({ name: 'test.later', payload: z.object({}), handler: () => 1 });
    const claim = (db: Db) =>
      claimJobs(db, { kinds: ['test.later'], limit: 5, workerId: 'w', leaseMs: 1000 });
    const job = await enqueue(dbA, later, {}, { runAt: new Date(Date.now() + 10 * dayMs) });
    expect(await claim(dbA)).toEqual([]);
    await dbA
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect((await claim(dbB)).map((j) => j.id)).toEqual([job.id]);
  });
});

describe('the worker', () => {
  it('starts a job enqueued in its own process at once, without waiting for the poll', async () => {
    const quick = defineJobKind({ name: 'test.quick', payload: z.object({}), handler: () => 'ok' });
    start({ db: dbA, kinds: [quick], pollMs: 60_000 });
    await sleep(50); // the first (empty) poll is over; the next would be a minute away
    const job = await enqueue(dbA, quick, {});
    const done = await waitFor(
      () => getJob(dbA, job.id),
      (j) => j?.state === 'completed',
      3000,
    );
    expect(done?.result).toBe('ok');
  });

  it('stop() lets the running job finish and then claims nothing more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const gated = defineJobKind({
      name: 'test.gated',
      payload: z.object({}),
      handler: async () => {
        started++;
        await gate;
        return 'finished';
      },
    });
    const job = await enqueue(dbA, gated, {});
    const worker = startWorker({ db: dbA, kinds: [gated], pollMs: 10 });
    await waitForJob(job.id, 'running');
    await waitFor(
      async () => started,
      (n) => n === 1,
    );
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await getJob(dbA, job.id))?.state).toBe('completed');

    const afterStop = await enqueue(dbA, gated, {});
    await sleep(100);
    expect((await getJob(dbA, afterStop.id))?.state).toBe('queued');
    expect(started).toBe(1);
  });
});

describe('runDueJobs', () => {
  it('runs what is due now, retries included, and leaves later jobs', async () => {
    let calls = 0;
    const now = defineJobKind({
      name: 'test.now',
      payload: countPayload,
      maxAttempts: 2,
      retryDelayMs: () => 0,
      handler: ({ n }) => {
        calls++;
        if (n === 0 && calls === 1) throw new Error('first try fails');
        return n;
      },
    });
    const failing = await enqueue(dbA, now, { n: 0 });
    const fine = await enqueue(dbA, now, { n: 1 });
    const later = await enqueue(dbA, now, { n: 2 }, { runAt: new Date(Date.now() + dayMs) });
    expect(await runDueJobs(dbA, [now])).toBe(3);
    expect((await getJob(dbA, failing.id))?.state).toBe('completed');
    expect((await getJob(dbA, fine.id))?.result).toBe(1);
    expect((await getJob(dbA, later.id))?.state).toBe('queued');
  });
});

describe('stop with a timeout', () => {
  it('tells a job that outlasts it to stop and resolves', async () => {
    const { kind: stubborn, aborted } = waitsUntilStopped('test.stubborn', () => {
      throw new Error('stopped before finishing');
    });
    const job = await enqueue(dbA, stubborn, {});
    const worker = startWorker({ db: dbA, kinds: [stubborn], pollMs: 10 });
    await waitForJob(job.id, 'running');
    await worker.stop({ timeoutMs: 50 });
    expect(aborted()).toBe(true);
    // The attempt counts as failed; the job is queued again for another worker.
    const row = await waitFor(
      () => getJob(dbA, job.id),
      (j) => j?.state !== 'running',
    );
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
  });
});

describe('schedules', () => {
  it('enqueue one job per period, whichever process asks first', async () => {
    const sweep = defineJobKind({
      name: 'test.sweep',
      payload: z.object({ idleDays: z.number() }),
      handler: () => null,
    });
    const daily = schedule({ kind: sweep, payload: { idleDays: 30 }, everyMs: dayMs });
    const monday = new Date('2026-03-02T10:00:00Z');
    const results = await Promise.all(
      [dbA, dbB, dbA, dbB, dbA].map((db) => enqueueForPeriod(db, daily, monday)),
    );
    const made = results.filter((j) => j !== null);
    expect(made).toHaveLength(1);
    expect(made[0]!.uniqueKey).toBe('test.sweep:2026-03-02T00:00:00.000Z');
    // Later the same day: nothing new, even after that job finished.
    await dbA.update(jobs).set({ state: 'completed' }).where(eq(jobs.id, made[0]!.id));
    expect(await enqueueForPeriod(dbB, daily, new Date('2026-03-02T23:59:00Z'))).toBeNull();
    // The next day: a new one.
    const tuesday = await enqueueForPeriod(dbA, daily, new Date('2026-03-03T00:00:01Z'));
    expect(tuesday?.uniqueKey).toBe('test.sweep:2026-03-03T00:00:00.000Z');
    expect(await jobsOfKind('test.sweep')).toHaveLength(2);
  });

  it('the worker keeps its schedules enqueued and runs them', async () => {
    let runs = 0;
    const nightly = defineJobKind({
      name: 'test.nightly',
      payload: z.object({}),
      handler: () => ++runs,
    });
    start({
      db: dbA,
      kinds: [nightly],
      pollMs: 10,
      schedules: [schedule({ kind: nightly, payload: {}, everyMs: dayMs })],
    });
    start({
      db: dbB,
      kinds: [nightly],
      pollMs: 10,
      schedules: [schedule({ kind: nightly, payload: {}, everyMs: dayMs })],
    });
    const rows = await waitFor(() => jobsOfKind('test.nightly'), allFinished);
    await sleep(100);
    expect(await jobsOfKind('test.nightly')).toHaveLength(1);
    expect(rows[0]!.state).toBe('completed');
    expect(runs).toBe(1);
  });
});
