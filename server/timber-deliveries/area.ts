import { timberDeliveriesRoutes as table } from '../../shared/contracts/timber-deliveries/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { closeDeliveries, timberDeliveriesSchedules } from './jobs.ts';
import { originReviewTask } from './origin.ts';
import { timberDeliveriesRoutes } from './routes.ts';
import { seedTimberDeliveries } from './seed.ts';
import { stackTagOrderTask } from './stackTags.ts';
import { timberDeliveriesActivity } from './activity.ts';

export const timberDeliveriesArea = defineServerArea({
  name: 'timber-deliveries',
  tables: [table],
  activity: timberDeliveriesActivity,
  schema,
  routes: timberDeliveriesRoutes,
  seed: (db) => seedTimberDeliveries(db),
  jobs: [closeDeliveries],
  schedules: timberDeliveriesSchedules,
  staffTasks: [stackTagOrderTask, originReviewTask],
  testFace: () => import('./testFace.ts'),
});
