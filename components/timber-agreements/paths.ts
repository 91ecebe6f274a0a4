import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import { timberAgreementsElement } from '../../shared/contracts/timber-agreements/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from the area manifests (shared/contracts/<area>/element.ts). */
const { timberManagerHome, timberManagerAgreement } = timberAgreementsElement.routes;

export const steps = [
  'fastighet',
  'prissattningstillfalle',
  'sortiment',
  'granska',
  'signera',
] as const;
export type Step = (typeof steps)[number];
/** The wizard's id for an agreement not saved yet. */
export const newAgreementId = 'nytt';

export const homePath = (slug: string) => areaPath(timberManagerHome, slug);
/** The wizard at a step; without one, its first (a draft resumes there). */
export const agreementPath = (slug: string, opportunityId: string, step?: Step) =>
  `${areaPath({ path: timberManagerAgreement.path.replace('/*', '') }, slug, { opportunityId })}${step ? `${step}/` : ''}`;
export const guidePath = (slug: string) => `${homePath(slug)}guide/`;
export const priceListsPath = (slug: string) =>
  areaPath(priceCalculationElement.routes.priceCalculationHome, slug);
/** Ordered services (timber-production-map §2.2): the production area's base. */
export const orderedServicesPath = '/skogsgardens-affarer/bestallda-tjanster/';
