import { defineElement } from '../../elements/define.ts';
import { GsTeasers } from './GsTeasers.ts';

export { GsTeasers };
export const gsTeasers = 'gs-teasers';
defineElement(gsTeasers, GsTeasers);

declare global {
  interface HTMLElementTagNameMap {
    'gs-teasers': GsTeasers;
  }
}
