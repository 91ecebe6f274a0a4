import { visionAndGoalsElement } from '../../shared/contracts/vision-and-goals/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; every page needs read and write (§2). */
export const useVisionPortal = () =>
  useAreaPortal(visionAndGoalsElement.routes.visionHome.rule.requirement);
