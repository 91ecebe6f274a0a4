import { mapOverlayRoutes as table } from '../../../shared/contracts/map-overlays/routes.ts';
import { defineServerArea } from '../../kit/area.ts';
import { mapOverlayRoutes } from './routes.ts';
import { seedMapOverlays } from './seed.ts';

export const mapOverlaysArea = defineServerArea({
  name: 'map-overlays',
  tables: [table],
  routes: mapOverlayRoutes,
  seed: seedMapOverlays,
});
