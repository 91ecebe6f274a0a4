import { orderedServicesRoutes as table } from '../../shared/contracts/ordered-services/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { orderedServicesActivity } from './activity.ts';
import * as schema from './schema.ts';
import { orderedServicesRoutes } from './routes.ts';
import { seedOrderedServices } from './seed.ts';
import { serviceOrdersService } from './service.ts';

export const orderedServicesArea = defineServerArea({
  name: 'ordered-services',
  tables: [table],
  activity: orderedServicesActivity,
  schema,
  routes: orderedServicesRoutes,
  seed: (db) => seedOrderedServices(db),
  services: { serviceOrders: serviceOrdersService },
  testFace: () => import('./testing.ts'),
});
