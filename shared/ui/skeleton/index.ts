import { defineElement } from '../../elements/define.ts';
import { GsSkeleton } from './GsSkeleton.ts';

export { GsSkeleton };
export const gsSkeleton = 'gs-skeleton';
defineElement(gsSkeleton, GsSkeleton);

declare global {
  interface HTMLElementTagNameMap {
    'gs-skeleton': GsSkeleton;
  }
}
