import { describe, expect, it } from 'vitest';
import {
  MATRIX_EXTENT,
  MAX_ZOOM,
  RESOLUTIONS,
  isInMatrix,
  matrixSize,
  resolution,
  tileAt,
  tileBounds,
} from './tileMatrix.ts';

/** Stockholm Central (Lantmäteriet's coordinates as used in many libraries' tests). */
const stockholm = { n: 6_580_822, e: 674_032 };

describe('tile matrix (Lantmäteriet topowebb, EPSG:3006)', () => {
  it('has 14 levels from 4096 down to 0.5 m/px, each half the one before', () => {
    expect(RESOLUTIONS).toEqual([4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1, 0.5]);
    expect(MAX_ZOOM).toBe(13);
  });

  it('covers a 4 194 304 m square from the origin (-1 200 000, 8 500 000)', () => {
    expect(MATRIX_EXTENT).toEqual({
      minE: -1_200_000,
      minN: 4_305_696,
      maxE: 2_994_304,
      maxN: 8_500_000,
    });
    expect(matrixSize(0)).toEqual({ rows: 4, cols: 4 });
    expect(matrixSize(9)).toEqual({ rows: 2048, cols: 2048 });
    expect(matrixSize(13)).toEqual({ rows: 32_768, cols: 32_768 });
  });

  it('finds the tile of Stockholm Central at zoom 0, 9 and 13', () => {
    // From the origin: east 674 032 + 1 200 000 = 1 874 032 m, south 8 500 000 - 6 580 822 = 1 919 178 m.
    // Zoom 0: a tile is 256 × 4096 = 1 048 576 m; 1 874 032 / 1 048 576 = 1.79, 1 919 178 / 1 048 576 = 1.83.
    expect(tileAt(0, stockholm)).toEqual({ zoom: 0, row: 1, col: 1 });
    // Zoom 9: 256 × 8 = 2048 m; 2048 × 915 = 1 873 920 (+112), 2048 × 937 = 1 918 976 (+202).
    expect(tileAt(9, stockholm)).toEqual({ zoom: 9, row: 937, col: 915 });
    // Zoom 13: 256 × 0.5 = 128 m; 128 × 14 640 = 1 873 920 (+112), 128 × 14 993 = 1 919 104 (+74).
    expect(tileAt(13, stockholm)).toEqual({ zoom: 13, row: 14_993, col: 14_640 });
  });

  it('gives the bounds of a tile, which hold the point the tile was found for', () => {
    const b = tileBounds(9, 937, 915);
    expect(b).toEqual({ minE: 673_920, minN: 6_578_976, maxE: 675_968, maxN: 6_581_024 });
    expect(stockholm.e).toBeGreaterThanOrEqual(b.minE);
    expect(stockholm.e).toBeLessThan(b.maxE);
    expect(stockholm.n).toBeGreaterThan(b.minN);
    expect(stockholm.n).toBeLessThanOrEqual(b.maxN);
    expect(resolution(9) * 256).toBe(b.maxE - b.minE);
  });

  it('round-trips every tile corner and centre of a level to the same tile', () => {
    for (const [row, col] of [
      [0, 0],
      [937, 915],
      [2047, 2047],
    ] as const) {
      const b = tileBounds(9, row, col);
      const centre = { n: (b.minN + b.maxN) / 2, e: (b.minE + b.maxE) / 2 };
      expect(tileAt(9, centre)).toEqual({ zoom: 9, row, col });
      // The top-left corner belongs to the tile; the bottom-right to its south-east neighbour.
      expect(tileAt(9, { n: b.maxN, e: b.minE })).toEqual({ zoom: 9, row, col });
      expect(tileAt(9, { n: b.minN, e: b.maxE })).toEqual({ zoom: 9, row: row + 1, col: col + 1 });
    }
  });

  it('tells tiles outside the matrix', () => {
    expect(isInMatrix({ zoom: 0, row: 3, col: 3 })).toBe(true);
    expect(isInMatrix({ zoom: 0, row: 4, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: 0, row: 0, col: 4 })).toBe(false);
    expect(isInMatrix({ zoom: 13, row: 32_767, col: 0 })).toBe(true);
    expect(isInMatrix({ zoom: 13, row: 32_768, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: 5, row: -1, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: 14, row: 0, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: -1, row: 0, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: 1.5, row: 0, col: 0 })).toBe(false);
    expect(isInMatrix({ zoom: 3, row: Number.NaN, col: 0 })).toBe(false);
    // A point west of the origin or north of it has no tile.
    expect(isInMatrix(tileAt(3, { n: 8_600_000, e: 500_000 }))).toBe(false);
    expect(isInMatrix(tileAt(3, { n: 6_500_000, e: -1_300_000 }))).toBe(false);
    expect(isInMatrix(tileAt(3, stockholm))).toBe(true);
  });

  it('refuses a zoom level the service does not have', () => {
    expect(() => tileAt(14, stockholm)).toThrow(RangeError);
    expect(() => resolution(-1)).toThrow(RangeError);
  });
});
