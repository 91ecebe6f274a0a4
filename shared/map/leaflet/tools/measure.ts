import { formatArea, formatDistance, lineLength, ringArea } from '../../geo/measure.ts';
import { swerefOf } from '../crs.ts';
import { mt } from '../text.ts';
import type { MapToolbar, ModeHandle } from '../toolbar.ts';
import * as L from '../leaflet.ts';

type Kind = 'distance' | 'area';

export interface MeasureTool {
  /** The last result as shown ("Avstånd: 1,50 km", "Area: 1,00 ha"), or ''. */
  readonly result: string;
}

/** Two clicks closer than this (pixels) are one point: a double-click's two clicks. */
const samePointPx = 4;

/**
 * Measure distance and area (spec §2.4): click points, double-click or Enter to finish,
 * Escape to cancel. Computed in SWEREF 99 TM's plane by the geo core, not on Leaflet's
 * sphere; shown in m/km and m²/ha.
 */
export function addMeasureTool(map: L.Map, toolbar: MapToolbar): MeasureTool {
  const layer = L.featureGroup().addTo(map);
  const section = L.DomUtil.create('section', 'gs-map-section', toolbar.panel);
  section.hidden = true;
  const output = L.DomUtil.create('p', 'gs-map-result', section);
  output.setAttribute('aria-live', 'polite');
  const clear = L.DomUtil.create('button', 'gs-map-button', section);
  clear.type = 'button';
  clear.textContent = mt('measure.clear');

  let kind: Kind = 'distance';
  let points: L.LatLng[] = [];
  let shape: L.Path | undefined;
  let result = '';

  function text(): string {
    const plane = points.map(swerefOf);
    return kind === 'distance'
      ? mt('measure.distanceResult', { value: formatDistance(lineLength(plane)) })
      : mt('measure.areaResult', { value: formatArea(ringArea(plane)) });
  }

  function redraw(): void {
    shape?.remove();
    const next: L.Path =
      kind === 'area' && points.length > 2
        ? L.polygon(points, { className: 'gs-map-measure' })
        : L.polyline(points, { className: 'gs-map-measure' });
    shape = next.addTo(layer);
    if (points.length > 1) output.textContent = text();
  }

  function reset(): void {
    layer.clearLayers();
    shape = undefined;
    points = [];
    result = '';
    output.textContent = '';
  }

  function add(latlng: L.LatLng): void {
    const last = points[points.length - 1];
    if (
      last &&
      map.latLngToContainerPoint(last).distanceTo(map.latLngToContainerPoint(latlng)) < samePointPx
    )
      return;
    points.push(latlng);
    L.circleMarker(latlng, { radius: 4, className: 'gs-map-measure-point' }).addTo(layer);
    redraw();
  }

  function finish(): void {
    const enough = kind === 'distance' ? points.length > 1 : points.length > 2;
    if (!enough) return;
    result = text();
    output.textContent = result;
    toolbar.announce(result);
    active?.setActive(false);
  }

  const onClick = (event: L.LeafletMouseEvent) => add(event.latlng);
  const onDoubleClick = () => finish();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') finish();
    else if (event.key === 'Escape') {
      reset();
      active?.setActive(false);
    }
  };

  let active: ModeHandle | undefined;
  function start(mode: ModeHandle, which: Kind): void {
    active = mode;
    kind = which;
    reset();
    section.hidden = false;
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    map.getContainer().addEventListener('keydown', onKey);
    toolbar.announce(mt('measure.hint'));
  }
  function stop(): void {
    active = undefined;
    map.off('click', onClick);
    map.off('dblclick', onDoubleClick);
    map.getContainer().removeEventListener('keydown', onKey);
    // An unfinished measurement is dropped; a finished one stays until cleared.
    if (!result) {
      reset();
      section.hidden = true;
    }
  }

  const distance: ModeHandle = toolbar.addMode(mt('measure.distance'), (on) =>
    on ? start(distance, 'distance') : stop(),
  );
  const area: ModeHandle = toolbar.addMode(mt('measure.area'), (on) =>
    on ? start(area, 'area') : stop(),
  );
  clear.addEventListener('click', () => {
    reset();
    section.hidden = true;
    active?.setActive(false);
  });

  return {
    get result() {
      return result;
    },
  };
}
