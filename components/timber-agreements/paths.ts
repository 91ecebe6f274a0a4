import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import {
  agreementPath,
  timberAgreementsElement,
} from '../../shared/contracts/timber-agreements/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from the area manifests (shared/contracts/<area>/element.ts). */
const { timberManagerHome } = timberAgreementsElement.routes;

export {
  agreementSteps as steps,
  agreementPath,
} from '../../shared/contracts/timber-agreements/element.ts';
export type { AgreementStep as Step } from '../../shared/contracts/timber-agreements/element.ts';
/** The wizard's id for an agreement not saved yet. */
export const newAgreementId = 'nytt';

export const homePath = (slug: string) => areaPath(timberManagerHome, slug);
export const guidePath = (slug: string) => `${homePath(slug)}guide/`;
export const priceListsPath = (slug: string) =>
  areaPath(priceCalculationElement.routes.priceCalculationHome, slug);
/** Ordered services (timber-production-map §2.2): the production area's base. */
export const orderedServicesPath = '/skogsgardens-affarer/bestallda-tjanster/';
/**
 * A v2 agreement's deliveries (§2.1 v2: `avtal/{agreementId}/anmalan/`, the route
 * host/routing/fixedRoutes.ts names; the deliveries area's element renders it).
 */
export const deliveriesPath = (slug: string, agreementId: string) =>
  `${agreementPath(slug, agreementId)}anmalan/`;
