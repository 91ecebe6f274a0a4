import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { TimberDeliveriesElement } from './TimberDeliveriesElement.tsx';

export const elementName = timberDeliveriesElement.element;

defineServiceElement(timberDeliveriesElement, TimberDeliveriesElement);
