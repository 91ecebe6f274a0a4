import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/**
 * The element's screens below `avtal/{agreementId}/anmalan/` (§2.1): `virkesordrar` (the
 * default), `{deliveryGuid}/upplag` and `{deliveryGuid}/upplag/{landingGisGuid}`.
 */
export type Screen =
  | { kind: 'deliveries' }
  | { kind: 'landings'; deliveryId: string }
  | { kind: 'landing'; deliveryId: string; landingId: string };

export function screenOf(rest: string | undefined): Screen {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts[1] === 'upplag' && parts[0]) {
    return parts[2]
      ? { kind: 'landing', deliveryId: parts[0], landingId: parts[2] }
      : { kind: 'landings', deliveryId: parts[0] };
  }
  return { kind: 'deliveries' };
}

const base = (agreementId: string) =>
  areaPath(
    { path: timberDeliveriesElement.routes.timberManagerDeliveries.path.replace('/*', '') },
    '',
    { agreementId },
  );

export const deliveriesPath = (agreementId: string) => `${base(agreementId)}virkesordrar/`;
export const landingsPath = (agreementId: string, deliveryId: string) =>
  `${base(agreementId)}${deliveryId}/upplag/`;
export const landingPath = (agreementId: string, deliveryId: string, landingId: string) =>
  `${landingsPath(agreementId, deliveryId)}${landingId}/`;
export const agreementsHomePath = '/skogsgardens-affarer/leveransvirke/';
