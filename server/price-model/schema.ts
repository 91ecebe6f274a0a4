import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, uuidId } from '../db/columns.ts';

/**
 * Price lists (the price model, server/price-model/README.md): a list is valid from a day to
 * a day (both inclusive; valid_to null: until a later list replaces it). The list valid on a
 * day is the one with the latest valid_from among those valid then.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuidId(),
    name: text('name').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    /** The expected dividend in basis points of the price per unit. */
    expectedDividendBp: integer('expected_dividend_bp').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('price_lists_valid_idx').on(table.validFrom),
    check(
      'price_lists_valid_order',
      sql`${table.validTo} IS NULL OR ${table.validTo} >= ${table.validFrom}`,
    ),
    check('price_lists_dividend', sql`${table.expectedDividendBp} >= 0`),
  ],
);

/**
 * One assortment's prices in a list, öre per m3fub (model.ts AssortmentPrices). The
 * certification premiums are basis points of the base price, at least 5 % (§9) or null.
 */
export const priceListAssortments = pgTable(
  'price_list_assortments',
  {
    priceListId: requiredRef('price_list_id', () => priceLists.id),
    /** shared/contracts/price-model.ts assortments. */
    assortment: text('assortment').notNull(),
    /** Its place in the list's tables. */
    position: integer('position').notNull(),
    basePriceOre: integer('base_price_ore').notNull(),
    sizePremiumOre: integer('size_premium_ore').notNull(),
    marketPremiumOre: integer('market_premium_ore').notNull(),
    availabilityPremiumOre: integer('availability_premium_ore').notNull(),
    agreementPremiumOre: integer('agreement_premium_ore').notNull(),
    groundProtectionFeeOre: integer('ground_protection_fee_ore').notNull(),
    fscPremiumBp: integer('fsc_premium_bp'),
    pefcPremiumBp: integer('pefc_premium_bp'),
    natureConservationApplies: boolean('nature_conservation_applies').notNull(),
    reloadDeductionOre: integer('reload_deduction_ore').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.assortment] }),
    check(
      'price_list_assortments_non_negative',
      sql`${table.basePriceOre} >= 0 AND ${table.sizePremiumOre} >= 0 AND ${table.marketPremiumOre} >= 0 AND ${table.availabilityPremiumOre} >= 0 AND ${table.agreementPremiumOre} >= 0 AND ${table.groundProtectionFeeOre} >= 0 AND ${table.reloadDeductionOre} >= 0`,
    ),
    check(
      'price_list_assortments_certification_min',
      sql`(${table.fscPremiumBp} IS NULL OR ${table.fscPremiumBp} >= 500) AND (${table.pefcPremiumBp} IS NULL OR ${table.pefcPremiumBp} >= 500)`,
    ),
  ],
);
