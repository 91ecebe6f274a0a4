import { proxyRoutes as table } from '../../shared/contracts/proxies/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { proxyRoutes } from './routes.ts';
import { seedProxies } from './seed.ts';
import { proxiesActivity } from './activity.ts';

/**
 * Proxies (fullmakter). Its routes need the one signing service of the app (a signed proxy
 * comes into force through it), which server/app.ts passes in AreaDeps.
 */
export const proxiesArea = defineServerArea({
  name: 'proxies',
  tables: [table],
  activity: proxiesActivity,
  schema,
  routes: async (app, { db, signing }) => {
    if (!signing) throw new Error('The proxies area needs the signing service (AreaDeps.signing)');
    await proxyRoutes(app, { db, signing });
  },
  seed: seedProxies,
});
