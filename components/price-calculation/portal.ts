import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the calculator only reads, so the page's rule says who may. */
export const usePriceCalculationPortal = () =>
  useAreaPortal(priceCalculationElement.routes.priceCalculationHome.rule.requirement);
