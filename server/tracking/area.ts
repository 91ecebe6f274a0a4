import { trackingRoutes as table } from '../../shared/contracts/tracking/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { trackingRoutes } from './routes.ts';

export const trackingArea = defineServerArea({
  name: 'tracking',
  tables: [table],
  routes: trackingRoutes,
});
