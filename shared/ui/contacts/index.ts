import { defineElement } from '../../elements/define.ts';
import { GsContacts } from './GsContacts.ts';

export { GsContacts };
export const gsContacts = 'gs-contacts';
defineElement(gsContacts, GsContacts);

declare global {
  interface HTMLElementTagNameMap {
    'gs-contacts': GsContacts;
  }
}
