import { featureRoutes as table } from '../../shared/contracts/features/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { featureRoutes } from './routes.ts';

export const featuresArea = defineServerArea({
  name: 'features',
  tables: [table],
  routes: featureRoutes,
});
