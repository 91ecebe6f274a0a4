import { timberAgreementsRoutes as table } from '../../shared/contracts/timber-agreements/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { agreementCounterSign } from './counterSignTask.ts';
import { archiveEnded, expireAgreementSigning, timberAgreementsSchedules } from './jobs.ts';
import { postalSignatureTask } from './postalSignature.ts';
import { timberAgreementsRoutes } from './routes.ts';
import { seedTimberAgreements } from './seed.ts';
import { timberAgreementsService } from './service.ts';
import { timberAgreementsActivity } from './activity.ts';

export const timberAgreementsArea = defineServerArea({
  name: 'timber-agreements',
  tables: [table],
  activity: timberAgreementsActivity,
  schema,
  routes: timberAgreementsRoutes,
  seed: (db) => seedTimberAgreements(db),
  jobs: [expireAgreementSigning, archiveEnded],
  schedules: timberAgreementsSchedules,
  staffTasks: [agreementCounterSign, postalSignatureTask],
  services: { timberAgreements: timberAgreementsService },
  testFace: () => import('./testing.ts'),
});
