import { SWEREF_MAX_ZOOM, latLngOf, sweref99Crs } from './crs.ts';
import { createBasemap, type BasemapOptions } from './tiles.ts';
import { mt } from './text.ts';
import { createZoomControl } from './zoomControl.ts';
import * as L from './leaflet.ts';

export interface CreateMapOptions {
  /** The first view, in SWEREF 99 TM metres. */
  center: { n: number; e: number };
  /** 0 (all of Sweden) … 13 (0.5 m per pixel). */
  zoom: number;
  basemap?: BasemapOptions;
}

export interface PortalMap {
  map: L.Map;
  basemap: L.TileLayer;
  /** Removes the map and its listeners. */
  destroy(): void;
}

/**
 * A Leaflet map in SWEREF 99 TM with the basemap from the tile proxy, Swedish zoom
 * buttons, a metric scale bar and the attribution. Tools are added by the caller.
 */
export function createMap(container: HTMLElement, options: CreateMapOptions): PortalMap {
  const map = L.map(container, {
    crs: sweref99Crs,
    center: latLngOf(options.center),
    zoom: options.zoom,
    minZoom: 0,
    maxZoom: SWEREF_MAX_ZOOM,
    zoomControl: false,
    attributionControl: false,
    // Double-click finishes a measurement; the zoom buttons and the wheel zoom instead.
    doubleClickZoom: false,
  });
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', mt('map.label'));

  const basemap = createBasemap(options.basemap).addTo(map);
  createZoomControl().addTo(map);
  L.control.scale({ imperial: false, maxWidth: 150 }).addTo(map);
  // No prefix: Leaflet's own link and flag are not the cooperative's to show.
  L.control.attribution({ prefix: false }).addTo(map);

  return {
    map,
    basemap,
    destroy: () => map.remove(),
  };
}
