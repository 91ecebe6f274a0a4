import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  priceCalculationEstatesSchema,
  priceCalculationInputSchema,
  priceCalculationSchema,
} from '../price-calculation.ts';
import { defineRoutes, memberRead, uuidParam } from '../routes.ts';

/** §2, §6: the one role of the price calculation. */
export const priceCalculationRole = requires.single('Service_PriceCalculation_Read');

/** §2 "Price calculation ... (flag PriceCalculation, ...)": both calls. */
const flags = requires.single('PriceCalculation');

// An id that is no estate of the effective member answers 404 like one that does not exist.
const estateParams = z.object({ estateId: uuidParam() });

/**
 * Price calculation (economy-membership §2; the spec gives no calls, these are ours:
 * shared/contracts/price-calculation/README.md). Everything is the effective member's: through
 * a proxy whose roles include Service_PriceCalculation_Read, the giver's estates.
 */
export const priceCalculationRoutes = defineRoutes({
  getEstates: {
    ...memberRead(priceCalculationRole),
    flags,
    path: '/api/v1/price-calculation/estates',
    summary:
      "The member's estates (through their ownership), each with its own values of the inputs (what reset restores), the member's certification and the estate's nature conservation premium.",
    response: priceCalculationEstatesSchema,
  },
  calculate: {
    ...memberRead(priceCalculationRole),
    flags,
    method: 'POST',
    path: '/api/v1/price-calculation/estates/{estateId}/calculation',
    summary:
      "The price per m3fub of every assortment of today's price list for one of the member's estates and the given inputs, the whole table at once; writes nothing.",
    params: estateParams,
    body: priceCalculationInputSchema,
    response: priceCalculationSchema,
    problems: ['pricesUnavailable'],
  },
});
