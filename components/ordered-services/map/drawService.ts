import type { ServiceMap, SiteInfoKind } from '../../../shared/contracts/ordered-services.ts';
import { formatSweref } from '../../../shared/map/geo/coordinates.ts';
import { latLngOf } from '../../../shared/map/leaflet/crs.ts';
import * as L from '../../../shared/map/leaflet/leaflet.ts';

/**
 * The work order's treatment units and harvesting site information on the portal's map
 * (shared/map): loaded with the map chunk, never by the element's own script. Units are
 * polygons (the selected one drawn heavier); site info points open a popup in the map's own
 * popup look (gs-map-heading, gs-map-attributes) with Swedish labels.
 */
export interface ServiceLayers {
  /** Draws `unitId` as selected; with `fit` the view moves to it. */
  select(unitId: string | null, fit: boolean): void;
  openSite(siteId: string): void;
  destroy(): void;
}

export interface DrawLabels {
  unit(number: number): string;
  site(kind: SiteInfoKind): string;
  kind: string;
  description: string;
  position: string;
}

const unitColour = '#7a3e00';
const siteColours: Record<SiteInfoKind, string> = {
  other: '#3d3d3d',
  landing: '#6b2d00',
  baseRoad: '#5c4a00',
  windthrow: '#0b4f8a',
  insectDamage: '#a4000f',
  groundProtection: '#1d4a2b',
  warning: '#a4000f',
  brushPile: '#5a2a82',
  emergencyCoordinate: '#b00020',
};

const toLatLngs = (ring: number[][]) => ring.map(([e, n]) => latLngOf({ e: e!, n: n! }));

export function drawService(
  map: L.Map,
  data: ServiceMap,
  labels: DrawLabels,
  onSelectUnit: (unitId: string) => void,
): ServiceLayers {
  const group = L.featureGroup().addTo(map);
  const units = new Map<string, L.Polygon>();
  for (const unit of data.units) {
    const polygon = L.polygon(unit.geometry.coordinates.map(toLatLngs), {
      color: unitColour,
      weight: 2,
      fillColor: unitColour,
      fillOpacity: 0.15,
      className: `services-unit services-unit-${unit.number}`,
    });
    polygon.bindTooltip(String(unit.number), {
      permanent: true,
      direction: 'center',
      className: 'services-unit-label',
    });
    // The unit's own click selects it; the map's select-feature popup is for its layers.
    polygon.on('click', (event: L.LeafletMouseEvent) => {
      L.DomEvent.stopPropagation(event);
      onSelectUnit(unit.id);
    });
    polygon.addTo(group);
    units.set(unit.id, polygon);
  }

  const sites = new Map<string, L.CircleMarker>();
  for (const point of data.siteInfo) {
    const marker = L.circleMarker(latLngOf(point.position), {
      radius: 8,
      color: '#ffffff',
      weight: 2,
      fillColor: siteColours[point.kind],
      fillOpacity: 1,
      className: `services-site services-site-${point.kind}`,
    });
    const content = document.createElement('div');
    L.DomEvent.disableClickPropagation(content);
    const heading = L.DomUtil.create('h3', 'gs-map-heading', content);
    heading.textContent = labels.site(point.kind);
    const dl = L.DomUtil.create('dl', 'gs-map-attributes', content);
    for (const [label, value] of [
      [labels.kind, labels.site(point.kind)],
      [labels.description, point.description],
      [labels.position, formatSweref(point.position)],
    ] as const) {
      L.DomUtil.create('dt', '', dl).textContent = label;
      L.DomUtil.create('dd', '', dl).textContent = value;
    }
    marker.bindPopup(content, { maxWidth: 320, autoPanPadding: [20, 20] });
    marker.on('click', (event: L.LeafletMouseEvent) => L.DomEvent.stopPropagation(event));
    marker.addTo(group);
    sites.set(point.id, marker);
  }

  // Room left for the map's own controls (zoom top left, the tools' panel top right).
  // Not animated: a map removed mid-animation throws inside Leaflet (_leaflet_pos).
  const around: L.FitBoundsOptions = {
    paddingTopLeft: [60, 180],
    paddingBottomRight: [60, 30],
    animate: false,
  };
  if (group.getLayers().length > 0) map.fitBounds(group.getBounds(), around);

  return {
    select(unitId, fit) {
      for (const [id, polygon] of units) {
        const selected = id === unitId;
        polygon.setStyle({ weight: selected ? 5 : 2, fillOpacity: selected ? 0.4 : 0.15 });
        const path = polygon.getElement();
        path?.classList.toggle('services-unit-selected', selected);
        if (selected) {
          polygon.bringToFront();
          if (fit) map.fitBounds(polygon.getBounds(), { ...around, maxZoom: 12 });
        }
      }
    },
    openSite(siteId) {
      const marker = sites.get(siteId);
      if (!marker) return;
      map.panTo(marker.getLatLng());
      marker.openPopup();
    },
    destroy: () => group.remove(),
  };
}
