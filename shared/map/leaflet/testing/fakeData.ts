import type { LayerInfo, LayerList, OverlayLayer } from '../../../contracts/mapOverlays.ts';
import type { mapOverlayRoutes } from '../../../contracts/map-overlays/routes.ts';
import type { FakeHandlers } from '../../../testing/fakeApi.ts';
import type { MapDataSource, OverlayFeatureData } from '../dataSource.ts';
import { VAXJO } from './fixture.ts';

const square = (half: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [VAXJO.e - half, VAXJO.n - half],
      [VAXJO.e + half, VAXJO.n - half],
      [VAXJO.e + half, VAXJO.n + half],
      [VAXJO.e - half, VAXJO.n + half],
      [VAXJO.e - half, VAXJO.n - half],
    ],
  ],
});

function layer(
  id: string,
  group: LayerInfo['group'],
  name: string,
  extra: Partial<LayerInfo> = {},
): LayerInfo {
  return {
    id,
    group,
    name,
    helpText: `Hjälptext för ${name.toLowerCase()}.`,
    kind: 'overlay',
    source: null,
    themeAttribute: null,
    requiresBbox: false,
    visibleByDefault: false,
    featureFlag: null,
    ...extra,
  };
}

export const fakeLayerList: LayerList = {
  crs: 'EPSG:3006',
  groups: [
    { id: 'myForest', name: 'Min skog', helpText: null },
    { id: 'forestPlan', name: 'Skogsbruksplan', helpText: 'Planens avdelningar och klasser.' },
    { id: 'nature', name: 'Natur och hänsyn', helpText: null },
  ],
  layers: [
    layer('estates', 'myForest', 'Fastigheter', { visibleByDefault: true }),
    layer('notes', 'myForest', 'Noteringar', { featureFlag: 'MapNotes' }),
    layer('compartments', 'forestPlan', 'Avdelningar'),
    layer('valuableWater', 'nature', 'Värdefulla vatten', {
      featureFlag: 'MapValuableWater',
      requiresBbox: true,
    }),
  ],
};

/**
 * The special-care objects layer (hänsynsobjekt), offered only when a test asks for it so
 * the layer selector's own tests keep their groups.
 */
export const fakeSpecialCareLayer = layer('specialCareObjects', 'nature', 'Hänsynsobjekt', {
  requiresBbox: true,
});

export const fakeFeatures: Partial<Record<OverlayLayer, OverlayFeatureData[]>> = {
  estates: [
    {
      id: 'estate-1',
      geometry: square(200),
      properties: {
        designation: 'Kronoberg Skog 1:2',
        municipality: 'Växjö',
        areaHa: 16,
        coOwned: false,
        ownerCount: 1,
      },
    },
  ],
  compartments: [
    {
      id: 'compartment-3',
      geometry: square(50),
      properties: {
        estateId: 'estate-1',
        estateDesignation: 'Kronoberg Skog 1:2',
        number: '3',
        areaHa: 1,
        sprucePercent: 80,
        pinePercent: 15,
        deciduousPercent: 5,
        dominantSpecies: 'spruce',
        age: 62,
        volumeM3sk: 250,
        volumeM3skPerHa: 250,
        siteIndex: 'G28',
        maturityClass: 'S2',
        targetClass: 'PG',
      },
    },
  ],
  notes: [
    {
      id: 'note-1',
      geometry: { type: 'Point', coordinates: [VAXJO.e + 2, VAXJO.n - 2] },
      properties: {
        estateId: 'estate-1',
        type: 'InsectDamage',
        comment: 'Granbarkborre',
        status: 'Active',
        createdAt: '2025-06-01',
        numberOfTrees: 12,
        mainTreeSpecies: 'spruce',
        forestType: null,
        executedBy: null,
        executedDate: null,
      },
    },
    {
      id: 'note-2',
      geometry: { type: 'Point', coordinates: [VAXJO.e + 150, VAXJO.n + 150] },
      properties: {
        estateId: 'estate-1',
        type: 'Memo',
        comment: 'Långt bort',
        status: 'Obsolete',
        createdAt: '2024-06-01',
        numberOfTrees: null,
        mainTreeSpecies: null,
        forestType: null,
        executedBy: null,
        executedDate: null,
      },
    },
  ],
  specialCareObjects: [
    {
      id: 'care-1',
      geometry: { type: 'Point', coordinates: [VAXJO.e - 3, VAXJO.n + 3] },
      properties: {
        type: 'culturalHeritage',
        description: 'Husgrund efter torp',
        source: 'Riksantikvarieämbetet',
        registeredDate: '2018-10-02',
      },
    },
    {
      id: 'care-2',
      geometry: square(30),
      properties: {
        type: 'bufferZone',
        description: 'Skyddszon mot bäcken',
        source: 'Skogsinspektor',
        registeredDate: null,
      },
    },
  ],
};

/** A data source answering from the fixtures above, recording each overlay call. */
export function fakeDataSource(
  options: { failLayers?: boolean; failOverlay?: OverlayLayer; extraLayers?: LayerInfo[] } = {},
) {
  const calls: string[] = [];
  const list: LayerList = {
    ...fakeLayerList,
    layers: [...fakeLayerList.layers, ...(options.extraLayers ?? [])],
  };
  const source: MapDataSource = {
    layers: () =>
      options.failLayers ? Promise.reject(new Error('offline')) : Promise.resolve(list),
    overlay: (layerId, bbox) => {
      calls.push(bbox ? `${layerId}?bbox` : layerId);
      if (options.failOverlay === layerId) return Promise.reject(new Error('500'));
      return Promise.resolve(fakeFeatures[layerId] ?? []);
    },
  };
  return { source, calls };
}

/**
 * The map overlay routes answered from the fixtures above, for an area's fake API
 * (shared/testing/fakeApi.ts) beside its own routes; `features` gives a layer's own.
 */
export function fakeMapOverlayHandlers(
  list: LayerList = fakeLayerList,
  features: (layer: string) => OverlayFeatureData[] = (layer) =>
    fakeFeatures[layer as OverlayLayer] ?? [],
): FakeHandlers<typeof mapOverlayRoutes> {
  return {
    getLayers: () => list,
    getOverlay: ({ params }) =>
      // Checked against the layer's own schema when it is sent (the fake API's reply check).
      ({
        type: 'FeatureCollection',
        layer: params.layer,
        crs: { type: 'name', properties: { name: 'EPSG:3006' } },
        features: features(params.layer).map((feature) => ({ type: 'Feature', ...feature })),
      }) as never,
  };
}
