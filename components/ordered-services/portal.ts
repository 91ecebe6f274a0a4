import { orderedServicesElement } from '../../shared/contracts/ordered-services/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; ordered services only read, so the list's rule stands for it. */
export const useOrderedServicesPortal = () =>
  useAreaPortal(orderedServicesElement.routes.production.rule.requirement);
