import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's pages, by route id of the manifest (shared/contracts/capital-trade/element.ts). */
export type TradeRouteId = keyof typeof capitalTradeElement.routes;

export const tradePath = (id: TradeRouteId, slug: string) =>
  areaPath(capitalTradeElement.routes[id], slug);
