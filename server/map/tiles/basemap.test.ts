import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { tileAt } from '../../../shared/map/geo/tileMatrix.ts';
import { demoBasemap, lakeSample } from './basemap-data.ts';
import { basemapPalettes, blankTile, encodePng, prepareBasemap, renderTile } from './basemap.ts';

const palette = basemapPalettes.topowebb!;
const [e, n] = lakeSample;

describe('the offline basemap', () => {
  it('draws the same bytes every time', () => {
    const basemap = prepareBasemap(demoBasemap);
    const { row, col } = tileAt(10, { e, n });
    const first = encodePng(renderTile(basemap, palette, 10, row, col)!);
    const second = encodePng(renderTile(prepareBasemap(demoBasemap), palette, 10, row, col)!);
    expect(first.equals(second)).toBe(true);
  });

  it('has nothing to draw far from the data, and the blank tile is only background', () => {
    const basemap = prepareBasemap(demoBasemap);
    expect(renderTile(basemap, palette, 13, 0, 0)).toBeNull();
    const blank = PNG.sync.read(blankTile(palette));
    expect([blank.width, blank.height]).toEqual([256, 256]);
    expect([...blank.data.subarray(0, 4)]).toEqual([...palette.background, 255]);
    expect([...blank.data.subarray(blank.data.length - 4)]).toEqual([...palette.background, 255]);
  });

  it('draws only water at the smallest scales, where lines would be specks', () => {
    const basemap = prepareBasemap(demoBasemap);
    // Zoom 4 (256 m/px): the lake is a few pixels; the roads are not drawn.
    const { row, col } = tileAt(4, { e, n });
    const raster = renderTile(basemap, palette, 4, row, col)!;
    const colours = new Set<string>();
    for (let y = 0; y < 256; y++) {
      for (let x = 0; x < 256; x++) colours.add(raster.pixel(x, y).join());
    }
    expect(colours).toEqual(new Set([palette.background.join(), palette.water.join()]));
  });

  it('changes its version with the data', () => {
    const changed = {
      ...demoBasemap,
      features: demoBasemap.features.filter((f) => f.properties.kind !== 'road'),
    };
    expect(prepareBasemap(changed).version).not.toBe(prepareBasemap(demoBasemap).version);
    expect(prepareBasemap(demoBasemap).version).toBe(prepareBasemap(demoBasemap).version);
  });
});
