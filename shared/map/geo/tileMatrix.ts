import type { SwerefPoint } from './crs.ts';

/**
 * The tile matrix set "3006" of Lantmäteriet's topographic web map (topowebb WMTS), so the
 * map takes that service's tiles unchanged in production and the local basemap uses the
 * same grid. Rows count down from the top-left origin, columns right; URLs put the row
 * before the column, as WMTS does: /map/proxy/tiles/{layer}/{z}/{y}/{x}.png.
 */

export const TILE_SIZE = 256;

/** Top-left corner of every matrix level (SWEREF 99 TM metres). */
export const ORIGIN: SwerefPoint = { n: 8_500_000, e: -1_200_000 };

/** Metres per pixel by zoom level 0..13: 4096 halving down to 0.5. */
export const RESOLUTIONS: readonly number[] = Array.from({ length: 14 }, (_, z) => 4096 / 2 ** z);

export const MIN_ZOOM = 0;
export const MAX_ZOOM = RESOLUTIONS.length - 1;

export interface Bounds {
  readonly minE: number;
  readonly minN: number;
  readonly maxE: number;
  readonly maxN: number;
}

/**
 * The extent the matrix covers: from the origin, four zoom-0 tiles east and four south
 * (4 × 256 px × 4096 m/px = 4 194 304 m each way). This is the bounding box clients of the
 * service commonly configure for EPSG:3006; all of Sweden (E 181 896..1 086 313,
 * N 6 090 340..7 689 478) lies well inside it.
 */
export const MATRIX_EXTENT: Bounds = {
  minE: ORIGIN.e,
  minN: ORIGIN.n - 4 * TILE_SIZE * 4096,
  maxE: ORIGIN.e + 4 * TILE_SIZE * 4096,
  maxN: ORIGIN.n,
};

export interface TileAddress {
  readonly zoom: number;
  readonly row: number;
  readonly col: number;
}

function assertZoom(zoom: number): void {
  if (!Number.isInteger(zoom) || zoom < MIN_ZOOM || zoom > MAX_ZOOM) {
    throw new RangeError(`zoom must be an integer ${MIN_ZOOM}..${MAX_ZOOM}, got ${zoom}`);
  }
}

/** Metres per pixel at a zoom level. */
export function resolution(zoom: number): number {
  assertZoom(zoom);
  return RESOLUTIONS[zoom] as number;
}

/** Ground size of one tile's side at a zoom level (metres). */
export function tileSpan(zoom: number): number {
  return resolution(zoom) * TILE_SIZE;
}

/** How many rows and columns the matrix has at a zoom level (4, 8, 16, … 32 768). */
export function matrixSize(zoom: number): { rows: number; cols: number } {
  const span = tileSpan(zoom);
  return {
    rows: Math.round((MATRIX_EXTENT.maxN - MATRIX_EXTENT.minN) / span),
    cols: Math.round((MATRIX_EXTENT.maxE - MATRIX_EXTENT.minE) / span),
  };
}

/**
 * The tile holding a point. A tile covers [minE, maxE) × (minN, maxN]: a point on an edge
 * belongs to the tile east of it and south of it, so every point has exactly one tile. The
 * address may lie outside the matrix (see isInMatrix) when the point lies outside its extent.
 */
export function tileAt(zoom: number, { n, e }: SwerefPoint): TileAddress {
  const span = tileSpan(zoom);
  return {
    zoom,
    row: Math.floor((ORIGIN.n - n) / span),
    col: Math.floor((e - ORIGIN.e) / span),
  };
}

/** The ground a tile covers (SWEREF 99 TM metres). */
export function tileBounds(zoom: number, row: number, col: number): Bounds {
  const span = tileSpan(zoom);
  const minE = ORIGIN.e + col * span;
  const maxN = ORIGIN.n - row * span;
  return { minE, minN: maxN - span, maxE: minE + span, maxN };
}

/**
 * Whether a tile exists: an integer zoom 0..13 and an integer row and column with
 * 0 ≤ row < rows and 0 ≤ col < cols of matrixSize(zoom). Anything else is "outside the
 * matrix" (the tile proxy answers 404). Safe for values parsed from a URL.
 */
export function isInMatrix({ zoom, row, col }: TileAddress): boolean {
  if (!Number.isInteger(zoom) || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return false;
  if (!Number.isInteger(row) || !Number.isInteger(col)) return false;
  const { rows, cols } = matrixSize(zoom);
  return row >= 0 && row < rows && col >= 0 && col < cols;
}
