import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Ekonomisk utveckling (economy-membership §2 Economic development): one page, behind the
 * flag EconomicDevelopment and the role Service_EconomicDevelopment_Read.
 */
export const economicDevelopmentElement = defineAreaManifest({
  area: 'economic-development',
  element: 'portal-economic-development',
  routes: {
    economicDevelopmentHome: {
      path: 'skogsgardens-ekonomi/ekonomisk-utveckling',
      rule: {
        requirement: requires.single('Service_EconomicDevelopment_Read'),
        flags: requires.single('EconomicDevelopment'),
      },
    },
  },
});
