import { useEffect, useRef, useState } from 'react';
import { useAtom, usePortal } from '../../../shared/elements/portal.ts';
import { loadMap } from '../../../shared/map/index.ts';
import { t } from '../t.ts';
import type { DeliveryHandlers, DeliveryShapes } from './drawDelivery.ts';

export interface DeliveryMapProps extends DeliveryShapes, DeliveryHandlers {
  /** The map's accessible name. */
  label: string;
  /** The basemap's tile URL; the tile proxy's when absent (tests point it at a file). */
  tileUrl?: string;
  /** Loads the drawing library (leaflet-geoman) with this map: the origin editor's. */
  editable?: boolean;
}

/**
 * The portal's map (shared/map, its own lazy chunk with the tools) showing one delivery; a
 * click picks a point (a position, a corner) or a landing. The list beside it is the way to
 * do the same by keyboard.
 */
export function DeliveryMap(props: DeliveryMapProps) {
  const { api, bridge } = usePortal();
  const flags = useAtom(bridge.features).data ?? undefined;
  const container = useRef<HTMLDivElement>(null);
  const layers = useRef<{ draw(shapes: DeliveryShapes): void } | null>(null);
  const handlers = useRef<DeliveryHandlers>(props);
  handlers.current = props;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    // geoman before the map is made: its init hooks give the map and its polygons `pm`.
    const editing = props.editable
      ? loadMap()
          .then(() => import('./geoman.ts'))
          .then((geoman) => geoman.loadGeomanStyles())
      : null;
    Promise.all([loadMap(), import('./drawDelivery.ts'), editing]).then(
      ([{ createMapWithTools, apiDataSource }, { drawDelivery }]) => {
        if (cancelled || !container.current) return;
        const first = props.landings[0]?.position ?? props.picked ?? { e: 479_600, n: 6_305_700 };
        const map = createMapWithTools(container.current, {
          center: first,
          zoom: 10,
          basemap: props.tileUrl ? { url: props.tileUrl } : {},
          data: apiDataSource(api),
          isFlagOn: (name) => flags?.some((flag) => flag.name === name && flag.isEnabled) ?? false,
        });
        const drawn = drawDelivery(map.map, handlers);
        layers.current = drawn;
        destroy = () => {
          drawn.destroy();
          layers.current = null;
          map.destroy();
        };
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
    // The map is made once; the shapes are drawn below on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // createMap names its container "Karta"; this map's own name goes back on once it is made
  // (React sets the attribute only when the label changes).
  const { label } = props;
  useEffect(() => {
    if (state === 'ready') container.current?.setAttribute('aria-label', label);
  }, [state, label]);

  const { borders, landings, selectedLandingId, areas, drawing, picked, pickedFixed } = props;
  const { editing, drawMode } = props;
  useEffect(() => {
    if (state === 'ready')
      layers.current?.draw({
        borders,
        landings,
        selectedLandingId,
        areas,
        drawing,
        picked,
        pickedFixed: pickedFixed ?? false,
        editing: editing ?? null,
        drawMode: drawMode ?? false,
      });
  }, [
    state,
    borders,
    landings,
    selectedLandingId,
    areas,
    drawing,
    picked,
    pickedFixed,
    editing,
    drawMode,
  ]);

  return (
    <div className="deliveries-map-frame">
      {state === 'loading' && <p role="status">{t('loadingMap')}</p>}
      {state === 'failed' && <p role="alert">{t('mapFailed')}</p>}
      <div ref={container} className="deliveries-map" role="region" aria-label={props.label} />
    </div>
  );
}
