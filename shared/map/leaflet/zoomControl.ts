import { mt } from './text.ts';
import * as L from './leaflet.ts';

/**
 * Zoom in/out as real <button>s with Swedish names (Leaflet's own control uses links with
 * role=button, which Space does not press). Disabled at the zoom limits.
 */
export function createZoomControl(): L.Control {
  const control = new L.Control({ position: 'topleft' });
  control.onAdd = (map: L.Map) => {
    const container = L.DomUtil.create('div', 'leaflet-bar gs-map-zoom');
    const zoomIn = button(container, '+', mt('map.zoomIn'), () => map.zoomIn());
    const zoomOut = button(container, '−', mt('map.zoomOut'), () => map.zoomOut());
    const update = () => {
      zoomIn.disabled = map.getZoom() >= map.getMaxZoom();
      zoomOut.disabled = map.getZoom() <= map.getMinZoom();
    };
    map.on('zoomend zoomlevelschange', update);
    update();
    L.DomEvent.disableClickPropagation(container);
    return container;
  };
  return control;
}

function button(parent: HTMLElement, glyph: string, name: string, onClick: () => void) {
  const element = L.DomUtil.create('button', 'gs-map-button', parent);
  element.type = 'button';
  element.textContent = glyph;
  element.setAttribute('aria-label', name);
  element.title = name;
  element.addEventListener('click', onClick);
  return element;
}
