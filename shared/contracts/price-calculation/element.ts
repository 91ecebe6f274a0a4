import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Priskalkyl (economy-membership §2 Price calculation): one page, behind the flag
 * PriceCalculation and the role Service_PriceCalculation_Read. The element is
 * components/price-calculation/; its content page is route-tree node 135, and the old
 * `/prisjamforelseverktyg/` redirects here (host/routing/fixedRoutes.ts).
 */
export const priceCalculationElement = defineAreaManifest({
  area: 'price-calculation',
  element: 'portal-price-calculation',
  routes: {
    priceCalculationHome: {
      path: 'skogsgardens-affarer/priskalkyl',
      rule: {
        requirement: requires.single('Service_PriceCalculation_Read'),
        flags: requires.single('PriceCalculation'),
      },
    },
  },
});
