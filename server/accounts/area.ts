import { accountsRoutes as table } from '../../shared/contracts/accounts/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { accountsRoutes } from './routes.ts';
import { seedAccounts } from './seed.ts';
import { accountsService } from './service.ts';
import { bookWithdrawal } from './withdrawals.ts';
import { accountsActivity } from './activity.ts';

export const accountsArea = defineServerArea({
  name: 'accounts',
  tables: [table],
  activity: accountsActivity,
  schema,
  routes: accountsRoutes,
  seed: (db) => seedAccounts(db),
  jobs: [bookWithdrawal],
  services: { accounts: accountsService },
  testFace: () => import('./testing.ts'),
});
