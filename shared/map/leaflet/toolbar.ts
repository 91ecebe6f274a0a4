import { mt } from './text.ts';
import * as L from './leaflet.ts';

export interface ModeHandle {
  button: HTMLButtonElement;
  readonly active: boolean;
  setActive(active: boolean): void;
}

export interface MapToolbar {
  /** A tool that takes the map's clicks while pressed; pressing one releases the other. */
  addMode(label: string, onChange: (active: boolean) => void): ModeHandle;
  /** A plain button (print, layers, …). */
  addAction(label: string, onClick: () => void): HTMLButtonElement;
  /** Where tools show their sections, under the buttons. */
  panel: HTMLElement;
  /** Says a result to screen readers (and shows it). */
  announce(text: string): void;
  /** True when no tool takes the map's clicks (select-feature may answer them). */
  idle(): boolean;
}

/**
 * The tools' buttons (a labelled group of toggle buttons, aria-pressed) and their panel,
 * as one Leaflet control at the top right. Clicks and wheel inside do not reach the map.
 */
export function addToolbar(map: L.Map): MapToolbar {
  const control = new L.Control({ position: 'topright' });
  const container = L.DomUtil.create('div', 'gs-map-tools');
  const group = L.DomUtil.create('div', 'gs-map-toolbar', container);
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', mt('map.tools'));
  const panel = L.DomUtil.create('div', 'gs-map-panel', container);
  const status = L.DomUtil.create('p', 'gs-map-status', container);
  status.setAttribute('role', 'status');
  L.DomEvent.disableClickPropagation(container);
  L.DomEvent.disableScrollPropagation(container);
  control.onAdd = () => container;
  control.addTo(map);

  let current: ModeHandle | undefined;

  function button(label: string): HTMLButtonElement {
    const element = L.DomUtil.create('button', 'gs-map-button', group);
    element.type = 'button';
    element.textContent = label;
    return element;
  }

  return {
    panel,
    announce(text) {
      status.textContent = text;
    },
    idle: () => current === undefined,
    addAction(label, onClick) {
      const element = button(label);
      element.addEventListener('click', onClick);
      return element;
    },
    addMode(label, onChange) {
      const element = button(label);
      element.setAttribute('aria-pressed', 'false');
      const handle: ModeHandle = {
        button: element,
        get active() {
          return current === handle;
        },
        setActive(active) {
          if (active === handle.active) return;
          if (active) {
            current?.setActive(false);
            current = handle;
          } else {
            current = undefined;
          }
          element.setAttribute('aria-pressed', String(active));
          map.getContainer().classList.toggle('gs-map-picking', current !== undefined);
          onChange(active);
        },
      };
      element.addEventListener('click', () => handle.setActive(!handle.active));
      return handle;
    },
  };
}
