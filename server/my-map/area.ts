import { myMapRoutes as table } from '../../shared/contracts/my-map/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { myMapJobKinds } from './calculations.ts';
import { myMapRoutes } from './routes.ts';
import { seedMyMap } from './seed.ts';

export const myMapArea = defineServerArea({
  name: 'my-map',
  tables: [table],
  schema,
  routes: myMapRoutes,
  seed: (db) => seedMyMap(db),
  jobs: myMapJobKinds,
});
