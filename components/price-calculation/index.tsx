import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { PriceCalculationElement } from './PriceCalculationElement.tsx';

export const elementName = priceCalculationElement.element;

defineServiceElement(priceCalculationElement, PriceCalculationElement);
