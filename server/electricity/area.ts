import { electricityRoutes as table } from '../../shared/contracts/electricity/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { electricityRoutes } from './routes.ts';
import { seedElectricity } from './seed.ts';

export const electricityArea = defineServerArea({
  name: 'electricity',
  tables: [table],
  routes: electricityRoutes,
  seed: (db) => seedElectricity(db),
});
