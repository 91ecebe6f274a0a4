import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** Mina insatsval (economy §2). While ProfileEconomics is on the host sends it to accounts. */
export const stakeChoicesElement = defineAreaManifest({
  area: 'stake-choices',
  element: 'portal-stake-choices',
  routes: {
    economics: {
      path: 'skogsgardens-ekonomi/mina-insatsval',
      rule: { requirement: requires.readWrite('Service_Profile_Economics') },
    },
  },
});
