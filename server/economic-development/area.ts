import { economicDevelopmentRoutes as table } from '../../shared/contracts/economic-development/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { economicDevelopmentOf } from './figures.ts';
import * as schema from './schema.ts';
import { economicDevelopmentRoutes } from './routes.ts';
import { seedEconomicDevelopment } from './seed.ts';

export const economicDevelopmentArea = defineServerArea({
  name: 'economic-development',
  tables: [table],
  schema,
  routes: economicDevelopmentRoutes,
  seed: (db) => seedEconomicDevelopment(db),
  services: { economicDevelopment: { economicDevelopmentOf } },
});
