import { defineElement } from '../../elements/define.ts';
import { GsTabs, type TabLink } from './GsTabs.ts';

export { GsTabs, type TabLink };
export const gsTabs = 'gs-tabs';
defineElement(gsTabs, GsTabs);

declare global {
  interface HTMLElementTagNameMap {
    'gs-tabs': GsTabs;
  }
}
