import { timberAgreementsElement } from '../../shared/contracts/timber-agreements/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may write by the rule of the agreement wizard. */
export const useTimberPortal = () =>
  useAreaPortal(timberAgreementsElement.routes.timberManagerAgreement.rule.requirement);
