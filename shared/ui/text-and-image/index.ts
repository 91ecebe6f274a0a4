import { defineElement } from '../../elements/define.ts';
import { GsTextAndImage } from './GsTextAndImage.ts';

export { GsTextAndImage };
export const gsTextAndImage = 'gs-text-and-image';
defineElement(gsTextAndImage, GsTextAndImage);

declare global {
  interface HTMLElementTagNameMap {
    'gs-text-and-image': GsTextAndImage;
  }
}
