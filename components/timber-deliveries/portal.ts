import { deliveriesReadWrite } from '../../shared/contracts/timber-deliveries/routes.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/**
 * The shared area portal. The page and every call need the deliveries read and write roles
 * (§2.1), so a member who reaches it may change deliveries, except staff impersonating
 * her: the server refuses every change while impersonating (routes.ts `write`), so they
 * see the lists without the actions rather than buttons that answer 403.
 */
export function useDeliveriesPortal() {
  const portal = useAreaPortal(deliveriesReadWrite);
  const impersonated = portal.profile.data?.isMemberImpersonated === true;
  return {
    ...portal,
    /** The page's own rule (§2.1: read and write), as the host's guard and every call need. */
    mayOpen: portal.canWrite,
    canWrite: portal.canWrite && !impersonated,
    /** The flag Eudr: the origin areas and their review are shown, and required, only then. */
    eudr: portal.isFlagOn('Eudr'),
  };
}

export type DeliveriesPortal = ReturnType<typeof useDeliveriesPortal>;
