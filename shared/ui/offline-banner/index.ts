import { defineElement } from '../../elements/define.ts';
import { GsOfflineBanner } from './GsOfflineBanner.ts';

export { GsOfflineBanner };
export const gsOfflineBanner = 'gs-offline-banner';
defineElement(gsOfflineBanner, GsOfflineBanner);

declare global {
  interface HTMLElementTagNameMap {
    'gs-offline-banner': GsOfflineBanner;
  }
}
