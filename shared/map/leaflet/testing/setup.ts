import { latLngOf } from '../crs.ts';
import { createMap, type PortalMap } from '../createMap.ts';
import { addToolbar, type MapToolbar } from '../toolbar.ts';
import { TEST_TILE_URL, VAXJO, clickAt, mapContainer } from './fixture.ts';

export interface TestMap extends PortalMap {
  container: HTMLElement;
  toolbar: MapToolbar;
  /** Clicks the map at a SWEREF 99 TM point (exact pixels: whole metres at zoom 13). */
  clickPoint(point: { n: number; e: number }, type?: string): void;
  /** The text of the toolbar's status line. */
  status(): string;
  cleanUp(): void;
}

/** A 1000 × 600 map (the tools sit at the top right, clear of the points clicked) around Växjö with the toolbar, tiles from the static test tile. */
export function testMap(zoom = 13): TestMap {
  const container = mapContainer(1000, 600);
  const portalMap = createMap(container, { center: VAXJO, zoom, basemap: { url: TEST_TILE_URL } });
  const toolbar = addToolbar(portalMap.map);
  return {
    ...portalMap,
    container,
    toolbar,
    clickPoint(point, type = 'click') {
      const { x, y } = portalMap.map.latLngToContainerPoint(latLngOf(point));
      clickAt(container, x, y, type);
    },
    status: () => container.querySelector('[role="status"]')?.textContent ?? '',
    cleanUp() {
      if (!container.isConnected) return;
      portalMap.destroy();
      container.remove();
    },
  };
}
