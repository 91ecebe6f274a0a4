import { electricityElement } from '../../shared/contracts/electricity/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ElectricityElement } from './ElectricityElement.tsx';

export const elementName = electricityElement.element;

defineServiceElement(electricityElement, ElectricityElement);
