import { useEffect, useRef } from 'react';
import { loadMap } from '../../../shared/map/index.ts';
import { LazyMapStatus, useLazyMap } from '../../../shared/map/useLazyMap.tsx';
import { t } from '../t.ts';
import type { DeliveryHandlers, DeliveryShapes } from './drawDelivery.ts';

export interface DeliveryMapProps extends DeliveryShapes, DeliveryHandlers {
  /** The map's accessible name. */
  label: string;
  /** Loads the drawing library (leaflet-geoman) with this map: the origin editor's. */
  editable?: boolean;
}

/**
 * The portal's map (shared/map, its own lazy chunk with the tools) showing one delivery; a
 * click picks a point (a position, a corner) or a landing. The list beside it is the way to
 * do the same by keyboard.
 */
export function DeliveryMap(props: DeliveryMapProps) {
  const handlers = useRef<DeliveryHandlers>(props);
  handlers.current = props;
  // The map is made once; the shapes are drawn below on every change.
  const { container, state, view } = useLazyMap(
    () => ({
      center: props.landings[0]?.position ?? props.picked ?? { e: 479_600, n: 6_305_700 },
      // geoman before the map is made: its init hooks give the map and its polygons `pm`.
      chunk: () =>
        Promise.all([
          import('./drawDelivery.ts'),
          props.editable
            ? loadMap()
                .then(() => import('./geoman.ts'))
                .then((geoman) => geoman.loadGeomanStyles())
            : null,
        ]).then(([drawing]) => drawing),
      draw: ({ map, chunk: { drawDelivery } }) => drawDelivery(map.map, handlers),
    }),
    [],
  );

  // createMap names its container "Karta"; this map's own name goes back on once it is made
  // (React sets the attribute only when the label changes).
  const { label } = props;
  useEffect(() => {
    if (state === 'ready') container.current?.setAttribute('aria-label', label);
  }, [container, state, label]);

  const { borders, landings, selectedLandingId, areas, drawing, picked, pickedFixed } = props;
  const { editing, drawMode } = props;
  useEffect(() => {
    if (state === 'ready')
      view.current?.draw({
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
    view,
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
      <LazyMapStatus state={state} loading={t('loadingMap')} failed={t('mapFailed')} />
      <div ref={container} className="deliveries-map" role="region" aria-label={props.label} />
    </div>
  );
}
