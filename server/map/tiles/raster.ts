/**
 * A tiny RGB rasteriser for the offline basemap: a scanline polygon fill and thick lines
 * made of filled quads with round joins. Pixels are sampled at their centres (no
 * anti-aliasing), so the output is exact and deterministic: the same input gives the same
 * bytes on every machine.
 *
 * Coordinates are in pixels, x to the right and y down, with (0, 0) the tile's top-left
 * corner; a ring is a flat array [x0, y0, x1, y1, ...], closed implicitly.
 */
export type Rgb = readonly [r: number, g: number, b: number];

export class Raster {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = Buffer.alloc(width * height * 3, Buffer.from(background));
  }

  pixel(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!];
  }

  /** Paints pixels x0..x1 (inclusive, clamped) of row y. */
  private span(y: number, x0: number, x1: number, color: Rgb) {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, x0);
    const to = Math.min(this.width - 1, x1);
    for (let x = from, i = (y * this.width + from) * 3; x <= to; x++, i += 3) {
      this.data[i] = color[0];
      this.data[i + 1] = color[1];
      this.data[i + 2] = color[2];
    }
  }

  /**
   * Fills a polygon with holes by the even-odd rule: a pixel is painted when its centre is
   * inside. Edges count half-open in y, so shared vertices and horizontal edges never
   * double-count.
   */
  fillPolygon(rings: readonly Float64Array[], color: Rgb) {
    let minY = Infinity;
    let maxY = -Infinity;
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i += 2) {
        minY = Math.min(minY, ring[i]!);
        maxY = Math.max(maxY, ring[i]!);
      }
    }
    const firstRow = Math.max(0, Math.ceil(minY - 0.5));
    const lastRow = Math.min(this.height - 1, Math.floor(maxY - 0.5));
    const crossings: number[] = [];
    for (let y = firstRow; y <= lastRow; y++) {
      const sy = y + 0.5;
      crossings.length = 0;
      for (const ring of rings) {
        const n = ring.length / 2;
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const x0 = ring[2 * j]!;
          const y0 = ring[2 * j + 1]!;
          const x1 = ring[2 * i]!;
          const y1 = ring[2 * i + 1]!;
          if (y0 <= sy !== y1 <= sy) crossings.push(x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0));
        }
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        // Centres x + 0.5 in [left, right).
        this.span(y, Math.ceil(crossings[k]! - 0.5), Math.ceil(crossings[k + 1]! - 0.5) - 1, color);
      }
    }
  }

  /** A filled disc: the round cap or join of a thick line. */
  fillDisc(cx: number, cy: number, radius: number, color: Rgb) {
    const firstRow = Math.max(0, Math.ceil(cy - radius - 0.5));
    const lastRow = Math.min(this.height - 1, Math.floor(cy + radius - 0.5));
    for (let y = firstRow; y <= lastRow; y++) {
      const dy = y + 0.5 - cy;
      const dx = Math.sqrt(Math.max(0, radius * radius - dy * dy));
      this.span(y, Math.ceil(cx - dx - 0.5), Math.floor(cx + dx - 0.5), color);
    }
  }

  /** A polyline of the given width in pixels, with round caps and joins. */
  strokeLine(points: Float64Array, width: number, color: Rgb) {
    const half = width / 2;
    const n = points.length / 2;
    for (let i = 0; i < n; i++) {
      const x = points[2 * i]!;
      const y = points[2 * i + 1]!;
      if (this.near(x, y, x, y, half)) this.fillDisc(x, y, half, color);
      if (i === n - 1) break;
      const x1 = points[2 * i + 2]!;
      const y1 = points[2 * i + 3]!;
      const length = Math.hypot(x1 - x, y1 - y);
      if (length === 0 || !this.near(x, y, x1, y1, half)) continue;
      const nx = (-(y1 - y) / length) * half;
      const ny = ((x1 - x) / length) * half;
      const quad = new Float64Array([
        x + nx,
        y + ny,
        x1 + nx,
        y1 + ny,
        x1 - nx,
        y1 - ny,
        x - nx,
        y - ny,
      ]);
      this.fillPolygon([quad], color);
    }
  }

  /** Whether a segment's box, grown by `margin`, touches the raster (skips far segments). */
  private near(x0: number, y0: number, x1: number, y1: number, margin: number) {
    return (
      Math.max(x0, x1) + margin >= 0 &&
      Math.min(x0, x1) - margin <= this.width &&
      Math.max(y0, y1) + margin >= 0 &&
      Math.min(y0, y1) - margin <= this.height
    );
  }
}
