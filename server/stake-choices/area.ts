import { stakeChoicesRoutes as table } from '../../shared/contracts/stake-choices/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { stakeChoicesRoutes } from './routes.ts';

export const stakeChoicesArea = defineServerArea({
  name: 'stake-choices',
  tables: [table],
  routes: stakeChoicesRoutes,
});
