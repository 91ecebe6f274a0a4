import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may place and cancel orders by the write route's rule. */
export const useTradePortal = () =>
  useAreaPortal(capitalTradeElement.routes.tradeOrderDone.rule.requirement);
