import { formatSweref, formatWgs84, parseCoordinate } from '../../geo/coordinates.ts';
import { latLngOf, swerefOf } from '../crs.ts';
import { mt } from '../text.ts';
import type { MapToolbar } from '../toolbar.ts';
import * as L from '../leaflet.ts';

type Source = 'centre' | 'clicked' | 'device' | 'entered';
const sourceKey = {
  centre: 'coordinates.centre',
  clicked: 'coordinates.clicked',
  device: 'coordinates.device',
  entered: 'coordinates.entered',
} as const;

export interface CoordinatesTool {
  /** The point shown, and whether it is the map's centre, a clicked point or the device's. */
  show(latlng: L.LatLng, source: Source): void;
  /** Asks the device for its position and centres the map on it. */
  locate(): Promise<void>;
  /** Centres the map on a typed coordinate and places the marker; false (and a message) if invalid. */
  goTo(input: string): boolean;
}

export interface CoordinatesToolOptions {
  /** Places the map's marker (the marker tool's place()); without it the tool keeps its own. */
  placeMarker?: (latlng: L.LatLng) => void;
}

/**
 * GPS coordinates (spec §2.4): the map's centre, or the clicked point while the tool is
 * pressed, in SWEREF 99 TM ("N …, E …") and WGS 84, and "Min position" from the device.
 * "Gå till koordinat" takes a typed SWEREF 99 TM or WGS 84 coordinate (keyboard users'
 * way to a place, WCAG 2.1.1).
 */
export function addCoordinatesTool(
  map: L.Map,
  toolbar: MapToolbar,
  geolocation: Geolocation | undefined = navigator.geolocation,
  { placeMarker = ownMarker(map) }: CoordinatesToolOptions = {},
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

  const id = L.Util.stamp(section);
  const form = L.DomUtil.create('form', 'gs-map-goto', section);
  form.noValidate = true;
  const label = L.DomUtil.create('label', 'gs-map-label', form);
  label.htmlFor = `gs-map-goto-${id}`;
  label.textContent = mt('coordinates.goTo');
  const field = L.DomUtil.create('input', 'gs-map-input', form);
  field.id = label.htmlFor;
  field.type = 'text';
  field.autocomplete = 'off';
  field.spellcheck = false;
  const fieldHint = L.DomUtil.create('p', 'gs-map-hint', form);
  fieldHint.id = `gs-map-goto-hint-${id}`;
  fieldHint.textContent = mt('coordinates.goToHint');
  const fieldError = L.DomUtil.create('p', 'gs-map-message', form);
  fieldError.id = `gs-map-goto-error-${id}`;
  fieldError.setAttribute('aria-live', 'polite');
  field.setAttribute('aria-describedby', fieldHint.id);
  const submit = L.DomUtil.create('button', 'gs-map-button', form);
  submit.type = 'submit';
  submit.textContent = mt('coordinates.show');

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

  function goTo(input: string): boolean {
    const parsed = parseCoordinate(input);
    if (!parsed.ok) {
      fieldError.textContent = parsed.message;
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', `${fieldError.id} ${fieldHint.id}`);
      return false;
    }
    fieldError.textContent = '';
    field.removeAttribute('aria-invalid');
    field.setAttribute('aria-describedby', fieldHint.id);
    const latlng = latLngOf(parsed.value);
    map.setView(latlng, map.getZoom(), { animate: false });
    show(latlng, 'entered');
    placeMarker(latlng);
    return true;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // The message sits in the field's description; focus stays so it can be corrected.
    if (!goTo(field.value)) field.focus();
  });

  toolbar.addMode(
    mt('coordinates.tool'),
    (active) => {
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
    },
    'coordinates',
  );

  return { show, locate, goTo };
}

/** The tool's own marker, when the map has no marker tool to place. */
function ownMarker(map: L.Map): (latlng: L.LatLng) => void {
  let marker: L.Marker | undefined;
  const title = mt('marker.title');
  const icon = L.divIcon({ className: 'gs-map-marker', iconSize: [24, 24], iconAnchor: [12, 24] });
  return (latlng) => {
    if (marker) marker.setLatLng(latlng);
    else marker = L.marker(latlng, { icon, title, alt: title, keyboard: true }).addTo(map);
  };
}
