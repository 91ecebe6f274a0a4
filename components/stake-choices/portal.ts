import { stakeChoicesElement } from '../../shared/contracts/stake-choices/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may save the choices by the page's rule. */
export const useStakeChoicesPortal = () =>
  useAreaPortal(stakeChoicesElement.routes.economics.rule.requirement);
