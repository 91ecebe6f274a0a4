import { useEffect, useRef, useState, type DependencyList } from 'react';
import { LoadingStatus } from '../elements/LoadingStatus.tsx';
import { usePortal } from '../elements/portal.ts';
import { loadMap, type MapModule } from './index.ts';
import type { MapDataSource, MapWithTools } from './leaflet/index.ts';
import type { BasemapOptions } from './leaflet/tiles.ts';

export type LazyMapState = 'loading' | 'ready' | 'failed';

/** What an element's map is: where it opens, what it loads beside it, what it draws. */
export interface LazyMapSpec<View, Chunk> {
  /** The first view's centre, in SWEREF 99 TM metres. */
  center: { n: number; e: number };
  /** The first view's zoom: 10, as every element's map, unless said. */
  zoom?: number;
  /** The basemap: the tile proxy's unless said (a test's static tiles). */
  basemap?: BasemapOptions;
  /** The area's own chunk drawn on the map (its layers), fetched beside the map chunk. */
  chunk?: () => Promise<Chunk>;
  /** The layers and overlays; default the portal's own (GET /api/v1/map/… on its API). */
  data?: (portalData: MapDataSource, mod: MapModule) => MapDataSource;
  /**
   * Draws the area's layers on the made map; what it returns is the `view` a screen drives
   * later, and its `destroy` runs before the map is removed.
   */
  draw(made: { mod: MapModule; map: MapWithTools; chunk: Chunk }): View & { destroy?(): void };
}

/**
 * The one lifecycle of an element's map (my map, deliveries, ordered services, the map
 * demo): Leaflet and the tools load lazily (shared/map `loadMap`, with the area's chunk beside
 * them), the map is made in `container` with every tool on the portal's API and flags, drawn
 * by the area, and removed when the element leaves or a dependency changes. `spec` is read
 * when the map is made, so it may close over the render's values; `deps` say when to make it
 * again.
 */
export function useLazyMap<View, Chunk = undefined>(
  spec: () => LazyMapSpec<View, Chunk>,
  deps: DependencyList,
) {
  const { api, bridge } = usePortal();
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  const [state, setState] = useState<LazyMapState>('loading');
  const latest = useRef(spec);
  latest.current = spec;

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const { center, zoom = 10, basemap, chunk, data, draw } = latest.current();
    Promise.all([loadMap(), chunk?.()]).then(
      ([mod, loaded]) => {
        if (cancelled || !container.current) return;
        const flags = bridge.features.get().data ?? [];
        const portalData = mod.apiDataSource(api);
        const map = mod.createMapWithTools(container.current, {
          center,
          zoom,
          basemap,
          data: data ? data(portalData, mod) : portalData,
          isFlagOn: (name) => flags.some((flag) => flag.name === name && flag.isEnabled),
        });
        const drawn = draw({ mod, map, chunk: loaded as Chunk });
        view.current = drawn;
        destroy = () => {
          view.current = null;
          drawn.destroy?.();
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
    // The map is made again only when `deps` (or the API) change; the rest is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bridge, ...deps]);

  return { container, state, view };
}

/** The map's loading status, or its failure (the area's words), above its container. */
export function LazyMapStatus({
  state,
  loading,
  failed,
}: {
  state: LazyMapState;
  loading: string;
  failed: string;
}) {
  if (state === 'loading') return <LoadingStatus>{loading}</LoadingStatus>;
  if (state === 'failed')
    return (
      <p role="alert" className="alert alert-error">
        {failed}
      </p>
    );
  return null;
}
