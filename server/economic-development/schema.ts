import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, ore } from '../db/columns.ts';

/**
 * A member's economics for one year (economy-membership §3 Economics), as the cooperative's
 * books report it after the year is closed: one row per member and year. The total is never
 * stored: it is the sum of the five money columns (server/economic-development/figures.ts).
 */
export const economicYears = pgTable(
  'economic_years',
  {
    memberId: memberRef(),
    year: integer('year').notNull(),
    /** Delivered timber volume in tenths of a m3fub (1234 = 123,4 m3fub). */
    timberVolumeDecim3fub: integer('timber_volume_decim3fub').notNull(),
    salesOre: ore('sales_ore').notNull(),
    profitSharingOre: ore('profit_sharing_ore').notNull(),
    dividendOnSalesOre: ore('dividend_on_sales_ore').notNull(),
    dividendOnStakesOre: ore('dividend_on_stakes_ore').notNull(),
    stakeIssueEmissionOre: ore('stake_issue_emission_ore').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.year] })],
);
