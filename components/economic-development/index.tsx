import { economicDevelopmentElement } from '../../shared/contracts/economic-development/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { EconomicDevelopmentElement } from './EconomicDevelopmentElement.tsx';

export const elementName = economicDevelopmentElement.element;

defineServiceElement(economicDevelopmentElement, EconomicDevelopmentElement);
