import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ProxiesElement } from './ProxiesElement.tsx';

/** Fullmakter, mounted by the component block 'proxies' (content page 320). */
export const elementName = proxiesElement.element;

defineServiceElement(proxiesElement, ProxiesElement);
