import { economicsOverviewRoutes as table } from '../../shared/contracts/economics-overview/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { economicsOverviewRoutes } from './routes.ts';
import { seedMemberInfo } from './seed.ts';

export const economicsOverviewArea = defineServerArea({
  name: 'economics-overview',
  tables: [table],
  routes: economicsOverviewRoutes,
  seed: (db) => seedMemberInfo(db),
});
