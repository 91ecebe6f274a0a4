/**
 * Browser-test helpers for the map. The test runner serves the repository but not the
 * server's tile proxy, so tiles come from a static file whose query string still names the
 * tile (z, row, col). It does not turn CSS imports into styles either: the test page links
 * the map's stylesheets (web-test-runner.config.mjs).
 */
export const TEST_TILE_URL = '/shared/map/leaflet/testing/tile.png?z={z}&y={y}&x={x}';

export const VAXJO = { n: 6305000, e: 480000 };

/** The buttons of a map with every tool and the print flag on, in the toolbar's order. */
export const toolNames = [
  'Placera markör',
  'Koordinater',
  'Mät avstånd',
  'Mät area',
  'Skriv ut kartbild',
  'Kartlager',
];

/** A sized, attached container for a map; removed by the returned cleanup. */
export function mapContainer(width = 600, height = 400): HTMLDivElement {
  const container = document.createElement('div');
  container.style.width = `${width}px`;
  container.style.height = `${height}px`;
  document.body.append(container);
  return container;
}

/** Dispatches a real mouse click at a container point of the map. */
export function clickAt(container: HTMLElement, x: number, y: number, type = 'click'): void {
  const rect = container.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, clientX: rect.left + x, clientY: rect.top + y };
  const target = document.elementFromPoint(init.clientX, init.clientY) ?? container;
  if (type === 'click') {
    target.dispatchEvent(new MouseEvent('mousedown', init));
    target.dispatchEvent(new MouseEvent('mouseup', init));
  }
  target.dispatchEvent(new MouseEvent(type, init));
}

/** Presses a key on the focused map container, as Leaflet and the tools listen for it. */
export function pressKey(container: HTMLElement, key: string): void {
  container.focus();
  container.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}
