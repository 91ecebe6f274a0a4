import type { Geometry, Position } from '../../../shared/contracts/mapOverlays.ts';
import { latLngOf, swerefOf } from '../../../shared/map/leaflet/crs.ts';
import * as L from '../../../shared/map/leaflet/leaflet.ts';

/**
 * The delivery on the portal's map (loaded with the map chunk only): the estates' borders,
 * the landings (the selected one larger), the origin areas, the polygon being typed (or drawn
 * with geoman) and a draggable marker for the position being picked. Everything is redrawn from `DeliveryShapes`.
 */
export interface DeliveryShapes {
  borders: readonly Geometry[];
  landings: readonly { id: string; name: string; position: { e: number; n: number } }[];
  selectedLandingId: string | null;
  areas: readonly (readonly Position[])[];
  drawing: readonly Position[];
  picked: { e: number; n: number } | null;
  /** The picked position may not move (a locked landing position): its marker stays put. */
  pickedFixed?: boolean;
  /**
   * The origin area whose corners are being edited (drag a corner, drag a midpoint to add
   * one, right-click a corner to remove it: leaflet-geoman, loaded with the origin editor's
   * map). `revision` redraws it as given after an edit was refused.
   */
  editing?: { ring: readonly Position[]; revision: number } | null;
  /**
   * A new origin area is drawn on the map with leaflet-geoman (click or tap the corners, then
   * the first corner to close it), while no area's corners are edited.
   */
  drawMode?: boolean;
}

export interface DeliveryHandlers {
  selectLanding(id: string): void;
  /** A click on the map (or the picked marker dragged there), in SWEREF 99 TM. */
  point(point: { e: number; n: number }): void;
  /** The edited area's corners after a change on the map, in SWEREF 99 TM (not closed). */
  editRing?(ring: Position[]): void;
  /** A polygon drawn on the map (drawMode), its corners in SWEREF 99 TM (not closed). */
  drawn?(ring: Position[]): void;
}

type Editable = L.Polygon & {
  pm?: { enable(options: object): void; disable(): void };
};
type Drawable = L.Map & {
  pm?: {
    enableDraw(shape: 'Polygon', options: object): void;
    disableDraw(): void;
    globalDrawModeEnabled(): boolean;
  };
};

/**
 * geoman's corner handles are Leaflet markers, which make themselves unnamed focusable
 * buttons. They are for a mouse only (the keyboard types corners in the editor), so they
 * leave the tab order and the accessibility tree.
 */
function mouseOnly(map: L.Map) {
  for (const handle of map.getContainer().querySelectorAll('.marker-icon')) {
    handle.setAttribute('tabindex', '-1');
    handle.setAttribute('aria-hidden', 'true');
    handle.removeAttribute('role');
  }
}

/** The polygon's outer ring as SWEREF 99 TM corners, whole metres. */
function ringOf(polygon: L.Polygon): Position[] {
  const latLngs = polygon.getLatLngs();
  const outer = (Array.isArray(latLngs[0]) ? latLngs[0] : latLngs) as L.LatLng[];
  return outer.map((latLng) => {
    const { e, n } = swerefOf(latLng);
    return [Math.round(e), Math.round(n)];
  });
}

const rings = (geometry: Geometry): Position[][] =>
  geometry.type === 'Polygon'
    ? geometry.coordinates
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates.flat()
      : [];
const toLatLngs = (ring: readonly Position[]) => ring.map(([e, n]) => latLngOf({ e, n }));

export function drawDelivery(map: L.Map, handlers: { current: DeliveryHandlers }) {
  const group = L.featureGroup().addTo(map);
  let fitted = false;
  let edited: Editable | null = null;
  const pm = (map as Drawable).pm;
  /** Fits the map to the delivery once it has a size and something to show. */
  const fit = () => {
    const size = map.getSize();
    if (fitted || group.getLayers().length === 0 || size.x === 0 || size.y === 0) return;
    fitted = true;
    map.fitBounds(group.getBounds(), { padding: [30, 30], animate: false, maxZoom: 11 });
  };
  // On a phone the landing list's map is made while hidden (the list is shown first): Leaflet
  // does not see its container appear, so the map learns its size here and fits then.
  const resized = new ResizeObserver(() => map.invalidateSize({ animate: false }));
  resized.observe(map.getContainer());
  map.on('resize', fit);
  map.on('click', (event: L.LeafletMouseEvent) => handlers.current.point(swerefOf(event.latlng)));
  // geoman's drawing: its corner markers are for a mouse or touch only (the editor takes
  // typed corners); the drawn polygon goes to the editor, which checks it and draws it itself.
  map.on('pm:drawstart', (event) => {
    mouseOnly(map);
    (event as unknown as { workingLayer: L.Layer }).workingLayer.on('pm:vertexadded', () =>
      mouseOnly(map),
    );
  });
  map.on('pm:create', (event) => {
    const layer = (event as unknown as { layer: L.Polygon }).layer;
    const ring = ringOf(layer);
    layer.remove();
    handlers.current.drawn?.(ring);
  });

  return {
    draw(shapes: DeliveryShapes) {
      edited?.pm?.disable();
      edited = null;
      group.clearLayers();
      for (const border of shapes.borders) {
        L.polygon(rings(border).map(toLatLngs), {
          color: '#1d4a2b',
          weight: 2,
          fill: false,
          dashArray: '6 4',
          interactive: false,
        }).addTo(group);
      }
      shapes.areas.forEach((ring) => {
        L.polygon(toLatLngs(ring), {
          color: '#5a2a82',
          weight: 2,
          fillOpacity: 0.2,
          interactive: false,
          className: 'deliveries-origin-area',
        }).addTo(group);
      });
      if (shapes.editing) {
        const polygon: Editable = L.polygon(toLatLngs(shapes.editing.ring), {
          color: '#a4000f',
          weight: 3,
          fillOpacity: 0.15,
          className: 'deliveries-origin-editing',
        }).addTo(group);
        // No snapping, no moving the whole area: corner by corner, checked by the editor.
        polygon.pm?.enable({ snappable: false, draggable: false, allowSelfIntersection: true });
        mouseOnly(map);
        polygon.on('pm:vertexadded pm:vertexremoved pm:markerdragend', () => mouseOnly(map));
        polygon.on('pm:edit', () => handlers.current.editRing?.(ringOf(polygon)));
        edited = polygon;
      }
      const drawMode = Boolean(shapes.drawMode) && !shapes.editing;
      if (pm && drawMode !== pm.globalDrawModeEnabled()) {
        if (drawMode)
          pm.enableDraw('Polygon', {
            snappable: false,
            // The editor refuses a crossing polygon with the spec's message.
            allowSelfIntersection: true,
            continueDrawing: true,
            tooltips: false,
          });
        else pm.disableDraw();
      }
      if (shapes.drawing.length > 0) {
        L.polyline(toLatLngs(shapes.drawing), {
          color: '#a4000f',
          weight: 3,
          interactive: false,
        }).addTo(group);
        for (const corner of shapes.drawing) {
          L.circleMarker(latLngOf({ e: corner[0], n: corner[1] }), {
            radius: 5,
            color: '#a4000f',
            interactive: false,
          }).addTo(group);
        }
      }
      for (const landing of shapes.landings) {
        const selected = landing.id === shapes.selectedLandingId;
        const marker = L.circleMarker(latLngOf(landing.position), {
          radius: selected ? 12 : 8,
          color: '#ffffff',
          weight: 2,
          fillColor: selected ? '#a4000f' : '#6b2d00',
          fillOpacity: 1,
          className: selected
            ? 'deliveries-landing deliveries-landing-selected'
            : 'deliveries-landing',
        });
        marker.bindTooltip(landing.name, { direction: 'top' });
        marker.on('click', (event: L.LeafletMouseEvent) => {
          L.DomEvent.stopPropagation(event);
          handlers.current.selectLanding(landing.id);
        });
        marker.addTo(group);
      }
      if (shapes.picked) {
        const marker = L.marker(latLngOf(shapes.picked), {
          draggable: !shapes.pickedFixed,
          keyboard: false,
        });
        marker.on('dragend', () => handlers.current.point(swerefOf(marker.getLatLng())));
        marker.addTo(group);
      }
      fit();
    },
    destroy: () => {
      resized.disconnect();
      map.off('resize', fit);
      if (pm?.globalDrawModeEnabled()) pm.disableDraw();
      edited?.pm?.disable();
      group.remove();
    },
  };
}
