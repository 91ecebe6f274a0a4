import { visionAndGoalsRoutes as table } from '../../shared/contracts/vision-and-goals/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { visionAndGoalsRoutes } from './routes.ts';
import { visionSurveyReview } from './surveyTask.ts';
import { visionAndGoalsActivity } from './activity.ts';

export const visionAndGoalsArea = defineServerArea({
  name: 'vision-and-goals',
  tables: [table],
  activity: visionAndGoalsActivity,
  schema,
  routes: visionAndGoalsRoutes,
  staffTasks: [visionSurveyReview],
  testFace: () => import('./testing.ts'),
});
