import { defineElement } from '../../elements/define.ts';
import { GsContact } from './GsContact.ts';

export { GsContact };
export const gsContact = 'gs-contact';
defineElement(gsContact, GsContact);

declare global {
  interface HTMLElementTagNameMap {
    'gs-contact': GsContact;
  }
}
