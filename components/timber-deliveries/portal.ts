import { deliveriesReadWrite } from '../../shared/contracts/timber-deliveries/routes.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the member may change deliveries with the read and write roles. */
export const useDeliveriesPortal = () => useAreaPortal(deliveriesReadWrite);

export type DeliveriesPortal = ReturnType<typeof useDeliveriesPortal>;
