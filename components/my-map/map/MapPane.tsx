import { useEffect, useRef } from 'react';
import { formatBbox, type Bbox, type LayerList } from '../../../shared/contracts/mapOverlays.ts';
import { pointInArea } from '../../../shared/contracts/my-map/pointInArea.ts';
import { fullDetailZoom, toleranceAt } from '../../../shared/contracts/my-map/byZoom.ts';
import { loadMap } from '../../../shared/map/index.ts';
import { LazyMapStatus, useLazyMap } from '../../../shared/map/useLazyMap.tsx';
import * as L from '../../../shared/map/leaflet/leaflet.ts';
import type { MapDataSource, OverlayFeatureData } from '../../../shared/map/leaflet/dataSource.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';
import type { Extent, MapHandle } from './mapHandle.ts';

export interface MapPaneProps {
  /** The plan whose compartments the map draws; null draws none (no plan). */
  planId: string | null;
  extent: Extent;
  selectedId: string | null;
  onSelect(compartmentId: string): void;
  /** Given: a click on a note (a point of the notes layer) selects it; it wins over a compartment. */
  onSelectNote?(noteId: string): void;
  onReady?(handle: MapHandle): void;
  /** Which notes the map shows (the notes' display and type filters). */
  showNote?: (note: { createdAt: string; type: string }) => boolean;
}

/** What the map keeps for the outline of the selected compartment. */
interface PaneView {
  map: L.Map;
  features: Map<string, OverlayFeatureData>;
  /** How far (m) a stored feature's boundary may be thinned (0: full detail). */
  thinnedBy: Map<string, number>;
  highlight: L.LayerGroup;
  /** The compartment just clicked on the map (already in view: not fitted again). */
  clicked: string | null;
}

/** How near (pixels) a click must be to a note's point to hit it (as the select popup's). */
const noteTolerancePx = 10;

/** Layers that follow the view (bbox), so a plan of hundreds of compartments loads by area. */
const byView = new Set(['compartments', 'notes']);
const followsView = (list: LayerList): LayerList => ({
  ...list,
  layers: list.layers.map((layer) =>
    byView.has(layer.id) || (layer.source !== null && byView.has(layer.source))
      ? { ...layer, requiresBbox: true }
      : layer,
  ),
});

/** A polygon's or multipolygon's bounding box (SWEREF 99 TM). */
function envelopeOf(geometry: GeoJSON.Geometry): Bbox {
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  const points = rings.flat();
  const es = points.map((p) => p[0]!);
  const ns = points.map((p) => p[1]!);
  return {
    minE: Math.min(...es),
    minN: Math.min(...ns),
    maxE: Math.max(...es),
    maxN: Math.max(...ns),
  };
}

const widened = (box: Bbox, by: number): Bbox => ({
  minE: box.minE - by,
  minN: box.minN - by,
  maxE: box.maxE + by,
  maxN: box.maxN + by,
});

/**
 * The map of my map (the map foundation with every tool): the plan's compartments instead
 * of the estate overlay's, loaded by the view; a click selects the compartment under it
 * (when no tool is pressed), and the selected compartment is outlined and brought into view.
 */
export default function MapPane(props: MapPaneProps) {
  const { planId, extent, selectedId } = props;
  const { calls } = useMyMap();
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const onSelectNote = useRef(props.onSelectNote);
  onSelectNote.current = props.onSelectNote;
  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;
  const showNote = useRef(props.showNote);
  const noteFilterChanged = showNote.current !== props.showNote;
  showNote.current = props.showNote;

  // The map is made once per plan; the rest is read through refs.
  const { container, state, view } = useLazyMap<PaneView>(() => {
    const features = new Map<string, OverlayFeatureData>();
    const thinnedBy = new Map<string, number>();
    let shown: L.Map | null = null;
    // The notes drawn now (the last answer of the notes layer), for a click to find.
    let notes: OverlayFeatureData[] = [];
    const planOverlay = async (bbox: Bbox | null) => {
      if (planId === null) return [];
      // Out from fullDetailZoom the server thins the boundaries to the view's pixels;
      // rounded up, the tolerance is never coarser than the zoom shown.
      const zoom = shown ? Math.ceil(shown.getZoom()) : fullDetailZoom;
      const coarse = zoom < fullDetailZoom;
      const answer = await calls.getPlanGeometry({
        params: { planId },
        query: {
          ...(bbox ? { bbox: formatBbox(bbox) } : {}),
          ...(coarse ? { zoom: String(zoom) } : {}),
        },
      });
      for (const feature of answer.features) {
        features.set(feature.id, feature);
        thinnedBy.set(feature.id, toleranceAt(coarse ? zoom : null) ?? 0);
      }
      return answer.features;
    };
    return {
      center: { n: (extent.minN + extent.maxN) / 2, e: (extent.minE + extent.maxE) / 2 },
      data: (base): MapDataSource => ({
        layers: async () => followsView(await base.layers()),
        overlay: async (layer, bbox) => {
          if (layer === 'compartments') return planOverlay(bbox);
          const answer = await base.overlay(layer, bbox);
          if (layer !== 'notes') return answer;
          const filter = showNote.current;
          notes = filter
            ? answer.filter((f) =>
                filter({
                  createdAt: String(f.properties.createdAt),
                  type: String(f.properties.type),
                }),
              )
            : answer;
          return notes;
        },
      }),
      draw: ({ mod, map: { map, toolbar, marker } }) => {
        shown = map;
        const fit = () =>
          map.fitBounds(
            L.latLngBounds(
              mod.latLngOf({ n: extent.minN, e: extent.minE }),
              mod.latLngOf({ n: extent.maxN, e: extent.maxE }),
            ),
            { padding: [16, 16], animate: false },
          );
        fit();
        // On a phone the map starts hidden behind the list: shown, it measures itself again
        // and, having had no size to fit the estate into, fits it now.
        const resized = new ResizeObserver(() => {
          const hadNoSize = map.getSize().x === 0 || map.getSize().y === 0;
          map.invalidateSize({ animate: false });
          if (hadNoSize && map.getSize().x > 0) fit();
        });
        resized.observe(map.getContainer());
        const highlight = L.layerGroup().addTo(map);
        const noteAt = (clicked: L.Point) =>
          notes.find((f) => {
            if (f.geometry.type !== 'Point') return false;
            const [e, n] = f.geometry.coordinates as [number, number];
            return (
              map.latLngToContainerPoint(mod.latLngOf({ e, n })).distanceTo(clicked) <=
              noteTolerancePx
            );
          });
        const pane: PaneView & { destroy(): void } = {
          map,
          features,
          thinnedBy,
          highlight,
          clicked: null,
          destroy: () => resized.disconnect(),
        };
        map.on('click', (event: L.LeafletMouseEvent) => {
          if (!toolbar.idle()) return;
          const note = onSelectNote.current && noteAt(event.containerPoint);
          if (note) return onSelectNote.current?.(note.id);
          const point = mod.swerefOf(event.latlng);
          const hit = [...features.values()].find((f) => pointInArea(f.geometry as never, point));
          if (hit) {
            pane.clicked = hit.id;
            onSelect.current(hit.id);
          }
        });
        onReady.current?.({
          markerPosition: () => (marker.marker ? mod.swerefOf(marker.marker.getLatLng()) : null),
          devicePosition: () =>
            new Promise((resolve, reject) => {
              if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
              navigator.geolocation.getCurrentPosition(
                (position) =>
                  resolve(
                    mod.swerefOf(L.latLng(position.coords.latitude, position.coords.longitude)),
                  ),
                reject,
                { enableHighAccuracy: true, timeout: 15_000 },
              );
            }),
          showPoint: (point) => {
            const latlng = mod.latLngOf(point);
            map.setView(latlng, Math.max(map.getZoom(), 11), { animate: false });
            marker.place(latlng);
          },
          refresh: () => map.fire('moveend'),
        });
        return pane;
      },
    };
  }, [planId]);

  // A new display filter: the notes layer loads again.
  useEffect(() => {
    if (noteFilterChanged) view.current?.map.fire('moveend');
  });

  // The selected compartment: outlined; brought into view when chosen in the list.
  useEffect(() => {
    const current = view.current;
    if (state !== 'ready' || !current) return;
    current.highlight.clearLayers();
    if (selectedId === null) return;
    let cancelled = false;
    void loadMap().then(async (mod) => {
      let feature = current.features.get(selectedId);
      const thinned = current.thinnedBy.get(selectedId) ?? 0;
      // The outline is drawn with every vertex: a boundary thinned for a coarser view is
      // asked again in full (by its box, widened by what the thinning may have moved).
      if ((!feature || thinned > 0) && planId !== null) {
        const bbox = feature && widened(envelopeOf(feature.geometry), thinned);
        const all = await calls.getPlanGeometry({
          params: { planId },
          query: bbox ? { bbox: formatBbox(bbox) } : {},
        });
        for (const f of all.features) {
          current.features.set(f.id, f);
          current.thinnedBy.set(f.id, 0);
        }
        feature = current.features.get(selectedId);
      }
      if (!feature || cancelled) return;
      const shape = L.geoJSON(feature.geometry, {
        coordsToLatLng: (c) => mod.latLngOf({ e: c[0], n: c[1] }),
        style: { color: '#ffbf47', weight: 5, fill: false },
        interactive: false,
      });
      current.highlight.addLayer(shape);
      if (current.clicked !== feature.id)
        current.map.fitBounds(shape.getBounds(), { maxZoom: 12, animate: false });
      current.clicked = null;
    });
    return () => {
      cancelled = true;
    };
  }, [state, selectedId, planId, calls, view]);

  return (
    <div className="my-map-pane">
      <LazyMapStatus state={state} loading={t('loadingMap')} failed={t('mapFailed')} />
      <div ref={container} className="my-map-canvas" />
    </div>
  );
}
