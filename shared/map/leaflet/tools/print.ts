import { mt } from '../text.ts';
import type { MapToolbar } from '../toolbar.ts';
import { MapImageNotFound, renderMapImage } from './mapImage.ts';
import * as L from '../leaflet.ts';

export interface PrintTool {
  /** Makes the image and offers it for download; resolves when done or failed. */
  print(): Promise<Blob | undefined>;
}

/**
 * Print map image (spec §2.4; §8 "Map image not found" shown in Swedish): a PNG of what the
 * map shows, offered as a download the member can print. Behind the MapImagePrinting flag
 * (the caller decides whether to add it).
 */
export function addPrintTool(map: L.Map, toolbar: MapToolbar): PrintTool {
  const section = L.DomUtil.create('section', 'gs-map-section', toolbar.panel);
  section.hidden = true;
  // The download link exists only once there is an image: a link without href is no link.
  let link: HTMLAnchorElement | undefined;
  const message = L.DomUtil.create('p', 'gs-map-message', section);
  message.setAttribute('role', 'alert');
  let url: string | undefined;
  map.on('unload', () => url && URL.revokeObjectURL(url));

  async function print(): Promise<Blob | undefined> {
    message.textContent = '';
    section.hidden = false;
    if (link) link.hidden = true;
    try {
      const blob = await renderMapImage(map);
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(blob);
      if (!link) {
        link = L.DomUtil.create('a', 'gs-map-download');
        link.textContent = mt('print.download');
        link.download = 'karta.png';
        section.prepend(link);
      }
      link.href = url;
      link.hidden = false;
      toolbar.announce(mt('print.ready'));
      return blob;
    } catch (error) {
      message.textContent = mt(
        error instanceof MapImageNotFound ? 'print.notFound' : 'print.failed',
      );
      return undefined;
    }
  }

  toolbar.addAction(mt('print.tool'), () => void print(), 'print');
  return { print };
}
