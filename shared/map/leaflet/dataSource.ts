import type { ApiClient } from '../../api/client.ts';
import {
  formatBbox,
  layerListSchema,
  overlayCollectionSchemas,
  type Bbox,
  type LayerList,
  type OverlayLayer,
} from '../../contracts/mapOverlays.ts';

/** A feature as the overlays API gives it: geometry in EPSG:3006, [E, N] positions. */
export interface OverlayFeatureData {
  id: string;
  geometry: GeoJSON.Geometry;
  properties: Record<string, unknown>;
}

/** Where the map gets its layer list and overlays; the API in the portal, fakes in tests. */
export interface MapDataSource {
  layers(): Promise<LayerList>;
  overlay(layer: OverlayLayer, bbox: Bbox | null): Promise<OverlayFeatureData[]>;
}

/** GET /api/v1/map/layers and GET /api/v1/map/overlays/{layer}?bbox=… through the client. */
export function apiDataSource(client: ApiClient): MapDataSource {
  return {
    layers: () => client.request('api/v1/map/layers', layerListSchema),
    async overlay(layer, bbox) {
      const query = bbox ? `?bbox=${formatBbox(bbox)}` : '';
      const answer = await client.request(
        `api/v1/map/overlays/${layer}${query}`,
        overlayCollectionSchemas[layer],
      );
      return answer.features;
    },
  };
}
