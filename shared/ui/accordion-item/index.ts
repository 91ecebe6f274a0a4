import { defineElement } from '../../elements/define.ts';
import { GsAccordionItem } from './GsAccordionItem.ts';

export { GsAccordionItem };
export const gsAccordionItem = 'gs-accordion-item';
defineElement(gsAccordionItem, GsAccordionItem);

declare global {
  interface HTMLElementTagNameMap {
    'gs-accordion-item': GsAccordionItem;
  }
}
