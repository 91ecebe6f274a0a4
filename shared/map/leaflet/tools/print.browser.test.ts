import { afterEach, describe, it } from '../../../testing/mocha.ts';
import { assert, equal } from '../../../testing/assert.ts';
import { getByRole, waitFor } from '../../../testing/dom.ts';
import { latLngOf } from '../crs.ts';
import { testMap, type TestMap } from '../testing/setup.ts';
import { addMarkerTool } from './marker.ts';
import { scaleBarLength } from './mapImage.ts';
import { addPrintTool } from './print.ts';

async function pixels(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return {
    width: bitmap.width,
    height: bitmap.height,
    at: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data],
  };
}

describe('the print-map-image tool', () => {
  let t: TestMap | undefined;
  const realToBlob = HTMLCanvasElement.prototype.toBlob;
  afterEach(() => {
    HTMLCanvasElement.prototype.toBlob = realToBlob;
    t?.cleanUp();
  });

  it('makes a PNG of the tiles, the marker, a scale bar and the attribution', async () => {
    t = testMap(13);
    const marker = addMarkerTool(t.map, t.toolbar);
    const tool = addPrintTool(t.map, t.toolbar);
    await waitFor(() => assert(!t!.basemap.isLoading(), 'every tile loaded'));
    marker.place(latLngOf({ n: 6305000, e: 480000 }));
    getByRole(t.container, 'button', 'Skriv ut kartbild').click();
    const link = await waitFor(() => getByRole(t!.container, 'link', 'Ladda ned kartbilden'));
    assert(link.getAttribute('href')?.startsWith('blob:'), 'a download link');
    equal(t.status(), 'Kartbilden är klar.');

    const blob = await tool.print();
    equal(blob?.type, 'image/png');
    const image = await pixels(blob!);
    equal(image.width, 1000);
    equal(image.height, 600);
    // The test tile's colour away from everything drawn on top of it.
    equal(image.at(700, 450).join(), '220,235,215,255');
    // The marker, drawn 16 px above its point at the map's centre.
    equal(image.at(500, 284).join(), '179,38,30,255');
    // Scale bar and attribution leave dark text/lines at the bottom corners.
    const dark = (x0: number, x1: number, y0: number, y1: number) => {
      for (let x = x0; x < x1; x++)
        for (let y = y0; y < y1; y++) if ((image.at(x, y)[0] ?? 255) < 80) return true;
      return false;
    };
    assert(dark(10, 80, 570, 592), 'a scale bar');
    assert(dark(860, 1000, 584, 600), 'the attribution');
  });

  it("says so in Swedish when the image can't be made", async () => {
    t = testMap(13);
    addPrintTool(t.map, t.toolbar);
    await waitFor(() => assert(!t!.basemap.isLoading(), 'every tile loaded'));
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
      callback(null);
    };
    getByRole(t.container, 'button', 'Skriv ut kartbild').click();
    await waitFor(() =>
      equal(
        getByRole(t!.container, 'alert').textContent,
        'Kartbilden kunde inte skapas. Försök igen.',
      ),
    );
    // No image, no link (an <a> without href is no link).
    equal(t.container.querySelector('a'), null);
  });

  it('says the map image was not found (§8) when no map image has loaded, and offers none', async () => {
    t = testMap(13);
    const tool = addPrintTool(t.map, t.toolbar);
    await waitFor(() => assert(!t!.basemap.isLoading(), 'the first tiles loaded'));
    t.basemap.setUrl('/inga-kartbilder/{z}/{x}/{y}.png');
    await waitFor(() => assert(!t!.basemap.isLoading(), 'every tile failed'));
    equal(t.container.querySelectorAll('img.leaflet-tile-loaded').length, 0, 'none loaded');
    equal(await tool.print(), undefined);
    equal(
      getByRole(t.container, 'alert').textContent,
      'Kartbilden hittades inte: kartan har inte laddats. Vänta tills kartan syns och försök igen.',
    );
    equal(t.container.querySelector('a'), null);
  });

  it('rounds the scale bar to 1, 2 or 5 × 10ⁿ metres', () => {
    equal(scaleBarLength(0.5), 50);
    equal(scaleBarLength(8), 1000);
    equal(scaleBarLength(4096), 500000);
  });
});
