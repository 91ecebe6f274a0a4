import { priceCalculationRoutes as table } from '../../shared/contracts/price-calculation/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { membersEstate } from './estates.ts';
import * as schema from './schema.ts';
import { priceCalculationRoutes } from './routes.ts';
import { seedPriceCalculation } from './seed.ts';

export const priceCalculationArea = defineServerArea({
  name: 'price-calculation',
  tables: [table],
  schema,
  routes: priceCalculationRoutes,
  seed: (db) => seedPriceCalculation(db),
  services: { priceCalculation: { membersEstate } },
});
