import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireCaller, requireRoles } from '../../api/auth.ts';
import { notFound } from '../../http/problem.ts';
import { validated } from '../../http/validatedReply.ts';
import {
  isOverlayLayer,
  isReferenceLayer,
  layerListSchema,
  mapCrsName,
  mapOverlayRole,
  overlayCollectionSchemas,
} from '../../../shared/contracts/mapOverlays.ts';
import { bboxMessages, bboxProblem, parseBbox } from './bbox.ts';
import { layerList } from './layerCatalogue.ts';
import { memberOverlay, referenceOverlay } from './queries.ts';

/**
 * The map's overlays (timber-production-map §2.4, §3): GET /api/v1/map/layers lists the
 * layers with their help texts; GET /api/v1/map/overlays/{layer}?bbox=minE,minN,maxE,maxN
 * answers a GeoJSON FeatureCollection in EPSG:3006 for the effective member. Both need
 * Service_MyMap_Read among the effective roles (the proxy's when X-User-Id is used),
 * checked before anything about the request is looked at.
 */
export async function mapOverlayRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/v1/map/layers', async (request, reply) => {
    requireRoles(requireCaller(request), mapOverlayRole);
    // The same texts for everyone who may see them; Vary, since access differs per profile.
    return reply
      .header('Cache-Control', 'private, max-age=300')
      .header('Vary', 'Authorization, X-User-Id')
      .send(validated(layerListSchema, layerList));
  });

  app.get<{ Params: { layer: string }; Querystring: { bbox?: unknown } }>(
    '/api/v1/map/overlays/:layer',
    async (request, reply) => {
      const caller = requireCaller(request);
      requireRoles(caller, mapOverlayRole);
      const { layer } = request.params;
      if (!isOverlayLayer(layer)) throw notFound();
      const bbox = parseBbox(request.query.bbox);

      let features;
      if (isReferenceLayer(layer)) {
        if (!bbox) throw bboxProblem(bboxMessages.required);
        features = await referenceOverlay(opts.db, layer, bbox);
      } else {
        features = await memberOverlay(opts.db, layer, caller.effectiveMemberId, bbox);
      }
      const body = validated(overlayCollectionSchemas[layer], {
        type: 'FeatureCollection',
        layer,
        crs: { type: 'name', properties: { name: mapCrsName } },
        features,
      });
      // Another member's view (X-User-Id) has the same URL: never keep it in a cache.
      return reply.header('Cache-Control', 'no-store').send(body);
    },
  );
}
