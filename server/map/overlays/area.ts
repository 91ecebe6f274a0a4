import { mapOverlayRoutes as table } from '../../../shared/contracts/map-overlays/routes.ts';
import { defineServerArea } from '../../kit/area.ts';
import * as schema from './schema.ts';
import { mapOverlayRoutes } from './routes.ts';
import { seedMapOverlays } from './seed.ts';

export const mapOverlaysArea = defineServerArea({
  name: 'map-overlays',
  tables: [table],
  schema,
  routes: mapOverlayRoutes,
  seed: seedMapOverlays,
});
