import { defineElement } from '../../elements/define.ts';
import { GsSection } from './GsSection.ts';

export { GsSection };
export const gsSection = 'gs-section';
defineElement(gsSection, GsSection);

declare global {
  interface HTMLElementTagNameMap {
    'gs-section': GsSection;
  }
}
