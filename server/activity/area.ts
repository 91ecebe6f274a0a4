import { activityRoutes as table } from '../../shared/contracts/activity/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { activityRoutes } from './routes.ts';

/**
 * Att göra and Händelser (issue 33): reads what the other areas give through the kit
 * (`activity` in their defineServerArea); it has no tables of its own.
 */
export const activityArea = defineServerArea({
  name: 'activity',
  tables: [table],
  routes: activityRoutes,
});
