import { createMap, type CreateMapOptions, type PortalMap } from './createMap.ts';
import type { MapDataSource } from './dataSource.ts';
import { addToolbar, type MapToolbar } from './toolbar.ts';
import { addCoordinatesTool, type CoordinatesTool } from './tools/coordinates.ts';
import { addLayerSelector, type LayerSelector } from './tools/layers.ts';
import { addMarkerTool, type MarkerTool } from './tools/marker.ts';
import { addMeasureTool, type MeasureTool } from './tools/measure.ts';
import { addPrintTool, type PrintTool } from './tools/print.ts';
import { addSelectFeature } from './tools/selectFeature.ts';

/**
 * The map chunk's entry (loaded through loadMap() in shared/map/index.ts): Leaflet, proj4
 * and the tools, so a page pays for them only when it shows a map.
 */
export { createMap, type CreateMapOptions, type PortalMap } from './createMap.ts';
export { latLngOf, swerefOf, sweref99Crs } from './crs.ts';
export { apiDataSource, type MapDataSource, type OverlayFeatureData } from './dataSource.ts';
export { addToolbar, type MapToolbar } from './toolbar.ts';
export { addMarkerTool } from './tools/marker.ts';
export { addCoordinatesTool } from './tools/coordinates.ts';
export { addMeasureTool } from './tools/measure.ts';
export { addLayerSelector } from './tools/layers.ts';
export { addSelectFeature } from './tools/selectFeature.ts';
export { addPrintTool } from './tools/print.ts';
export { renderMapImage } from './tools/mapImage.ts';

export interface MapWithToolsOptions extends CreateMapOptions {
  /** Layers and overlays (GET /api/v1/map/…); without it there is no layer selector. */
  data?: MapDataSource;
  /** Feature flags (MapImagePrinting, MapNotes, MapValuableWater, …); default all on. */
  isFlagOn?: (flag: string) => boolean;
}

export interface MapWithTools extends PortalMap {
  toolbar: MapToolbar;
  marker: MarkerTool;
  coordinates: CoordinatesTool;
  measure: MeasureTool;
  layers: LayerSelector | null;
  print: PrintTool | null;
}

/** A map with every tool of spec §2.4, in its order. */
export function createMapWithTools(
  container: HTMLElement,
  { data, isFlagOn = () => true, ...options }: MapWithToolsOptions,
): MapWithTools {
  const portalMap = createMap(container, options);
  const { map } = portalMap;
  const toolbar = addToolbar(map);
  const marker = addMarkerTool(map, toolbar);
  // "Gå till koordinat" places the map's one marker, not a second of its own.
  const coordinates = addCoordinatesTool(map, toolbar, navigator.geolocation, {
    placeMarker: (latlng) => marker.place(latlng),
  });
  const measure = addMeasureTool(map, toolbar);
  const print = isFlagOn('MapImagePrinting') ? addPrintTool(map, toolbar) : null;
  const layers = data ? addLayerSelector(map, toolbar, data, { isFlagOn }) : null;
  if (layers) addSelectFeature(map, { shown: layers.shown, enabled: toolbar.idle });
  return { ...portalMap, toolbar, marker, coordinates, measure, layers, print };
}
