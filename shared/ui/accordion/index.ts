import { defineElement } from '../../elements/define.ts';
import { GsAccordion } from './GsAccordion.ts';

export { GsAccordion };
export const gsAccordion = 'gs-accordion';
defineElement(gsAccordion, GsAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'gs-accordion': GsAccordion;
  }
}
