import * as z from 'zod/mini';
import type { ServerArea } from '../kit/area.ts';
import { pruneJobs } from './queue.ts';
import { defineJobKind, type AnyJobKind } from './registry.ts';
import { dayMs, hourMs, schedule, type Schedule } from './schedule.ts';

/** The runner's own housekeeping: finished jobs (and their files) are kept `keepDays` days. */
export const pruneFinishedJobs = defineJobKind({
  name: 'jobs.pruneFinished',
  payload: z.object({ keepDays: z.int().check(z.minimum(1)) }),
  maxAttempts: 3,
  handler: async ({ keepDays }, { db }) => ({
    deleted: await pruneJobs(db, new Date(Date.now() - keepDays * dayMs)),
  }),
});

const pruneNightly = schedule({
  kind: pruneFinishedJobs,
  payload: { keepDays: 30 },
  everyMs: dayMs,
  offsetMs: 3 * hourMs,
});

/**
 * Every job kind and schedule of the portal: the runner's own and those of the areas it is
 * given (server/areas.ts, each area's `jobs` and `schedules`). The worker started by
 * server/app.ts runs these.
 */
export function portalJobs(areas: readonly Pick<ServerArea, 'jobs' | 'schedules'>[]): {
  kinds: readonly AnyJobKind[];
  schedules: readonly Schedule[];
} {
  return {
    kinds: [pruneFinishedJobs, ...areas.flatMap((area) => area.jobs ?? [])],
    schedules: [pruneNightly, ...areas.flatMap((area) => area.schedules ?? [])],
  };
}
