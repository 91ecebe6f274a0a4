import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const page = 'skogsgardens-affarer/leveransvirke';
const base = `${page}/avtal/:agreementId/anmalan`;
/**
 * §2.1: the deliveries read and write roles open every route (platform §6 "delivery routes
 * need deliveries read and write"), as the server's calls need, and a generation's route set
 * with its Delivery variant, as the server opens its deliveries
 * (server/timber-deliveries/generations.ts).
 */
const rule = {
  requirement: requires.readWrite('Service_TimberManager_Deliveries'),
  flags: requires.nestedOr(
    ['TimberManagerViol2', 'TimberManagerViol2Delivery'],
    ['TimberManagerViol3', 'TimberManagerViol3Delivery'],
  ),
} as const;

/**
 * Leveransanmälan (timber-production-map §2.1 Deliveries): `avtal/{agreementId}/anmalan/`
 * (v3's subProjectId and v2's agreementId share the path) with the children `virkesordrar`
 * (the default), `{deliveryGuid?}/upplag` and `{deliveryGuid?}/upplag/{landingGisGuid}`, all
 * on the Leveransvirke page. The bare `anmalan/` goes on to `virkesordrar/` (its redirect,
 * the host's), and `upplag/` without a delivery to the one ongoing notification's landings
 * (the element's: it needs the list), each in place of the address asked for (so Back leaves
 * the area). It is listed before the agreements' manifest (shared/contracts/elements.ts): the
 * first match wins and the agreements' `avtal/:opportunityId/*` would take these paths too,
 * so a child the element does not know (`timberManagerDeliveriesOther`) is the deliveries
 * view, as `virkesordrar/`.
 */
export const timberDeliveriesElement = defineAreaManifest({
  area: 'timber-deliveries',
  element: 'portal-timber-deliveries',
  routes: {
    timberManagerLanding: { path: `${base}/:deliveryId/upplag/:landingId`, page, rule },
    timberManagerLandings: { path: `${base}/:deliveryId/upplag`, page, rule },
    timberManagerOngoingLandings: { path: `${base}/upplag`, page, rule },
    timberManagerDeliveries: { path: `${base}/virkesordrar`, page, rule },
    timberManagerDeliveriesStart: { path: base, page, rule, redirect: 'timberManagerDeliveries' },
    timberManagerDeliveriesOther: { path: `${base}/*`, page, rule },
  },
});
