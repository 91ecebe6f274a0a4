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
 * Escape to cancel. Keyboard only (WCAG 2.1.1): on the focused map the arrows pan, Space
 * adds the centre (marked by a crosshair), Backspace removes the last point. Computed in SWEREF 99 TM's plane by the geo core, not on Leaflet's
 * sphere; shown in m/km and m²/ha.
 */
export function addMeasureTool(map: L.Map, toolbar: MapToolbar): MeasureTool {
  const layer = L.featureGroup().addTo(map);
  const section = L.DomUtil.create('section', 'gs-map-section', toolbar.panel);
  section.hidden = true;
  const output = L.DomUtil.create('p', 'gs-map-result', section);
  output.setAttribute('aria-live', 'polite');
  const keyboardHint = L.DomUtil.create('p', 'gs-map-hint', section);
  keyboardHint.textContent = mt('measure.keyboardHint');
  const clear = L.DomUtil.create('button', 'gs-map-button', section);
  clear.type = 'button';
  clear.textContent = mt('measure.clear');

  const crosshair = addCrosshair(map.getContainer());

  let kind: Kind = 'distance';
  let points: L.LatLng[] = [];
  let shape: L.Path | undefined;
  let result = '';

  const enough = () => (kind === 'distance' ? points.length > 1 : points.length > 2);

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
    output.textContent = enough() ? text() : '';
  }

  /** Says what changed and the running result in the tool's live region. */
  function tell(key: 'measure.pointAdded' | 'measure.pointRemoved', count: number): void {
    const said = mt(key, { count });
    output.textContent = enough() ? `${said} ${text()}` : said;
  }

  function reset(): void {
    layer.clearLayers();
    shape = undefined;
    points = [];
    vertices.length = 0;
    result = '';
    output.textContent = '';
  }

  const vertices: L.CircleMarker[] = [];

  function add(latlng: L.LatLng): boolean {
    const last = points[points.length - 1];
    if (
      last &&
      map.latLngToContainerPoint(last).distanceTo(map.latLngToContainerPoint(latlng)) < samePointPx
    )
      return false;
    points.push(latlng);
    vertices.push(
      L.circleMarker(latlng, { radius: 4, className: 'gs-map-measure-point' }).addTo(layer),
    );
    redraw();
    tell('measure.pointAdded', points.length);
    return true;
  }

  function removeLast(): void {
    if (points.length === 0) return;
    const count = points.length;
    points.pop();
    vertices.pop()?.remove();
    redraw();
    tell('measure.pointRemoved', count);
  }

  function finish(): void {
    if (!enough()) return;
    result = text();
    output.textContent = result;
    toolbar.announce(result);
    active?.setActive(false);
  }

  const onClick = (event: L.LeafletMouseEvent) => add(event.latlng);
  const onDoubleClick = () => finish();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      reset();
      active?.setActive(false);
      return;
    }
    // Only on the map itself: Space and Enter on the toolbar's buttons press them.
    if (event.target !== map.getContainer()) return;
    if (event.key === 'Enter') finish();
    else if (event.key === ' ') {
      event.preventDefault(); // not a page scroll
      if (!add(map.getCenter())) output.textContent = mt('measure.samePoint');
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      removeLast();
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
    crosshair.hidden = false;
    toolbar.announce(mt('measure.hint'));
  }
  function stop(): void {
    active = undefined;
    map.off('click', onClick);
    map.off('dblclick', onDoubleClick);
    map.getContainer().removeEventListener('keydown', onKey);
    crosshair.hidden = true;
    // An unfinished measurement is dropped; a finished one stays until cleared.
    if (!result) {
      reset();
      section.hidden = true;
    }
  }

  const distance: ModeHandle = toolbar.addMode(
    mt('measure.distance'),
    (on) => (on ? start(distance, 'distance') : stop()),
    'distance',
  );
  const area: ModeHandle = toolbar.addMode(
    mt('measure.area'),
    (on) => (on ? start(area, 'area') : stop()),
    'area',
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

const svgNs = 'http://www.w3.org/2000/svg';

/**
 * A crosshair fixed at the map's centre, where Space adds a point. Placed through the
 * CSSOM (allowed by style-src 'self', unlike style attributes); dark lines on a white halo
 * so it shows on both aerial photos and the light basemap.
 */
function addCrosshair(container: HTMLElement): HTMLElement {
  const size = 32;
  const element = L.DomUtil.create('div', 'gs-map-crosshair', container);
  element.hidden = true;
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, {
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: `${size}px`,
    height: `${size}px`,
    margin: `-${size / 2}px 0 0 -${size / 2}px`,
    pointerEvents: 'none',
    zIndex: '650',
  });
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  const half = size / 2;
  for (const [stroke, width] of [
    ['#fff', 5],
    ['#1b1b1b', 2],
  ] as const) {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', `M${half} 0V${size}M0 ${half}H${size}`);
    path.setAttribute('stroke', stroke);
    path.setAttribute('stroke-width', String(width));
    svg.appendChild(path);
  }
  element.appendChild(svg);
  return element;
}
