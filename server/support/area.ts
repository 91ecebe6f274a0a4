import { supportRoutes as table } from '../../shared/contracts/support/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { supportRoutes } from './routes.ts';

export const supportArea = defineServerArea({
  name: 'support',
  tables: [table],
  schema,
  routes: supportRoutes,
});
