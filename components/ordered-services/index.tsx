import { orderedServicesElement } from '../../shared/contracts/ordered-services/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { OrderedServicesElement } from './OrderedServicesElement.tsx';

export const elementName = orderedServicesElement.element;

defineServiceElement(orderedServicesElement, OrderedServicesElement);
