import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Priskalkyl (economy-membership §2 Price calculation): one page, behind the flag
 * PriceCalculation and the role Service_PriceCalculation_Read. The element is
 * components/price-calculation/ (a placeholder until its issue builds the screen; the
 * route tree has no page for it yet, so no member reaches it).
 */
export const priceCalculationElement = defineAreaManifest({
  area: 'price-calculation',
  element: 'portal-price-calculation',
  routes: {
    priceCalculationHome: {
      path: 'skogsgardens-affarer/priskalkyl',
      rule: {
        requirement: requires.single('Service_PriceCalculation_Read'),
        features: ['PriceCalculation'],
      },
    },
  },
});
