import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';

/**
 * The element's screens below `avtal/{agreementId}/anmalan/` (§2.1): `virkesordrar` (the
 * default), `{deliveryGuid?}/upplag` and `{deliveryGuid?}/upplag/{landingGisGuid}`.
 * `upplag/` without a delivery is `ongoingLandings`: see `ongoingLandingsPath`.
 */
export type Screen =
  | { kind: 'deliveries' }
  | { kind: 'ongoingLandings' }
  | { kind: 'landings'; deliveryId: string }
  | { kind: 'landing'; deliveryId: string; landingId: string };

export function screenOf(rest: string | undefined): Screen {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts[0] === 'upplag') return { kind: 'ongoingLandings' };
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

/**
 * Where the address bar should say the member is, when it says less: the bare `anmalan/` is
 * the default child `virkesordrar/` (§2.1 "the default redirect"); null when it is already so.
 */
export function defaultChildPath(agreementId: string, rest: string | undefined): string | null {
  return (rest ?? '').split('/').some(Boolean) ? null : deliveriesPath(agreementId);
}

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

/**
 * Puts the default's path in the address bar in place of what was asked (the same history
 * entry, the router's state kept): the portal's navigation adds an entry, and a redirect
 * that adds one traps the back button.
 */
export function replaceAddress(path: string): void {
  if (window.location.pathname !== path)
    window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
}
