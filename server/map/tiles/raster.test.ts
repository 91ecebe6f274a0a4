import { describe, expect, it } from 'vitest';
import { Raster, type Rgb } from './raster.ts';

const white: Rgb = [255, 255, 255];
const ink: Rgb = [10, 20, 30];

function painted(raster: Raster) {
  let count = 0;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) if (raster.pixel(x, y)[0] === ink[0]) count++;
  }
  return count;
}

const rect = (x0: number, y0: number, x1: number, y1: number) =>
  new Float64Array([x0, y0, x1, y0, x1, y1, x0, y1]);

describe('Raster', () => {
  it('fills exactly the pixels whose centres lie inside a polygon', () => {
    const raster = new Raster(64, 64, white);
    raster.fillPolygon([rect(10, 10, 20, 20)], ink);
    expect(painted(raster)).toBe(100);
    expect(raster.pixel(10, 10)).toEqual(ink);
    expect(raster.pixel(19, 19)).toEqual(ink);
    expect(raster.pixel(20, 20)).toEqual(white);
    expect(raster.pixel(9, 15)).toEqual(white);
  });

  it('leaves holes empty (even-odd)', () => {
    const raster = new Raster(64, 64, white);
    raster.fillPolygon([rect(0, 0, 40, 40), rect(10, 10, 30, 30)], ink);
    expect(painted(raster)).toBe(1600 - 400);
    expect(raster.pixel(20, 20)).toEqual(white);
    expect(raster.pixel(5, 5)).toEqual(ink);
  });

  it('fills a triangle with its slanted edge halving the square', () => {
    const raster = new Raster(64, 64, white);
    raster.fillPolygon([new Float64Array([0, 0, 32, 0, 0, 32])], ink);
    // Centres (x+.5, y+.5) with x + y + 1 < 32: 31 + 30 + ... + 1 pixels.
    expect(painted(raster)).toBe((31 * 32) / 2);
  });

  it('clips polygons reaching far outside the raster', () => {
    const raster = new Raster(16, 16, white);
    raster.fillPolygon([rect(-1e6, -1e6, 1e6, 8)], ink);
    expect(painted(raster)).toBe(16 * 8);
  });

  it('strokes a line of the given width with round caps', () => {
    const raster = new Raster(128, 128, white);
    raster.strokeLine(new Float64Array([10, 50, 100, 50]), 4, ink);
    // Rows whose centres lie within 2 px of y = 50: 48..51.
    expect(raster.pixel(50, 48)).toEqual(ink);
    expect(raster.pixel(50, 51)).toEqual(ink);
    expect(raster.pixel(50, 47)).toEqual(white);
    expect(raster.pixel(50, 52)).toEqual(white);
    // The round cap reaches 2 px beyond the end point, not further.
    expect(raster.pixel(8, 50)).toEqual(ink);
    expect(raster.pixel(7, 50)).toEqual(white);
    expect(raster.pixel(101, 50)).toEqual(ink);
    expect(raster.pixel(102, 50)).toEqual(white);
  });

  it('draws nothing for a line that passes outside', () => {
    const raster = new Raster(32, 32, white);
    raster.strokeLine(new Float64Array([-100, -100, 500, -100]), 6, ink);
    expect(painted(raster)).toBe(0);
  });
});
