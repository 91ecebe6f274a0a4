import { sessionProfileRoutes as table } from '../../shared/contracts/session-profile/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { profileRoutes } from './routes.ts';

export const sessionProfileArea = defineServerArea({
  name: 'session-profile',
  tables: [table],
  routes: profileRoutes,
});
