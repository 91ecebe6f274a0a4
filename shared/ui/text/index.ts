import { defineElement } from '../../elements/define.ts';
import { GsText } from './GsText.ts';

export { GsText };
export const gsText = 'gs-text';
defineElement(gsText, GsText);

declare global {
  interface HTMLElementTagNameMap {
    'gs-text': GsText;
  }
}
