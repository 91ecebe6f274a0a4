import { defineElement } from '../../elements/define.ts';
import { GsImage } from './GsImage.ts';

export { GsImage };
export const gsImage = 'gs-image';
defineElement(gsImage, GsImage);

declare global {
  interface HTMLElementTagNameMap {
    'gs-image': GsImage;
  }
}
