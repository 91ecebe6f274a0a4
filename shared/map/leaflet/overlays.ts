import {
  bboxMaxSideM,
  isOverlayLayer,
  overlayAttributeLabels,
  overlayValueLabels,
  type Bbox,
  type LayerInfo,
  type OverlayLayer,
} from '../../contracts/mapOverlays.ts';
import { latLngOf, swerefOf } from './crs.ts';
import type { MapDataSource, OverlayFeatureData } from './dataSource.ts';
import { createBasemap } from './tiles.ts';
import { mt } from './text.ts';
import * as L from './leaflet.ts';

/** Colours per layer (contrast against the light basemap). */
const colours: Partial<Record<string, string>> = {
  estates: '#7a1f5c',
  compartments: '#1d4a2b',
  forestOverview: '#5c4a00',
  notes: '#0b4f8a',
  landings: '#6b2d00',
  roads: '#3d3d3d',
  roadInfoPoints: '#3d3d3d',
  insectRisk: '#a4000f',
  speciesObservations: '#5a2a82',
  valuableWater: '#00567a',
  protectedAreas: '#2f6b00',
};
const themePalette = ['#1d4a2b', '#0b4f8a', '#a4000f', '#6b2d00', '#5a2a82', '#00567a', '#5c4a00'];

function themeColour(value: unknown): string {
  const text = String(value);
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return themePalette[hash % themePalette.length]!;
}

/** A Leaflet layer of one overlay, with the data it holds (for select-feature). */
export interface ShownOverlay {
  info: LayerInfo;
  layer: L.Layer;
  /** The overlay's source layer (a theme draws another layer's features). */
  source: OverlayLayer | null;
  features: OverlayFeatureData[];
}

/** GeoJSON in EPSG:3006 ([E, N] metres) as Leaflet layers: positions through the geo core. */
export function overlayGeoJson(
  features: OverlayFeatureData[],
  colourOf: (feature: OverlayFeatureData) => string,
): L.GeoJSON {
  return L.geoJSON(
    {
      type: 'FeatureCollection',
      features: features.map((f) => ({
        type: 'Feature',
        id: f.id,
        geometry: f.geometry,
        properties: f.properties,
      })),
    } as GeoJSON.FeatureCollection,
    {
      coordsToLatLng: (coords) => latLngOf({ e: coords[0], n: coords[1] }),
      style: (feature) => {
        const colour = colourOf(feature as unknown as OverlayFeatureData);
        return { color: colour, weight: 2, fillColor: colour, fillOpacity: 0.15 };
      },
      pointToLayer: (feature, latlng) => {
        const colour = colourOf(feature as unknown as OverlayFeatureData);
        return L.circleMarker(latlng, {
          radius: 7,
          color: '#ffffff',
          weight: 2,
          fillColor: colour,
          fillOpacity: 1,
        });
      },
      interactive: false,
    },
  );
}

/** The map's visible area in SWEREF 99 TM, for the overlays' bbox. */
export function viewBbox(map: L.Map): Bbox {
  const bounds = map.getBounds();
  const corners = [
    bounds.getSouthWest(),
    bounds.getNorthEast(),
    bounds.getNorthWest(),
    bounds.getSouthEast(),
  ].map(swerefOf);
  return {
    minE: Math.min(...corners.map((c) => c.e)),
    minN: Math.min(...corners.map((c) => c.n)),
    maxE: Math.max(...corners.map((c) => c.e)),
    maxN: Math.max(...corners.map((c) => c.n)),
  };
}

/** The middle of a view wider than the API answers (bboxMaxSideM a side), else the view. */
export function middleOf(bbox: Bbox): Bbox {
  // A metre inside the limit: the query rounds to whole metres.
  const half = bboxMaxSideM / 2 - 1;
  const clamp = (min: number, max: number) => {
    if (max - min <= bboxMaxSideM) return [min, max] as const;
    const centre = (min + max) / 2;
    return [centre - half, centre + half] as const;
  };
  const [minE, maxE] = clamp(bbox.minE, bbox.maxE);
  const [minN, maxN] = clamp(bbox.minN, bbox.maxN);
  return { minE, minN, maxE, maxN };
}

/**
 * Shows and hides one layer of the layer list: GeoJSON overlays (a bbox layer follows the
 * view), themes (another overlay coloured by one attribute) and raster layers (tiles of the
 * tile proxy).
 */
export async function showLayer(
  map: L.Map,
  info: LayerInfo,
  data: MapDataSource,
): Promise<ShownOverlay> {
  if (info.kind === 'raster') {
    const layer = createBasemap({ layer: info.source ?? info.id }).setOpacity(0.7);
    layer.options.attribution = '';
    layer.addTo(map);
    return { info, layer, source: null, features: [] };
  }
  const sourceId = info.kind === 'theme' ? info.source : info.id;
  if (!sourceId || !isOverlayLayer(sourceId)) throw new Error(`no overlay for ${info.id}`);
  const colourOf = (feature: OverlayFeatureData) =>
    info.kind === 'theme' && info.themeAttribute
      ? themeColour(feature.properties[info.themeAttribute])
      : (colours[sourceId] ?? '#1b1b1b');
  const group = L.layerGroup().addTo(map);
  const shown: ShownOverlay = { info, layer: group, source: sourceId, features: [] };
  const load = async () => {
    const features = await data.overlay(
      sourceId,
      info.requiresBbox ? middleOf(viewBbox(map)) : null,
    );
    shown.features = features;
    group.clearLayers();
    group.addLayer(overlayGeoJson(features, colourOf));
  };
  await load();
  if (info.requiresBbox) {
    const onMove = () => void load().catch(() => undefined);
    map.on('moveend', onMove);
    group.on('remove', () => map.off('moveend', onMove));
  }
  return shown;
}

/** The attribute rows of a feature info popup: Swedish label and value, in the labels' order. */
export function attributeRows(
  layer: OverlayLayer,
  properties: Record<string, unknown>,
): [string, string][] {
  const labels = overlayAttributeLabels[layer] as Record<string, string>;
  const values = overlayValueLabels[layer] as Record<string, Record<string, string> | undefined>;
  const rows: [string, string][] = [];
  for (const [key, label] of Object.entries(labels)) {
    const value = properties[key];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0))
      continue;
    const names = values[key];
    const text = Array.isArray(value)
      ? value.map((v) => names?.[String(v)] ?? String(v)).join(', ')
      : typeof value === 'boolean'
        ? mt(value ? 'value.yes' : 'value.no')
        : typeof value === 'number'
          ? value.toLocaleString('sv-SE')
          : (names?.[String(value)] ?? String(value));
    rows.push([label, text]);
  }
  return rows;
}
