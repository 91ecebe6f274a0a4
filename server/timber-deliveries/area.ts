import { timberDeliveriesRoutes as table } from '../../shared/contracts/timber-deliveries/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { timberDeliveriesRoutes } from './routes.ts';
import { seedTimberDeliveries } from './seed.ts';

export const timberDeliveriesArea = defineServerArea({
  name: 'timber-deliveries',
  tables: [table],
  routes: timberDeliveriesRoutes,
  seed: (db) => seedTimberDeliveries(db),
});
