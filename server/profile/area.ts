import { profileRoutes as table } from '../../shared/contracts/profile/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { profileActivity } from './activity.ts';
import * as schema from './schema.ts';
import { addressChangeReview } from './addressReview.ts';
import { makeCertificate } from './jobs.ts';
import { noticeSchedules, sendNotices } from './notices.ts';
import { memberProfileRoutes } from './routes.ts';
import { seedContactDetails } from './seed.ts';
import { updatedProfile } from './updatedProfile.ts';
import { versionedWrite } from './version.ts';

export const profileArea = defineServerArea({
  name: 'profile',
  tables: [table],
  activity: profileActivity,
  schema,
  routes: memberProfileRoutes,
  seed: seedContactDetails,
  jobs: [makeCertificate, sendNotices],
  schedules: noticeSchedules,
  staffTasks: [addressChangeReview],
  services: { memberProfile: { versionedWrite, updatedProfile } },
  testFace: () => import('./testFace.ts'),
});
