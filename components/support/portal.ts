import { supportElement } from '../../shared/contracts/support/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; sending a question needs both support roles (platform §6). */
export const useSupportPortal = () => useAreaPortal(supportElement.routes.support.rule.requirement);
