import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { BasemapData, BasemapKind } from './basemap-data.ts';
import { Raster, type Rgb } from './raster.ts';
import { RESOLUTIONS, TILE_SIZE, tileBounds } from '../../../shared/map/geo/tileMatrix.ts';

/**
 * Renders the offline basemap's tiles from a small vector dataset (basemap-data.ts): a light
 * background, water as blue polygons, streams and roads as lines, the estates' outlines.
 */

/** Bump when the drawing changes, so the tiles' ETags change with it. */
const rendererVersion = 1;

export interface Palette {
  background: Rgb;
  water: Rgb;
  stream: Rgb;
  roadCasing: Rgb;
  road: Rgb;
  forestRoad: Rgb;
  estate: Rgb;
}

/** The layers the basemap draws, named after Lantmäteriet's (so URLs are the same online). */
export const basemapPalettes: Readonly<Record<string, Palette>> = {
  topowebb: {
    background: [244, 241, 232],
    water: [150, 196, 230],
    stream: [92, 156, 210],
    roadCasing: [150, 96, 40],
    road: [240, 170, 70],
    forestRoad: [125, 95, 60],
    estate: [190, 40, 40],
  },
  // The toned-down variant, for maps whose overlays must stand out.
  topowebb_nedtonad: {
    background: [246, 246, 244],
    water: [200, 218, 232],
    stream: [170, 196, 220],
    roadCasing: [170, 170, 170],
    road: [225, 225, 225],
    forestRoad: [175, 175, 175],
    estate: [190, 120, 120],
  },
};

/** Lines and outlines are left out below this zoom, where they would be specks. */
const detailMinZoom = 5;

interface PreparedFeature {
  kind: BasemapKind;
  /** Rings (polygon) or one line, as flat [E, N, E, N, ...] arrays. */
  parts: Float64Array[];
  minE: number;
  minN: number;
  maxE: number;
  maxN: number;
}

export interface PreparedBasemap {
  features: readonly PreparedFeature[];
  /** Changes whenever the data or the drawing does; part of every tile's ETag. */
  version: string;
}

/** Flattens the dataset once and notes each feature's box, so tiles skip what they miss. */
export function prepareBasemap(data: BasemapData): PreparedBasemap {
  // Draw order: water under roads under estate outlines.
  const order: BasemapKind[] = ['water', 'stream', 'forestRoad', 'road', 'estate'];
  const features = data.features
    .map((feature) => {
      const parts =
        feature.geometry.type === 'Polygon'
          ? feature.geometry.coordinates.map((ring) => new Float64Array(ring.flat()))
          : [new Float64Array(feature.geometry.coordinates.flat())];
      let minE = Infinity;
      let minN = Infinity;
      let maxE = -Infinity;
      let maxN = -Infinity;
      for (const part of parts) {
        for (let i = 0; i < part.length; i += 2) {
          minE = Math.min(minE, part[i]!);
          maxE = Math.max(maxE, part[i]!);
          minN = Math.min(minN, part[i + 1]!);
          maxN = Math.max(maxN, part[i + 1]!);
        }
      }
      return { kind: feature.properties.kind, parts, minE, minN, maxE, maxN };
    })
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const version = createHash('sha256')
    .update(`${rendererVersion}\n${JSON.stringify(data)}\n${JSON.stringify(basemapPalettes)}`)
    .digest('hex')
    .slice(0, 16);
  return { features, version };
}

/** Line width in pixels: the ground width at this resolution, kept between min and max. */
const width = (metres: number, resolution: number, min: number, max: number) =>
  Math.min(max, Math.max(min, metres / resolution));

/**
 * Draws one tile, or returns null when nothing of the dataset reaches it (the caller then
 * uses the one blank tile). Line widths are bounded in pixels, so the margin is too.
 */
export function renderTile(
  basemap: PreparedBasemap,
  palette: Palette,
  z: number,
  row: number,
  col: number,
): Raster | null {
  const resolution = RESOLUTIONS[z]!;
  const bounds = tileBounds(z, row, col);
  const margin = 12 * resolution;
  const visible = basemap.features.filter(
    (f) =>
      (f.kind === 'water' || z >= detailMinZoom) &&
      f.maxE >= bounds.minE - margin &&
      f.minE <= bounds.maxE + margin &&
      f.maxN >= bounds.minN - margin &&
      f.minN <= bounds.maxN + margin,
  );
  if (visible.length === 0) return null;

  const raster = new Raster(TILE_SIZE, TILE_SIZE, palette.background);
  const toPixels = (part: Float64Array) => {
    const out = new Float64Array(part.length);
    for (let i = 0; i < part.length; i += 2) {
      out[i] = (part[i]! - bounds.minE) / resolution;
      out[i + 1] = (bounds.maxN - part[i + 1]!) / resolution;
    }
    return out;
  };
  for (const feature of visible) {
    const parts = feature.parts.map(toPixels);
    switch (feature.kind) {
      case 'water':
        raster.fillPolygon(parts, palette.water);
        break;
      case 'stream':
        raster.strokeLine(parts[0]!, width(4, resolution, 1.5, 5), palette.stream);
        break;
      case 'forestRoad':
        raster.strokeLine(parts[0]!, width(5, resolution, 1.5, 7), palette.forestRoad);
        break;
      case 'road': {
        const inner = width(9, resolution, 1.5, 14);
        raster.strokeLine(parts[0]!, inner + 2, palette.roadCasing);
        raster.strokeLine(parts[0]!, inner, palette.road);
        break;
      }
      case 'estate':
        for (const ring of parts) {
          // Close the outline: strokeLine draws an open polyline.
          const closed = new Float64Array(ring.length + 2);
          closed.set(ring);
          closed.set(ring.subarray(0, 2), ring.length);
          raster.strokeLine(closed, z >= 8 ? 2.5 : 1.5, palette.estate);
        }
        break;
    }
  }
  return raster;
}

/** PNG bytes of a raster (RGB, no alpha: a basemap is opaque). */
export function encodePng(raster: Raster): Buffer {
  const png = new PNG({ width: raster.width, height: raster.height });
  png.data = raster.data;
  // Flat colours compress well unfiltered; pngjs's adaptive filter with level 9 took ~5×
  // longer for tiles no smaller (scripts/bench/tiles.ts).
  return PNG.sync.write(png, {
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
    filterType: 0,
    deflateLevel: 6,
    deflateStrategy: 0,
  });
}

/** The tile drawn where the dataset has nothing: only the background. */
export function blankTile(palette: Palette): Buffer {
  return encodePng(new Raster(TILE_SIZE, TILE_SIZE, palette.background));
}
