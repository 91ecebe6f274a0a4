import { economicsOverviewElement } from '../../shared/contracts/economics-overview/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the overview only reads, so its one route's rule is the write rule. */
export const useOverviewPortal = () =>
  useAreaPortal(economicsOverviewElement.routes.economicsOverviewHome.rule.requirement);
