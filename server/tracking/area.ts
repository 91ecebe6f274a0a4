import { trackingRoutes as table } from '../../shared/contracts/tracking/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { trackingRoutes } from './routes.ts';

export const trackingArea = defineServerArea({
  name: 'tracking',
  tables: [table],
  schema,
  routes: trackingRoutes,
});
