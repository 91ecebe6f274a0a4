/**
 * What the offline basemap draws: a made-up corner of Småland west of Växjö, in SWEREF 99 TM
 * (EPSG:3006). GeoJSON-shaped, with positions as [E, N] in metres (x east, y north, the
 * GeoJSON order; EPSG:3006 itself names N first). The demo estates' outlines are the same
 * two estates the map's demo overlays describe; change both together.
 *
 * Only used when no upstream tile service is configured (development, tests, offline demos).
 */
export type Position = readonly [e: number, n: number];

export type BasemapGeometry =
  | { type: 'Polygon'; coordinates: readonly (readonly Position[])[] }
  | { type: 'LineString'; coordinates: readonly Position[] };

export type BasemapKind = 'water' | 'stream' | 'road' | 'forestRoad' | 'estate';

export interface BasemapFeature {
  type: 'Feature';
  properties: { kind: BasemapKind; name: string };
  geometry: BasemapGeometry;
}

export interface BasemapData {
  type: 'FeatureCollection';
  features: readonly BasemapFeature[];
}

const polygon = (kind: BasemapKind, name: string, ...rings: Position[][]): BasemapFeature => ({
  type: 'Feature',
  properties: { kind, name },
  geometry: { type: 'Polygon', coordinates: rings },
});

const line = (kind: BasemapKind, name: string, coordinates: Position[]): BasemapFeature => ({
  type: 'Feature',
  properties: { kind, name },
  geometry: { type: 'LineString', coordinates },
});

/** A point inside the lake (open water, away from its island), for tests and docs. */
export const lakeSample: Position = [480_900, 6_305_500];
/** A point of open land north of the lake, over 500 m from every feature. */
export const landSample: Position = [481_000, 6_306_400];
/** A point on the lake's island (a hole in the water polygon). */
export const islandSample: Position = [481_335, 6_305_545];

export const demoBasemap: BasemapData = {
  type: 'FeatureCollection',
  features: [
    polygon(
      'water',
      'Bäckasjön',
      [
        [480_400, 6_305_300],
        [480_700, 6_305_150],
        [481_150, 6_305_200],
        [481_500, 6_305_150],
        [481_800, 6_305_350],
        [481_750, 6_305_650],
        [481_400, 6_305_850],
        [480_950, 6_305_800],
        [480_600, 6_305_750],
        [480_420, 6_305_550],
      ],
      // An island: a hole in the water.
      [
        [481_250, 6_305_480],
        [481_400, 6_305_470],
        [481_420, 6_305_600],
        [481_270, 6_305_620],
      ],
    ),
    polygon('water', 'Lilla gölen', [
      [478_850, 6_303_250],
      [479_050, 6_303_200],
      [479_120, 6_303_350],
      [478_950, 6_303_450],
      [478_820, 6_303_380],
    ]),
    line('stream', 'Skogsbäcken', [
      [481_640, 6_305_260],
      [482_300, 6_304_600],
      [482_600, 6_303_800],
      [483_200, 6_303_100],
      [483_900, 6_302_500],
    ]),
    line('road', 'Väg 630', [
      [477_000, 6_304_100],
      [479_500, 6_304_400],
      [480_600, 6_304_300],
      [482_000, 6_304_000],
      [482_800, 6_303_900],
      [485_000, 6_303_500],
    ]),
    line('forestRoad', 'Norrskogsvägen', [
      [479_500, 6_304_400],
      [479_600, 6_305_600],
      [479_900, 6_306_600],
    ]),
    line('forestRoad', 'Björkåsvägen', [
      [482_800, 6_303_900],
      [483_000, 6_303_200],
      [482_700, 6_302_600],
    ]),
    polygon('estate', 'Norrskogen 1:4', [
      [479_000, 6_305_200],
      [480_100, 6_305_100],
      [480_250, 6_305_800],
      [479_900, 6_306_300],
      [479_100, 6_306_250],
    ]),
    polygon('estate', 'Björkås 2:7', [
      [482_200, 6_302_700],
      [482_300, 6_303_300],
      [483_400, 6_303_400],
      [483_500, 6_302_600],
      [482_900, 6_302_300],
    ]),
  ],
};
