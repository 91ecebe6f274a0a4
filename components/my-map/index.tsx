import { myMapElement } from '../../shared/contracts/my-map/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { MyMapElement } from './MyMapElement.tsx';

export const elementName = myMapElement.element;

defineServiceElement(myMapElement, MyMapElement);
