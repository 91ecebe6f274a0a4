// The background job runner (server/jobs/README.md): what areas import.
export {
  defineJobKind,
  defaultRetryDelayMs,
  PermanentJobError,
  type AnyJobKind,
  type JobContext,
  type JobKind,
} from './registry.ts';
export {
  enqueue,
  getJob,
  getMemberJob,
  listMemberJobs,
  memberJobState,
  memberJobView,
  pruneJobs,
  takeFinishedJob,
  type EnqueueOptions,
  type Job,
  type JobSummary,
  type MemberJobState,
  type MemberJobView,
  type Queryable,
} from './queue.ts';
export {
  runDueJobs,
  startWorker,
  type JobLogger,
  type Worker,
  type WorkerOptions,
} from './worker.ts';
export { dayMs, enqueueForPeriod, hourMs, minuteMs, schedule, type Schedule } from './schedule.ts';
export { jobs, jobSchedules, type JobState } from './schema.ts';
