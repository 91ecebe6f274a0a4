import { formatSweref, formatWgs84 } from '../../geo/coordinates.ts';
import { swerefOf } from '../crs.ts';
import { mt } from '../text.ts';
import type { MapToolbar } from '../toolbar.ts';
import * as L from '../leaflet.ts';

type Source = 'centre' | 'clicked' | 'device';
const sourceKey = {
  centre: 'coordinates.centre',
  clicked: 'coordinates.clicked',
  device: 'coordinates.device',
} as const;

export interface CoordinatesTool {
  /** The point shown, and whether it is the map's centre, a clicked point or the device's. */
  show(latlng: L.LatLng, source: Source): void;
  /** Asks the device for its position and centres the map on it. */
  locate(): Promise<void>;
}

/**
 * GPS coordinates (spec §2.4): the map's centre, or the clicked point while the tool is
 * pressed, in SWEREF 99 TM ("N …, E …") and WGS 84, and "Min position" from the device.
 */
export function addCoordinatesTool(
  map: L.Map,
  toolbar: MapToolbar,
  geolocation: Geolocation | undefined = navigator.geolocation,
): CoordinatesTool {
  const section = L.DomUtil.create('section', 'gs-map-section', toolbar.panel);
  section.hidden = true;
  const headingId = `gs-map-coordinates-${L.Util.stamp(section)}`;
  const heading = L.DomUtil.create('h2', 'gs-map-heading', section);
  heading.id = headingId;
  heading.textContent = mt('coordinates.heading');
  section.setAttribute('aria-labelledby', headingId);
  const what = L.DomUtil.create('p', 'gs-map-what', section);
  const list = L.DomUtil.create('dl', 'gs-map-coordinates', section);
  const swerefTerm = L.DomUtil.create('dt', '', list);
  swerefTerm.textContent = mt('coordinates.sweref');
  const sweref = L.DomUtil.create('dd', '', list);
  const wgsTerm = L.DomUtil.create('dt', '', list);
  wgsTerm.textContent = mt('coordinates.wgs84');
  const wgs = L.DomUtil.create('dd', '', list);
  const hint = L.DomUtil.create('p', 'gs-map-hint', section);
  hint.textContent = mt('coordinates.hint');
  const locateButton = L.DomUtil.create('button', 'gs-map-button', section);
  locateButton.type = 'button';
  locateButton.textContent = mt('coordinates.myPosition');
  const message = L.DomUtil.create('p', 'gs-map-message', section);
  message.setAttribute('role', 'alert');

  let source: Source = 'centre';

  function show(latlng: L.LatLng, from: Source): void {
    source = from;
    what.textContent = mt(sourceKey[from]);
    sweref.textContent = formatSweref(swerefOf(latlng));
    wgs.textContent = formatWgs84({ lat: latlng.lat, lon: latlng.lng });
  }

  const onMove = () => {
    if (source === 'centre') show(map.getCenter(), 'centre');
  };
  const onClick = (event: L.LeafletMouseEvent) => show(event.latlng, 'clicked');

  function locate(): Promise<void> {
    message.textContent = '';
    const failed = () => {
      message.textContent = mt('coordinates.geolocationFailed');
    };
    if (!geolocation) {
      failed();
      return Promise.resolve();
    }
    toolbar.announce(mt('coordinates.locating'));
    return new Promise((resolve) => {
      geolocation.getCurrentPosition(
        (position) => {
          const latlng = L.latLng(position.coords.latitude, position.coords.longitude);
          map.setView(latlng, Math.max(map.getZoom(), 10));
          show(latlng, 'device');
          toolbar.announce('');
          resolve();
        },
        () => {
          toolbar.announce('');
          failed();
          resolve();
        },
        { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
      );
    });
  }
  locateButton.addEventListener('click', () => void locate());

  toolbar.addMode(mt('coordinates.tool'), (active) => {
    section.hidden = !active;
    if (active) {
      show(map.getCenter(), 'centre');
      map.on('moveend', onMove);
      map.on('click', onClick);
    } else {
      map.off('moveend', onMove);
      map.off('click', onClick);
      message.textContent = '';
    }
  });

  return { show, locate };
}
