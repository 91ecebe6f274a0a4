import { defineElement } from '../../elements/define.ts';
import { GsTeaser } from './GsTeaser.ts';

export { GsTeaser };
export const gsTeaser = 'gs-teaser';
defineElement(gsTeaser, GsTeaser);

declare global {
  interface HTMLElementTagNameMap {
    'gs-teaser': GsTeaser;
  }
}
