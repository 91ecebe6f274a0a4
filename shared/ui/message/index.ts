import { defineElement } from '../../elements/define.ts';
import { GsMessage } from './GsMessage.ts';

export { GsMessage };
export const gsMessage = 'gs-message';
defineElement(gsMessage, GsMessage);

declare global {
  interface HTMLElementTagNameMap {
    'gs-message': GsMessage;
  }
}
