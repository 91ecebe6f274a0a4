import { formatSweref } from '../../geo/coordinates.ts';
import { swerefOf } from '../crs.ts';
import { mt } from '../text.ts';
import type { MapToolbar } from '../toolbar.ts';
import * as L from '../leaflet.ts';

export interface MarkerTool {
  /** The placed marker, if any. */
  readonly marker: L.Marker | undefined;
  place(latlng: L.LatLng): L.Marker;
}

/**
 * Place marker (spec §2.4): press the tool, then click the map (or press Enter on the
 * focused map for its centre). One marker; placing again moves it.
 */
export function addMarkerTool(map: L.Map, toolbar: MapToolbar): MarkerTool {
  let marker: L.Marker | undefined;
  const icon = L.divIcon({ className: 'gs-map-marker', iconSize: [24, 24], iconAnchor: [12, 24] });

  function place(latlng: L.LatLng): L.Marker {
    const title = mt('marker.title');
    if (marker) marker.setLatLng(latlng);
    else marker = L.marker(latlng, { icon, title, alt: title, keyboard: true }).addTo(map);
    toolbar.announce(mt('marker.placed', { point: formatSweref(swerefOf(latlng)) }));
    mode.setActive(false);
    return marker;
  }

  const onClick = (event: L.LeafletMouseEvent) => place(event.latlng);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === map.getContainer()) place(map.getCenter());
  };

  const mode = toolbar.addMode(
    mt('marker.tool'),
    (active) => {
      if (active) {
        map.on('click', onClick);
        map.getContainer().addEventListener('keydown', onKey);
        toolbar.announce(mt('marker.hint'));
      } else {
        map.off('click', onClick);
        map.getContainer().removeEventListener('keydown', onKey);
      }
    },
    'marker',
  );

  return {
    get marker() {
      return marker;
    },
    place,
  };
}
