import type { LayerInfo, LayerList } from '../../../contracts/mapOverlays.ts';
import type { MapDataSource } from '../dataSource.ts';
import { showLayer, type ShownOverlay } from '../overlays.ts';
import { mt } from '../text.ts';
import type { MapToolbar } from '../toolbar.ts';
import * as L from '../leaflet.ts';

export interface LayerSelector {
  /** The layers shown now, with their features (for select-feature). */
  shown(): ShownOverlay[];
  /** Resolves when the list has loaded and the default layers are shown (or failed). */
  ready: Promise<void>;
}

export interface LayerSelectorOptions {
  /** Whether a feature flag is on; layers behind an off flag are not offered. */
  isFlagOn?: (flag: string) => boolean;
}

let nextId = 0;

/**
 * The layer selector (spec §2.4): a checkbox per layer of GET /api/v1/map/layers, grouped,
 * and "Om lagren" opening a modal dialog with every layer's help text.
 */
export function addLayerSelector(
  map: L.Map,
  toolbar: MapToolbar,
  data: MapDataSource,
  { isFlagOn = () => true }: LayerSelectorOptions = {},
): LayerSelector {
  const id = `gs-map-layers-${++nextId}`;
  const section = L.DomUtil.create('section', 'gs-map-section', toolbar.panel);
  section.id = id;
  section.hidden = true;
  section.setAttribute('aria-labelledby', `${id}-heading`);
  const heading = L.DomUtil.create('h2', 'gs-map-heading', section);
  heading.id = `${id}-heading`;
  heading.textContent = mt('layers.heading');
  const infoButton = L.DomUtil.create('button', 'gs-map-button', section);
  infoButton.type = 'button';
  infoButton.textContent = mt('layers.info');
  const list = L.DomUtil.create('div', 'gs-map-layer-list', section);
  const message = L.DomUtil.create('p', 'gs-map-message', section);
  message.setAttribute('role', 'alert');

  const toggle = toolbar.addAction(
    mt('layers.tool'),
    () => {
      section.hidden = !section.hidden;
      toggle.setAttribute('aria-expanded', String(!section.hidden));
    },
    'layers',
  );
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', id);

  const shown = new Map<string, ShownOverlay>();
  /** The list's order, so select-feature lists features the same way whatever was toggled. */
  let order: string[] = [];

  async function setVisible(info: LayerInfo, box: HTMLInputElement, on: boolean): Promise<void> {
    if (!on) {
      shown.get(info.id)?.layer.remove();
      shown.delete(info.id);
      return;
    }
    try {
      shown.set(info.id, await showLayer(map, info, data));
      message.textContent = '';
    } catch {
      box.checked = false;
      message.textContent = mt('overlay.loadFailed', { name: info.name });
    }
  }

  function render(layerList: LayerList): Promise<unknown> {
    const offered = layerList.layers.filter((l) => !l.featureFlag || isFlagOn(l.featureFlag));
    order = offered.map((l) => l.id);
    const defaults: Promise<void>[] = [];
    for (const group of layerList.groups) {
      const layers = offered.filter((l) => l.group === group.id);
      if (layers.length === 0) continue;
      const fieldset = L.DomUtil.create('fieldset', 'gs-map-layer-group', list);
      L.DomUtil.create('legend', '', fieldset).textContent = group.name;
      for (const info of layers) {
        const label = L.DomUtil.create('label', 'gs-map-layer', fieldset);
        const box = L.DomUtil.create('input', '', label);
        box.type = 'checkbox';
        box.checked = info.visibleByDefault;
        label.append(info.name);
        box.addEventListener('change', () => void setVisible(info, box, box.checked));
        if (info.visibleByDefault) defaults.push(setVisible(info, box, true));
      }
    }
    infoButton.addEventListener('click', () => openInfo(section, layerList, offered));
    return Promise.all(defaults);
  }

  const ready = data
    .layers()
    .then(render)
    .then(
      () => undefined,
      () => {
        message.textContent = mt('layers.loadFailed');
        infoButton.hidden = true;
      },
    );

  return {
    shown: () =>
      [...shown.values()].sort((a, b) => order.indexOf(a.info.id) - order.indexOf(b.info.id)),
    ready,
  };
}

/** The layer-info modal: a native modal dialog (focus kept inside, Escape closes). */
function openInfo(parent: HTMLElement, layerList: LayerList, offered: LayerInfo[]): void {
  const dialog = L.DomUtil.create('dialog', 'gs-map-dialog', parent);
  const headingId = `gs-map-layer-info-${++nextId}`;
  dialog.setAttribute('aria-labelledby', headingId);
  const heading = L.DomUtil.create('h2', 'gs-map-heading', dialog);
  heading.id = headingId;
  heading.textContent = mt('layers.infoTitle');
  for (const group of layerList.groups) {
    const layers = offered.filter((l) => l.group === group.id);
    if (layers.length === 0) continue;
    L.DomUtil.create('h3', '', dialog).textContent = group.name;
    if (group.helpText) L.DomUtil.create('p', '', dialog).textContent = group.helpText;
    const dl = L.DomUtil.create('dl', '', dialog);
    for (const layer of layers) {
      L.DomUtil.create('dt', '', dl).textContent = layer.name;
      L.DomUtil.create('dd', '', dl).textContent = layer.helpText;
    }
  }
  const close = L.DomUtil.create('button', 'gs-map-button', dialog);
  close.type = 'button';
  close.textContent = mt('layers.close');
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
  close.focus();
}
