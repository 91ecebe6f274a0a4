import { economicsOverviewElement } from '../../shared/contracts/economics-overview/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { EconomicsOverviewElement } from './EconomicsOverviewElement.tsx';

export const elementName = economicsOverviewElement.element;

defineServiceElement(economicsOverviewElement, EconomicsOverviewElement);
