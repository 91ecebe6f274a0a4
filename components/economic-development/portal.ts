import { economicDevelopmentElement } from '../../shared/contracts/economic-development/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the area only reads, so its one route's rule is the write rule too. */
export const useEconomicDevelopmentPortal = () =>
  useAreaPortal(economicDevelopmentElement.routes.economicDevelopmentHome.rule.requirement);
