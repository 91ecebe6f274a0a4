import { supportElement } from '../../shared/contracts/support/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { SupportElement } from './SupportElement.tsx';

/** Skogsägarsupport, mounted by the component block 'support' (content page 330). */
export const elementName = supportElement.element;

defineServiceElement(supportElement, SupportElement);
