import { profileElement } from '../../shared/contracts/profile/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may change the details by the details page's rule. */
export const useProfilePortal = () =>
  useAreaPortal(profileElement.routes.profileDetails.rule.requirement);
