import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Leveransanmälan (timber-production-map §2.1 Deliveries): `avtal/{agreementId}/anmalan/`
 * (v3's subProjectId and v2's agreementId share the path) with the children `virkesordrar`
 * (the default), `{deliveryGuid}/upplag` and `{deliveryGuid}/upplag/{landingGisGuid}`. It is
 * listed before the agreements' manifest (shared/contracts/elements.ts): the first match wins
 * and the agreements' `avtal/:opportunityId/*` would take this path too. §2.1: the
 * deliveries read and write roles open it (platform §6 "delivery routes need deliveries read
 * and write"), as the server's calls need.
 */
export const timberDeliveriesElement = defineAreaManifest({
  area: 'timber-deliveries',
  element: 'portal-timber-deliveries',
  routes: {
    timberManagerDeliveries: {
      path: 'skogsgardens-affarer/leveransvirke/avtal/:agreementId/anmalan/*',
      page: 'skogsgardens-affarer/leveransvirke',
      rule: {
        requirement: requires.readWrite('Service_TimberManager_Deliveries'),
        // A generation's route set and its Delivery variant, as the server opens its deliveries
        // (server/timber-deliveries/generations.ts).
        flags: requires.nestedOr(
          ['TimberManagerViol2', 'TimberManagerViol2Delivery'],
          ['TimberManagerViol3', 'TimberManagerViol3Delivery'],
        ),
      },
    },
  },
});
