import { toolIcon, type ToolIcon } from './icons.ts';
import { mt } from './text.ts';
import * as L from './leaflet.ts';

export interface ModeHandle {
  button: HTMLButtonElement;
  readonly active: boolean;
  setActive(active: boolean): void;
}

export interface MapToolbar {
  /** A tool that takes the map's clicks while pressed; pressing one releases the other. */
  addMode(label: string, onChange: (active: boolean) => void, icon?: ToolIcon): ModeHandle;
  /** A plain button (print, layers, …). */
  addAction(label: string, onClick: () => void, icon?: ToolIcon): HTMLButtonElement;
  /** Where tools show their sections, under the buttons. */
  panel: HTMLElement;
  /** Says a result to screen readers (and shows it). */
  announce(text: string): void;
  /** True when no tool takes the map's clicks (select-feature may answer them). */
  idle(): boolean;
}

/**
 * Below these sizes (CSS px of the map itself, not the window: the landing dialog's map is
 * small on a wide screen) the tools fold into one "Kartverktyg" button, so a phone's or a
 * dialog's map keeps its middle free. The row of six 44 px buttons is about 280 px wide,
 * and the zoom buttons keep the left edge; a map beside a list on a 1280 px screen (about
 * 520 px) keeps the row.
 */
export const compactBelow = { width: 420, height: 320 };

/**
 * The tools' buttons and their panel, as one Leaflet control at the top right. Each tool is
 * an icon button whose name is its visible label: shown as a tooltip on hover and focus on
 * a large map, and beside the icon in the menu of a small map (a disclosure button, since
 * the tools are toggle buttons rather than menu commands). Clicks and wheel inside do not
 * reach the map.
 */
export function addToolbar(map: L.Map): MapToolbar {
  const control = new L.Control({ position: 'topright' });
  const container = L.DomUtil.create('div', 'gs-map-tools');
  const id = `gs-map-tools-${L.Util.stamp(container)}`;
  const menuButton = L.DomUtil.create('button', 'gs-map-button gs-map-menu-button', container);
  menuButton.type = 'button';
  menuButton.setAttribute('aria-expanded', 'false');
  menuButton.setAttribute('aria-controls', id);
  menuButton.setAttribute('aria-label', mt('map.tools'));
  menuButton.append(toolIcon('menu'), label(mt('map.tools')));
  const group = L.DomUtil.create('div', 'gs-map-toolbar', container);
  group.id = id;
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
  let compact = false;

  const setOpen = (open: boolean) => {
    menuButton.setAttribute('aria-expanded', String(open));
    group.hidden = compact && !open;
  };
  menuButton.addEventListener('click', () =>
    setOpen(menuButton.getAttribute('aria-expanded') !== 'true'),
  );

  // The map's own size decides, and the panel may never be taller than the map.
  const mapElement = map.getContainer();
  const fit = () => {
    const { clientWidth: width, clientHeight: height } = mapElement;
    if (width === 0 || height === 0) return; // not laid out (a closed dialog)
    const small = width < compactBelow.width || height < compactBelow.height;
    if (small !== compact) {
      compact = small;
      container.classList.toggle('gs-map-tools-compact', compact);
      setOpen(false);
    }
    // A short map (the landing dialog's) lays the open menu out in two columns.
    container.classList.toggle('gs-map-tools-short', height < 420);
    container.style.setProperty('--gs-map-width', `${width}px`);
    container.style.setProperty('--gs-map-height', `${height}px`);
  };
  const observer = new ResizeObserver(fit);
  observer.observe(mapElement);
  map.on('unload', () => observer.disconnect());
  fit();

  // Escape closes the menu, or hides the tooltip of the focused button (WCAG 1.4.13).
  container.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (compact && !group.hidden) {
      setOpen(false);
      menuButton.focus();
    } else container.classList.add('gs-map-tips-off');
  });
  const tipsOn = () => container.classList.remove('gs-map-tips-off');
  container.addEventListener('focusin', tipsOn);
  container.addEventListener('pointerleave', tipsOn);

  // The name is the button's aria-label, the same words as the label, which a large map shows
  // as a tooltip (display: none between whiles, so it could not name the button itself).
  function label(text: string): HTMLElement {
    const span = L.DomUtil.create('span', 'gs-map-tool-label');
    span.setAttribute('aria-hidden', 'true');
    span.textContent = text;
    return span;
  }

  function button(text: string, icon: ToolIcon | undefined): HTMLButtonElement {
    const element = L.DomUtil.create('button', 'gs-map-button gs-map-tool', group);
    element.type = 'button';
    element.setAttribute('aria-label', text);
    if (icon) element.append(toolIcon(icon));
    element.append(label(text));
    // In the menu a chosen tool closes it: the map is what the member wants to see next.
    element.addEventListener('click', () => {
      if (compact && !group.hidden) {
        setOpen(false);
        menuButton.focus();
      }
    });
    return element;
  }

  return {
    panel,
    announce(text) {
      status.textContent = text;
    },
    idle: () => current === undefined,
    addAction(text, onClick, icon) {
      const element = button(text, icon);
      element.addEventListener('click', onClick);
      return element;
    },
    addMode(text, onChange, icon) {
      const element = button(text, icon);
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
          menuButton.classList.toggle('gs-map-menu-active', current !== undefined);
          onChange(active);
        },
      };
      element.addEventListener('click', () => handle.setActive(!handle.active));
      return handle;
    },
  };
}
