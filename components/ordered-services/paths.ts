import { orderedServicesElement } from '../../shared/contracts/ordered-services/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from its manifest (shared/contracts/ordered-services/element.ts). */
const r = orderedServicesElement.routes;
export type ProductionRouteId = keyof typeof r;

export const listPath = (tab: 'active' | 'finished') =>
  areaPath(tab === 'active' ? r.productionActive : r.productionFinished, '');
export const servicePath = (serviceOrderNumber: string) =>
  areaPath(r.productionService, '', { serviceOrderNumber });
export const measuredTimberPath = (serviceOrderNumber: string) =>
  areaPath(r.productionMeasuredTimber, '', { serviceOrderNumber });
export const unitsMapPath = (serviceOrderNumber: string) =>
  areaPath(r.productionMapUnits, '', { serviceOrderNumber });
export const unitMapPath = (serviceOrderNumber: string, unitId: string) =>
  areaPath(r.productionMapUnit, '', { serviceOrderNumber, unitId });
