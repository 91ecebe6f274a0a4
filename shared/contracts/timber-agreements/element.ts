import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const generations = ['TimberManagerViol2', 'TimberManagerViol3'] as const;
const home = 'skogsgardens-affarer/leveransvirke';

/**
 * Leveransvirke (timber-production-map §2.1): the home and the agreement wizard, for both
 * generations (v2 and v3 share paths). The home needs agreements read or deliveries read;
 * the wizard agreements read and write. The deliveries below `avtal/:id/anmalan/` are the
 * deliveries area's (host/routing/fixedRoutes.ts keeps them before these).
 */
export const timberAgreementsElement = defineAreaManifest({
  area: 'timber-agreements',
  element: 'portal-timber-agreements',
  routes: {
    timberManagerAgreement: {
      path: `${home}/avtal/:opportunityId/*`,
      page: home,
      rule: {
        requirement: requires.readWrite('Service_TimberManager_Agreements'),
        features: generations,
      },
    },
    timberManagerHome: {
      path: home,
      rule: {
        requirement: requires.or(
          'Service_TimberManager_Agreements_Read',
          'Service_TimberManager_Deliveries_Read',
        ),
        features: generations,
      },
    },
  },
});
