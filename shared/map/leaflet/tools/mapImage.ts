import { formatDistance } from '../../geo/measure.ts';
import * as L from '../leaflet.ts';

/**
 * Draws what the map shows onto a canvas and returns it as a PNG: the loaded tiles of
 * every tile layer, the vector layers (lines, areas, points, markers), a scale bar and the
 * attribution. Drawn by hand rather than by screenshotting the DOM: tiles come from our own
 * origin (the tile proxy), so the canvas stays readable, and nothing needs a library.
 */
/**
 * §8 "Map image not found": the map has a background (tile layers) but not one of its map
 * images has loaded (offline, the tile service failing, the map still loading), so a PNG would
 * show lines on white and pass for the map.
 */
export class MapImageNotFound extends Error {
  override readonly name = 'MapImageNotFound';
}

export async function renderMapImage(map: L.Map): Promise<Blob> {
  const size = map.getSize();
  const canvas = document.createElement('canvas');
  canvas.width = size.x;
  canvas.height = size.y;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.x, size.y);

  const origin = map.getContainer().getBoundingClientRect();
  const attributions: string[] = [];
  const paths: L.Path[] = [];
  const markers: L.Marker[] = [];
  let tileLayers = 0;
  let tiles = 0;
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) {
      tileLayers += 1;
      tiles += drawTiles(context, layer, origin);
      const text = layer.getAttribution?.();
      if (text) attributions.push(text);
    } else if (layer instanceof L.Path) paths.push(layer);
    else if (layer instanceof L.Marker) markers.push(layer);
  });
  if (tileLayers > 0 && tiles === 0) throw new MapImageNotFound('no map image has loaded');
  for (const path of paths) drawPath(context, map, path);
  for (const marker of markers) drawMarker(context, map.latLngToContainerPoint(marker.getLatLng()));
  drawScaleBar(context, map);
  drawAttribution(context, size, attributions);

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png');
  });
}

/** Draws the layer's loaded tiles; how many. */
function drawTiles(context: CanvasRenderingContext2D, layer: L.TileLayer, origin: DOMRect): number {
  const container = layer.getContainer();
  if (!container) return 0;
  context.globalAlpha = layer.options.opacity ?? 1;
  const loaded = container.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded');
  for (const tile of loaded) {
    // The tile's place on screen already includes Leaflet's pan and zoom transforms.
    const box = tile.getBoundingClientRect();
    context.drawImage(tile, box.left - origin.left, box.top - origin.top, box.width, box.height);
  }
  context.globalAlpha = 1;
  return loaded.length;
}

function drawPath(context: CanvasRenderingContext2D, map: L.Map, path: L.Path): void {
  const options = path.options;
  context.beginPath();
  if (path instanceof L.CircleMarker) {
    const { x, y } = map.latLngToContainerPoint(path.getLatLng());
    context.arc(x, y, path.getRadius(), 0, 2 * Math.PI);
  } else if (path instanceof L.Polyline) {
    const closed = path instanceof L.Polygon;
    for (const ring of rings(path.getLatLngs())) {
      ring.forEach((latlng, i) => {
        const { x, y } = map.latLngToContainerPoint(latlng);
        if (i === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      if (closed) context.closePath();
    }
  } else return;
  const fill = options.fill ?? path instanceof L.Polygon;
  if (fill) {
    context.globalAlpha = options.fillOpacity ?? 0.2;
    context.fillStyle = options.fillColor ?? options.color ?? '#3388ff';
    context.fill('evenodd');
  }
  if (options.stroke !== false) {
    context.globalAlpha = options.opacity ?? 1;
    context.strokeStyle = options.color ?? '#3388ff';
    context.lineWidth = options.weight ?? 3;
    context.stroke();
  }
  context.globalAlpha = 1;
}

/** Polyline and polygon coordinates nest one to three levels deep. */
function rings(latlngs: unknown): L.LatLng[][] {
  if (!Array.isArray(latlngs) || latlngs.length === 0) return [];
  if (latlngs[0] instanceof L.LatLng) return [latlngs as L.LatLng[]];
  return latlngs.flatMap((inner) => rings(inner));
}

function drawMarker(context: CanvasRenderingContext2D, { x, y }: L.Point): void {
  context.beginPath();
  context.moveTo(x, y);
  context.arc(x, y - 16, 9, Math.PI * 0.75, Math.PI * 0.25);
  context.closePath();
  context.fillStyle = '#b3261e';
  context.strokeStyle = '#ffffff';
  context.lineWidth = 3;
  context.stroke();
  context.fill();
}

/** The longest round distance (1, 2 or 5 × 10ⁿ m) that fits in 150 px, as Leaflet's bar. */
export function scaleBarLength(metresPerPixel: number, maxPixels = 150): number {
  const max = metresPerPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [5, 2, 1].find((n) => n * power <= max) ?? 1;
  return step * power;
}

function drawScaleBar(context: CanvasRenderingContext2D, map: L.Map): void {
  const y = map.getSize().y / 2;
  const metresPerPixel =
    map.distance(map.containerPointToLatLng([0, y]), map.containerPointToLatLng([100, y])) / 100;
  const metres = scaleBarLength(metresPerPixel);
  const width = metres / metresPerPixel;
  const left = 10;
  const bottom = map.getSize().y - 10;
  context.fillStyle = 'rgb(255 255 255 / 80%)';
  context.fillRect(left, bottom - 22, width + 4, 22);
  context.strokeStyle = '#1b1b1b';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(left + 2, bottom - 22);
  context.lineTo(left + 2, bottom - 2);
  context.lineTo(left + 2 + width, bottom - 2);
  context.lineTo(left + 2 + width, bottom - 22);
  context.stroke();
  context.fillStyle = '#1b1b1b';
  context.font = '14px sans-serif';
  context.textBaseline = 'middle';
  context.fillText(formatDistance(metres), left + 6, bottom - 12);
}

function drawAttribution(
  context: CanvasRenderingContext2D,
  size: L.Point,
  attributions: string[],
): void {
  const text = [...new Set(attributions)].join(' | ');
  if (!text) return;
  context.font = '12px sans-serif';
  context.textBaseline = 'middle';
  const width = context.measureText(text).width + 8;
  context.fillStyle = 'rgb(255 255 255 / 80%)';
  context.fillRect(size.x - width, size.y - 18, width, 18);
  context.fillStyle = '#1b1b1b';
  context.fillText(text, size.x - width + 4, size.y - 9);
}
