import {
  insectRiskLevelLabels,
  noteStatusLabels,
  noteTypeLabels,
  protectedAreaKindLabels,
  roadInfoPointKindLabels,
  specialCareObjectTypeLabels,
  type OverlayLayer,
} from '../../../contracts/mapOverlays.ts';
import { swerefOf } from '../crs.ts';
import type { OverlayFeatureData } from '../dataSource.ts';
import { attributeRows, type ShownOverlay } from '../overlays.ts';
import { mt } from '../text.ts';
import * as L from '../leaflet.ts';

type Position = number[];
interface Hit {
  layer: OverlayLayer;
  feature: OverlayFeatureData;
  title: string;
}

/** How near (pixels) a click must be to a point or a line to hit it. */
const tolerancePx = 10;

export interface SelectFeatureOptions {
  /** The layers shown now (the layer selector's). */
  shown: () => ShownOverlay[];
  /** False while a tool (marker, measure, …) takes the map's clicks. */
  enabled: () => boolean;
}

/**
 * The select-feature popup (spec §2.4): a click lists every feature of the shown overlays
 * under it; choosing one shows its attributes with Swedish labels. Hit-tested in the
 * SWEREF 99 TM plane against the API's own geometry.
 */
export function addSelectFeature(map: L.Map, { shown, enabled }: SelectFeatureOptions): void {
  map.on('click', (event: L.LeafletMouseEvent) => {
    if (!enabled()) return;
    const hits = featuresAt(map, event.latlng, shown());
    if (hits.length === 0) return;
    const popup = L.popup({ maxWidth: 360, autoPanPadding: [20, 20] }).setLatLng(event.latlng);
    const showList = () => popup.setContent(listContent(hits, showInfo));
    const showInfo = (hit: Hit) => popup.setContent(infoContent(hit, showList));
    if (hits.length === 1) showInfo(hits[0]!);
    else showList();
    popup.openOn(map);
  });
}

export function featuresAt(map: L.Map, latlng: L.LatLng, overlays: ShownOverlay[]): Hit[] {
  const { n, e } = swerefOf(latlng);
  const tolerance = tolerancePx / map.options.crs!.scale(map.getZoom());
  const hits: Hit[] = [];
  for (const overlay of overlays) {
    if (!overlay.source) continue;
    for (const feature of overlay.features) {
      if (hitsGeometry(feature.geometry, e, n, tolerance))
        hits.push({
          layer: overlay.source,
          feature,
          title: featureTitle(overlay.source, feature.properties),
        });
    }
  }
  // A theme and its source layer show the same feature once.
  return hits.filter(
    (hit, i) =>
      hits.findIndex((h) => h.feature.id === hit.feature.id && h.layer === hit.layer) === i,
  );
}

function hitsGeometry(
  geometry: GeoJSON.Geometry,
  e: number,
  n: number,
  tolerance: number,
): boolean {
  switch (geometry.type) {
    case 'Point':
      return Math.hypot(geometry.coordinates[0]! - e, geometry.coordinates[1]! - n) <= tolerance;
    case 'LineString':
      return nearLine(geometry.coordinates, e, n, tolerance);
    case 'Polygon':
      return inPolygon(geometry.coordinates, e, n);
    case 'MultiPolygon':
      return geometry.coordinates.some((polygon) => inPolygon(polygon, e, n));
    default:
      return false;
  }
}

function nearLine(line: Position[], e: number, n: number, tolerance: number): boolean {
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1] as [number, number];
    const [bx, by] = line[i] as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((e - ax) * dx + (n - ay) * dy) / (dx * dx + dy * dy || 1)));
    if (Math.hypot(ax + t * dx - e, ay + t * dy - n) <= tolerance) return true;
  }
  return false;
}

function inRing(ring: Position[], e: number, n: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > n !== yj > n && e < ((xj - xi) * (n - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(rings: Position[][], e: number, n: number): boolean {
  const [outer, ...holes] = rings;
  return !!outer && inRing(outer, e, n) && !holes.some((hole) => inRing(hole, e, n));
}

/**
 * What the list calls a feature (notes with their active/obsolete suffix, special-care
 * objects by their type, §2.4).
 */
export function featureTitle(layer: OverlayLayer, p: Record<string, unknown>): string {
  const s = (key: string) => String(p[key] ?? '');
  const label = (labels: Record<string, string>, key: string) => labels[s(key)] ?? s(key);
  switch (layer) {
    case 'estates':
      return mt('select.estate', { name: s('designation') });
    case 'compartments':
      return mt('select.compartment', { number: s('number') });
    case 'forestOverview':
      return mt('select.forestOverview', { id: s('autoPlanId') });
    case 'notes':
      return mt('select.note', {
        type: label(noteTypeLabels, 'type'),
        status: label(noteStatusLabels, 'status'),
      });
    case 'landings':
      return mt('select.landing', { name: s('name') });
    case 'roads':
      return p.roadName || p.roadNumber
        ? mt('select.road', { name: s(p.roadName ? 'roadName' : 'roadNumber') })
        : mt('select.roadUnnamed');
    case 'roadInfoPoints':
      return mt('select.roadInfoPoint', { kind: label(roadInfoPointKindLabels, 'kind') });
    case 'insectRisk':
      return mt('select.insectRisk', { level: label(insectRiskLevelLabels, 'level') });
    case 'speciesObservations':
      return mt('select.species', { name: s('speciesName'), category: s('redlistCategory') });
    case 'valuableWater':
      return mt('select.valuableWater', { name: s('name') });
    case 'protectedAreas':
      return mt('select.protectedArea', {
        kind: label(protectedAreaKindLabels, 'kind'),
        name: s('name'),
      });
    case 'specialCareObjects':
      // Its type says what to spare ("Kulturlämning", "Skyddszon"), the list's plain title.
      return label(specialCareObjectTypeLabels, 'type');
  }
}

/**
 * A popup content root. Its buttons replace the content they sit in, so the click reaches
 * the map from an element already detached from the popup; marking the root keeps Leaflet
 * from taking that click as a map click (which would close the popup).
 */
function contentRoot(): HTMLElement {
  const root = document.createElement('div');
  L.DomEvent.disableClickPropagation(root);
  return root;
}

function listContent(hits: Hit[], choose: (hit: Hit) => void): HTMLElement {
  const root = contentRoot();
  const heading = L.DomUtil.create('h3', 'gs-map-heading', root);
  heading.textContent = mt('select.heading');
  const list = L.DomUtil.create('ul', 'gs-map-hits', root);
  for (const hit of hits) {
    const button = L.DomUtil.create(
      'button',
      'gs-map-link-button',
      L.DomUtil.create('li', '', list),
    );
    button.type = 'button';
    button.textContent = hit.title;
    button.addEventListener('click', () => choose(hit));
  }
  return root;
}

function infoContent(hit: Hit, back: () => void): HTMLElement {
  const root = contentRoot();
  L.DomUtil.create('h3', 'gs-map-heading', root).textContent = hit.title;
  const dl = L.DomUtil.create('dl', 'gs-map-attributes', root);
  for (const [label, value] of attributeRows(hit.layer, hit.feature.properties)) {
    L.DomUtil.create('dt', '', dl).textContent = label;
    L.DomUtil.create('dd', '', dl).textContent = value;
  }
  const button = L.DomUtil.create('button', 'gs-map-link-button', root);
  button.type = 'button';
  button.textContent = mt('select.back');
  button.addEventListener('click', back);
  return root;
}
