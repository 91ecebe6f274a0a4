import { electricityElement } from '../../shared/contracts/electricity/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; every electricity page needs read and write (§2). */
export const useElectricityPortal = () =>
  useAreaPortal(electricityElement.routes.electricityHome.rule.requirement);
