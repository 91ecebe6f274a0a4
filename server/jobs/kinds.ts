import * as z from 'zod/mini';
import { bookWithdrawal } from '../accounts/withdrawals.ts';
import { makeCertificate } from '../profile/jobs.ts';
import { myMapJobKinds } from '../my-map/calculations.ts';
import {
  archiveEnded,
  expireAgreementSigning,
  timberAgreementsSchedules,
} from '../timber-agreements/jobs.ts';
import { closeDeliveries, timberDeliveriesSchedules } from '../timber-deliveries/jobs.ts';
import { sendOutboxMessage } from '../signing/outbox.ts';
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

/**
 * Every job kind of the portal: the worker started by server/app.ts runs these. An area
 * adds its kinds here (import them from the area's jobs.ts).
 */
export const portalJobKinds: readonly AnyJobKind[] = [
  pruneFinishedJobs,
  makeCertificate,
  bookWithdrawal,
  expireAgreementSigning,
  archiveEnded,
  ...myMapJobKinds,
  closeDeliveries,
  sendOutboxMessage,
];

/** The portal's recurring jobs (each kind must also be in portalJobKinds). */
export const portalSchedules: readonly Schedule[] = [
  schedule({
    kind: pruneFinishedJobs,
    payload: { keepDays: 30 },
    everyMs: dayMs,
    offsetMs: 3 * hourMs,
  }),
  ...timberAgreementsSchedules,
  ...timberDeliveriesSchedules,
];
