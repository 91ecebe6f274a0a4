import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** The electricity area's pages (its spec section's routes) and who may open them. */
export const electricityElement = defineAreaManifest({
  area: 'electricity',
  element: 'portal-electricity',
  routes: {
    electricityHome: {
      path: 'electricity',
      rule: { requirement: requires.single('Service_Electricity_Read') },
    },
  },
});
