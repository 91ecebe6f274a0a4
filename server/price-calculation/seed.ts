import type { Db } from '../db/client.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { seedPriceLists } from '../price-model/seed.ts';
import { priceCalculationEstates } from './schema.ts';

/**
 * The price lists (the price model's seed, idempotent) and the demo estates' own values:
 * Norrskogen 1:4 (Anna's) a large assignment in good terrain with a 10 % nature conservation
 * premium; Björkås 2:7 (Anna's and Bertil's) delivery timber in m3sk, reloading needed, no
 * nature premium. The map's seed, earlier in server/areas.ts, has made the estates.
 */
export async function seedPriceCalculation(db: Db): Promise<void> {
  await seedPriceLists(db);
  await db
    .insert(priceCalculationEstates)
    .values([
      {
        estateId: mapDemoIds.norrskogen,
        agreementForm: 'avverkningsuppdrag',
        forestAccessibilityClass: '1A',
        roadAccessibilityClass: 'B',
        roadsideStorage: 'reloadingNotRequired',
        volume: 800,
        volumeUnit: 'm3fub',
        natureConservationBp: 1000,
      },
      {
        estateId: mapDemoIds.bjorkas,
        agreementForm: 'leveransvirke',
        forestAccessibilityClass: '1B',
        roadAccessibilityClass: 'C',
        roadsideStorage: 'reloadingRequired',
        volume: 300,
        volumeUnit: 'm3sk',
        natureConservationBp: null,
      },
    ])
    .onConflictDoNothing();
}
