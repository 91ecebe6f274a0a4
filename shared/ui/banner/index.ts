import { defineElement } from '../../elements/define.ts';
import { GsBanner } from './GsBanner.ts';

export { GsBanner };
export const gsBanner = 'gs-banner';
defineElement(gsBanner, GsBanner);

declare global {
  interface HTMLElementTagNameMap {
    'gs-banner': GsBanner;
  }
}
