import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { mapEstates } from '../map/overlays/schema.ts';

/**
 * An estate's own values for the price calculation (economy-membership §2: reset restores
 * them) and its nature conservation premium (§9: 6 % up to 14 %, or none). An estate without
 * a row has the defaults of server/price-calculation/estates.ts.
 */
export const priceCalculationEstates = pgTable(
  'price_calculation_estates',
  {
    estateId: uuid('estate_id')
      .primaryKey()
      .references(() => mapEstates.id),
    agreementForm: text('agreement_form').notNull(),
    forestAccessibilityClass: text('forest_accessibility_class').notNull(),
    roadAccessibilityClass: text('road_accessibility_class').notNull(),
    roadsideStorage: text('roadside_storage').notNull(),
    volume: integer('volume').notNull(),
    volumeUnit: text('volume_unit').notNull(),
    natureConservationBp: integer('nature_conservation_bp'),
  },
  (table) => [
    check(
      'price_calculation_estates_nature',
      sql`${table.natureConservationBp} IS NULL OR ${table.natureConservationBp} BETWEEN 600 AND 1400`,
    ),
    check('price_calculation_estates_volume', sql`${table.volume} BETWEEN 1 AND 100000`),
  ],
);
