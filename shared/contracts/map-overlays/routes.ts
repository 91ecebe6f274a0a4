import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import { layerListSchema, mapOverlayRole, overlayCollectionSchemas } from '../mapOverlays.ts';
import { defineRoutes } from '../routes.ts';

const [first, ...rest] = Object.values(overlayCollectionSchemas);

/**
 * My map's overlays (timber-production-map §2.4, §3): the layer list and the GeoJSON of one
 * layer in EPSG:3006 for the effective member. Both need Service_MyMap_Read among the
 * effective roles (the proxy's with X-User-Id), checked before the request is looked at.
 */
export const mapOverlayRoutes = defineRoutes({
  getLayers: {
    method: 'GET',
    path: '/api/v1/map/layers',
    summary: 'The layers with their Swedish names and help texts; cached privately 5 minutes.',
    response: layerListSchema,
    access: 'member',
    roles: requires.single(mapOverlayRole),
    proxy: 'allowed',
    impersonation: true,
  },
  getOverlay: {
    method: 'GET',
    path: '/api/v1/map/overlays/{layer}',
    summary:
      'One layer as a GeoJSON FeatureCollection; bbox=minE,minN,maxE,maxN (metres, SWEREF 99 TM), at most 20 km a side, required for the shared reference layers; at most 2000 features.',
    // A string: a layer the server does not serve is 404; the bbox is read by its own rules.
    params: z.object({ layer: z.string() }),
    query: z.object({ bbox: z.optional(z.string()) }),
    response: z.discriminatedUnion('layer', [first!, ...rest]),
    access: 'member',
    roles: requires.single(mapOverlayRole),
    proxy: 'allowed',
    impersonation: true,
    problems: ['mapAreaTooLarge', 'mapTooManyFeatures'],
  },
});
