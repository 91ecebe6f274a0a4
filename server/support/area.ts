import { supportRoutes as table } from '../../shared/contracts/support/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { supportRoutes } from './routes.ts';

export const supportArea = defineServerArea({
  name: 'support',
  tables: [table],
  routes: supportRoutes,
});
