import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may create and replace proxies by the create route's rule. */
export const useProxiesPortal = () =>
  useAreaPortal(proxiesElement.routes.proxyCreate.rule.requirement);
