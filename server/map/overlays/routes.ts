import type { FastifyInstance } from 'fastify';
import {
  isOverlayLayer,
  isReferenceLayer,
  mapCrsName,
} from '../../../shared/contracts/mapOverlays.ts';
import { mapOverlayRoutes as routes } from '../../../shared/contracts/map-overlays/routes.ts';
import type { AreaDeps } from '../../kit/area.ts';
import { registerRoutes } from '../../kit/registerRoutes.ts';
import { notFound } from '../../http/problem.ts';
import { bboxMessages, bboxProblem, parseBbox } from './bbox.ts';
import { layerList } from './layerCatalogue.ts';
import { memberOverlay, referenceOverlay } from './queries.ts';

/**
 * The map's overlays (timber-production-map §2.4, §3): GET /api/v1/map/layers lists the
 * layers with their help texts; GET /api/v1/map/overlays/{layer}?bbox=minE,minN,maxE,maxN
 * answers a GeoJSON FeatureCollection in EPSG:3006 for the effective member. The table's
 * role (Service_MyMap_Read, the proxy's with X-User-Id) is checked by the kit before
 * anything about the request is looked at; the answer is checked by the layer's schema.
 */
export async function mapOverlayRoutes(app: FastifyInstance, { db }: Pick<AreaDeps, 'db'>) {
  registerRoutes(
    app,
    routes,
    {
      getLayers: async ({ reply }) => {
        // The same texts for everyone who may see them; Vary, since access differs per profile.
        reply
          .header('Cache-Control', 'private, max-age=300')
          .header('Vary', 'Authorization, X-User-Id');
        return layerList;
      },

      // Another member's view (X-User-Id) has the same URL: the kit's no-store stays.
      getOverlay: async ({ caller, params: { layer }, query }) => {
        if (!isOverlayLayer(layer)) throw notFound();
        const bbox = parseBbox(query.bbox);
        let features;
        if (isReferenceLayer(layer)) {
          if (!bbox) throw bboxProblem(bboxMessages.required);
          features = await referenceOverlay(db, layer, bbox);
        } else {
          features = await memberOverlay(db, layer, caller.effectiveMemberId, bbox);
        }
        return {
          type: 'FeatureCollection' as const,
          layer,
          crs: { type: 'name' as const, properties: { name: mapCrsName } },
          features,
          // The layer's features, whose type TypeScript cannot tie to `layer`: the kit parses
          // the answer with the table's union, which picks the schema by `layer`.
        } as never;
      },
    },
    { db },
  );
}
