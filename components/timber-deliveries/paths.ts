import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';

/** The element's pages, by route id of the manifest (`avtal/{agreementId}/anmalan/…`, §2.1). */
export type DeliveriesRouteId = keyof typeof timberDeliveriesElement.routes;

const { routes } = timberDeliveriesElement;

export const deliveriesPath = (agreementId: string) =>
  areaPath(routes.timberManagerDeliveries, '', { agreementId });
export const landingsPath = (agreementId: string, deliveryId: string) =>
  areaPath(routes.timberManagerLandings, '', { agreementId, deliveryId });
export const landingPath = (agreementId: string, deliveryId: string, landingId: string) =>
  areaPath(routes.timberManagerLanding, '', { agreementId, deliveryId, landingId });
export const agreementsHomePath = '/skogsgardens-affarer/leveransvirke/';

/**
 * `upplag/` without a delivery id: the landing list of the agreement's one ongoing
 * notification; with none or several ongoing (or only drafts), the deliveries view, where the
 * member picks one.
 */
export function ongoingLandingsPath(
  agreementId: string,
  deliveries: readonly Pick<DeliverySummary, 'id' | 'status'>[],
): string {
  const ongoing = deliveries.filter((d) => d.status === 'Ongoing');
  return ongoing.length === 1 && ongoing[0]
    ? landingsPath(agreementId, ongoing[0].id)
    : deliveriesPath(agreementId);
}
