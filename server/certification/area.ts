import { certificationRoutes as table } from '../../shared/contracts/certification/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { certificationActivity } from './activity.ts';
import { certificateEstates } from './certificateEstates.ts';
import * as schema from './schema.ts';
import { certificationApplicationReview } from './reviewTask.ts';
import { certificationRoutes } from './routes.ts';
import { seedCertification } from './seed.ts';

/** Skogscertifiering (economy-membership §2-§9). */
export const certificationArea = defineServerArea({
  name: 'certification',
  tables: [table],
  activity: certificationActivity,
  schema,
  routes: certificationRoutes,
  seed: seedCertification,
  staffTasks: [certificationApplicationReview],
  services: { certification: { certificateEstates } },
  testFace: () => import('./testing.ts'),
});
