import { electricityElement } from '../../shared/contracts/electricity/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's pages, by route id of the manifest (shared/contracts/electricity/element.ts). */
export type ElectricityRouteId = keyof typeof electricityElement.routes;

export const electricityPath = (id: ElectricityRouteId, slug: string) =>
  areaPath(electricityElement.routes[id], slug);
