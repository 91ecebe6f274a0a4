import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { CapitalTradeElement } from './CapitalTradeElement.tsx';

/** Handel med insatskapital (economy-membership §2), mounted on the area's pages. */
export const elementName = capitalTradeElement.element;

defineServiceElement(capitalTradeElement, CapitalTradeElement);
