import { electricityRoutes as table } from '../../shared/contracts/electricity/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { electricityActivity } from './activity.ts';
import * as schema from './schema.ts';
import { electricityRoutes } from './routes.ts';
import { seedElectricity } from './seed.ts';

export const electricityArea = defineServerArea({
  name: 'electricity',
  tables: [table],
  activity: electricityActivity,
  schema,
  routes: electricityRoutes,
  seed: (db) => seedElectricity(db),
  testFace: () => import('./testing.ts'),
});
