import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { BasemapData } from './basemap-data.ts';
import { Raster, type Rgb } from './raster.ts';
import { RESOLUTIONS, TILE_SIZE, tileBounds } from '../../../shared/map/geo/tileMatrix.ts';

/**
 * The demo's tree-height map (`tradhojd`) and soil-moisture map (`markfuktighet`): the
 * raster layers of the layer list (server/map/overlays/layerCatalogue.ts), drawn here on
 * request when no upstream is configured for them, like the offline basemap. No survey data
 * is downloaded or shipped: the values are made up from the basemap's own dataset (lakes,
 * streams, roads) and a deterministic value noise in the SWEREF 99 TM plane, so a tile is
 * the same bytes on every machine and neighbouring tiles meet without seams.
 */

export const rasterLayers = ['tradhojd', 'markfuktighet'] as const;
export type RasterLayerName = (typeof rasterLayers)[number];
export const isRasterLayer = (layer: string): layer is RasterLayerName =>
  (rasterLayers as readonly string[]).includes(layer);

/** Bump when the drawing changes, so the tiles' ETags change with it. */
const rendererVersion = 1;

/** Tree height classes in metres (upper bound) and their colours, low to high. */
export const treeHeightClasses: readonly { below: number; colour: Rgb }[] = [
  { below: 3, colour: [250, 246, 196] },
  { below: 7, colour: [205, 230, 150] },
  { below: 12, colour: [145, 200, 105] },
  { below: 17, colour: [80, 160, 75] },
  { below: 22, colour: [35, 120, 55] },
  { below: Infinity, colour: [10, 80, 40] },
];

/** Soil moisture classes as the plans name them (shared/contracts/my-map.ts soilMoistures). */
export const soilMoistureClasses: readonly { below: number; colour: Rgb }[] = [
  { below: 0.3, colour: [240, 226, 190] }, // dry
  { below: 0.5, colour: [200, 224, 232] }, // mesic
  { below: 0.65, colour: [140, 188, 228] }, // moist-mesic
  { below: 0.8, colour: [70, 135, 205] }, // moist
  { below: Infinity, colour: [25, 70, 165] }, // wet
];

export interface PreparedRasters {
  /** Where the demo has data: the basemap's features and a margin; transparent outside. */
  extent: { minE: number; minN: number; maxE: number; maxN: number };
  water: Float64Array[][];
  /** Streams and lake shores: wet ground beside them. */
  shores: Float64Array[];
  /** Roads: cleared, no trees on them. */
  roads: Float64Array[];
  version: string;
}

const margin = 600;

export function prepareDemoRasters(data: BasemapData): PreparedRasters {
  const water: Float64Array[][] = [];
  const shores: Float64Array[] = [];
  const roads: Float64Array[] = [];
  let minE = Infinity;
  let minN = Infinity;
  let maxE = -Infinity;
  let maxN = -Infinity;
  for (const feature of data.features) {
    const { kind } = feature.properties;
    const parts =
      feature.geometry.type === 'Polygon'
        ? feature.geometry.coordinates.map((ring) => new Float64Array([...ring, ring[0]!].flat()))
        : [new Float64Array(feature.geometry.coordinates.flat())];
    for (const part of parts) {
      for (let i = 0; i < part.length; i += 2) {
        minE = Math.min(minE, part[i]!);
        maxE = Math.max(maxE, part[i]!);
        minN = Math.min(minN, part[i + 1]!);
        maxN = Math.max(maxN, part[i + 1]!);
      }
    }
    if (kind === 'water') {
      water.push(parts);
      shores.push(...parts);
    } else if (kind === 'stream') shores.push(...parts);
    else if (kind === 'road' || kind === 'forestRoad') roads.push(...parts);
  }
  const version = createHash('sha256')
    .update(`${rendererVersion}\n${JSON.stringify(data)}`)
    .update(JSON.stringify([treeHeightClasses, soilMoistureClasses]))
    .digest('hex')
    .slice(0, 16);
  return {
    extent: { minE: minE - margin, minN: minN - margin, maxE: maxE + margin, maxN: maxN + margin },
    water,
    shores,
    roads,
    version,
  };
}

/** A lattice value in [0, 1) from integer corners and a seed (an integer hash, no Math.random). */
function lattice(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1) on a grid of `cell` metres, continuous across tiles. */
function noise(e: number, n: number, cell: number, seed: number): number {
  const x = e / cell;
  const y = n / cell;
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = lattice(ix, iy, seed) * (1 - sx) + lattice(ix + 1, iy, seed) * sx;
  const bottom = lattice(ix, iy + 1, seed) * (1 - sx) + lattice(ix + 1, iy + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Tree height in metres at a point of forest land. */
export function treeHeightAt(e: number, n: number): number {
  // Stands of a few hectares (clear-cuts and young forest among older stands), rough within.
  const stand = noise(e, n, 180, 11);
  if (stand < 0.22) return 0.5 + 2.5 * noise(e, n, 30, 12);
  const grown = 0.55 * stand + 0.3 * noise(e, n, 70, 13) + 0.15 * noise(e, n, 20, 14);
  return Math.min(32, 4 + 30 * grown);
}

/** A wetness index in [0, 1]: low ground and ground near water are wetter. */
export function wetnessAt(e: number, n: number, nearWater: boolean): number {
  const ground = 0.65 * noise(e, n, 300, 21) + 0.35 * noise(e, n, 60, 22);
  return Math.min(1, nearWater ? 0.45 + 0.6 * ground : 0.85 * ground);
}

const classOf = (value: number, classes: readonly { below: number; colour: Rgb }[]) =>
  classes.find((c) => value < c.below)!.colour;

/**
 * RGBA pixels of one tile of a raster layer, or null when the tile lies outside the demo's
 * data (the caller sends the one transparent tile). Water is transparent: the basemap
 * under the layer shows it.
 */
export function renderRasterTile(
  rasters: PreparedRasters,
  layer: RasterLayerName,
  z: number,
  row: number,
  col: number,
): Buffer | null {
  const { extent } = rasters;
  const bounds = tileBounds(z, row, col);
  if (
    bounds.maxE <= extent.minE ||
    bounds.minE >= extent.maxE ||
    bounds.maxN <= extent.minN ||
    bounds.minN >= extent.maxN
  )
    return null;
  const resolution = RESOLUTIONS[z]!;
  const toPixels = (part: Float64Array) => {
    const out = new Float64Array(part.length);
    for (let i = 0; i < part.length; i += 2) {
      out[i] = (part[i]! - bounds.minE) / resolution;
      out[i + 1] = (bounds.maxN - part[i + 1]!) / resolution;
    }
    return out;
  };
  // Masks drawn with the basemap's rasteriser: red water, green near water, blue road.
  const mask = new Raster(TILE_SIZE, TILE_SIZE, [0, 0, 0]);
  if (layer === 'markfuktighet') {
    const reach = Math.max(1, (2 * 35) / resolution); // 35 m either side of a shore
    for (const shore of rasters.shores) mask.strokeLine(toPixels(shore), reach, [0, 255, 0]);
  } else {
    const clearing = Math.max(1, 10 / resolution); // a road and its verges
    for (const road of rasters.roads) mask.strokeLine(toPixels(road), clearing, [0, 0, 255]);
  }
  for (const lake of rasters.water) mask.fillPolygon(lake.map(toPixels), [255, 0, 0]);

  const out = Buffer.alloc(TILE_SIZE * TILE_SIZE * 4);
  for (let y = 0; y < TILE_SIZE; y++) {
    const n = bounds.maxN - (y + 0.5) * resolution;
    for (let x = 0; x < TILE_SIZE; x++) {
      const e = bounds.minE + (x + 0.5) * resolution;
      const m = (y * TILE_SIZE + x) * 3;
      if (e < extent.minE || e > extent.maxE || n < extent.minN || n > extent.maxN) continue;
      if (mask.data[m] === 255) continue; // water
      const colour =
        layer === 'tradhojd'
          ? classOf(mask.data[m + 2] === 255 ? 0 : treeHeightAt(e, n), treeHeightClasses)
          : classOf(wetnessAt(e, n, mask.data[m + 1] === 255), soilMoistureClasses);
      const o = (y * TILE_SIZE + x) * 4;
      out[o] = colour[0];
      out[o + 1] = colour[1];
      out[o + 2] = colour[2];
      out[o + 3] = 255;
    }
  }
  return out;
}

/** PNG bytes of RGBA pixels (a raster layer lies over the basemap: transparent outside). */
export function encodeRgbaPng(pixels: Buffer): Buffer {
  const png = new PNG({ width: TILE_SIZE, height: TILE_SIZE });
  png.data = pixels;
  return PNG.sync.write(png, {
    colorType: 6,
    inputColorType: 6,
    inputHasAlpha: true,
    filterType: 0,
    deflateLevel: 6,
    deflateStrategy: 0,
  });
}

/** The tile outside the demo's data: fully transparent. */
export const transparentTile = () => encodeRgbaPng(Buffer.alloc(TILE_SIZE * TILE_SIZE * 4));
