import { myMapElement } from '../../shared/contracts/my-map/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may write by the rule of the plan's routes. */
export const useMyMapPortal = () => useAreaPortal(myMapElement.routes.myMapPlan.rule.requirement);
