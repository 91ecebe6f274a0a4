import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import {
  isOverlayLayer,
  isReferenceLayer,
  mapCrsName,
  overlayFeatureSchemas,
} from '../../../shared/contracts/mapOverlays.ts';
import { mapOverlayRoutes as routes } from '../../../shared/contracts/map-overlays/routes.ts';
import { isFeatureEnabled } from '../../../shared/contracts/featureFlags.ts';
import type { AreaDeps, FlagsContent } from '../../kit/area.ts';
import { CheckedAnswer, registerRoutes } from '../../kit/registerRoutes.ts';
import { notFound, platformProblem } from '../../kit/problem.ts';
import { bboxMessages, bboxProblem, parseBbox } from './bbox.ts';
import { layerList } from './layerCatalogue.ts';
import { memberOverlay, referenceOverlay } from './queries.ts';

/** The layers behind a feature flag (MapNotes, MapValuableWater), by id. */
const layerFlags = new Map(layerList.layers.map((layer) => [layer.id, layer.featureFlag]));

/** Features checked or written between two turns of the event loop. */
const slice = 100;

/** `{"type":…,"crs":…,"features":[…]}` as text, a slice of features per chunk. */
function* collectionText(head: string, features: unknown[]) {
  yield `${head},"features":[`;
  for (let start = 0; start < features.length; start += slice) {
    const part = features.slice(start, start + slice).map((feature) => JSON.stringify(feature));
    yield (start === 0 ? '' : ',') + part.join(',');
  }
  yield ']}';
}

/**
 * The map's overlays (timber-production-map §2.4, §3): GET /api/v1/map/layers lists the
 * layers with their help texts; GET /api/v1/map/overlays/{layer}?bbox=minE,minN,maxE,maxN
 * answers a GeoJSON FeatureCollection in EPSG:3006 for the effective member. The table's
 * role (Service_MyMap_Read, the proxy's with X-User-Id) is checked by the kit before
 * anything about the request is looked at; the answer is checked by the layer's schema.
 * A bbox is at most 20 km a side and an answer at most 2000 features (docs/decisions.md).
 * A layer behind a flag is served only while the flag is on (403 featureOff, the kit's
 * answer for a flagged call): the layer menu hides it, and a direct call gets nothing either.
 */
export async function mapOverlayRoutes(
  app: FastifyInstance,
  { db, content }: Pick<AreaDeps, 'db'> & FlagsContent,
) {
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
        const flag = layerFlags.get(layer);
        if (flag && !isFeatureEnabled(content().featureFlags, flag)) {
          throw platformProblem('featureOff');
        }
        const bbox = parseBbox(query.bbox);
        let features;
        if (isReferenceLayer(layer)) {
          if (!bbox) throw bboxProblem(bboxMessages.required);
          features = await referenceOverlay(db, layer, bbox);
        } else {
          features = await memberOverlay(db, layer, caller.effectiveMemberId, bbox);
        }
        // Up to overlayMaxFeatures features: checked by the layer's schema and written a
        // slice at a time, letting other requests run in between.
        const schema = overlayFeatureSchemas[layer];
        const checked: unknown[] = [];
        for (const [index, feature] of features.entries()) {
          checked.push(schema.parse(feature));
          if (index % slice === slice - 1) await setImmediate();
        }
        const head = JSON.stringify({
          type: 'FeatureCollection',
          layer,
          crs: { type: 'name', properties: { name: mapCrsName } },
        }).slice(0, -1);
        return new CheckedAnswer(Readable.from(collectionText(head, checked))) as never;
      },
    },
    { db },
  );
}
