import type { Geometry, Position } from '../../../shared/contracts/mapOverlays.ts';
import { latLngOf, swerefOf } from '../../../shared/map/leaflet/crs.ts';
import * as L from '../../../shared/map/leaflet/leaflet.ts';

/**
 * The delivery on the portal's map (loaded with the map chunk only): the estates' borders,
 * the landings (the selected one larger), the origin areas, the polygon being drawn and a
 * draggable marker for the position being picked. Everything is redrawn from `DeliveryShapes`.
 */
export interface DeliveryShapes {
  borders: readonly Geometry[];
  landings: readonly { id: string; name: string; position: { e: number; n: number } }[];
  selectedLandingId: string | null;
  areas: readonly (readonly Position[])[];
  drawing: readonly Position[];
  picked: { e: number; n: number } | null;
}

export interface DeliveryHandlers {
  selectLanding(id: string): void;
  /** A click on the map (or the picked marker dragged there), in SWEREF 99 TM. */
  point(point: { e: number; n: number }): void;
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
  map.on('click', (event: L.LeafletMouseEvent) => handlers.current.point(swerefOf(event.latlng)));

  return {
    draw(shapes: DeliveryShapes) {
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
        const marker = L.marker(latLngOf(shapes.picked), { draggable: true, keyboard: false });
        marker.on('dragend', () => handlers.current.point(swerefOf(marker.getLatLng())));
        marker.addTo(group);
      }
      if (!fitted && group.getLayers().length > 0) {
        fitted = true;
        map.fitBounds(group.getBounds(), { padding: [30, 30], animate: false, maxZoom: 11 });
      }
    },
    destroy: () => group.remove(),
  };
}
