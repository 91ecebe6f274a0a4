import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { assortments, type Assortment } from '../../shared/contracts/price-model.ts';
import type { Db } from '../db/client.ts';
import type { AssortmentPrices, PriceList } from './model.ts';
import { priceListAssortments, priceLists } from './schema.ts';

const isAssortment = (value: string): value is Assortment =>
  (assortments as readonly string[]).includes(value);

/**
 * The price list valid on a Swedish day (ISO date), with its assortments in their order, or
 * null when none is. Of several valid lists, the one valid from the latest day (as
 * model.ts priceListOn). An assortment the portal does not know is left out.
 */
export async function priceListOnDay(db: Db, day: string): Promise<PriceList | null> {
  const [list] = await db
    .select()
    .from(priceLists)
    .where(
      and(
        lte(priceLists.validFrom, day),
        or(isNull(priceLists.validTo), gte(priceLists.validTo, day)),
      ),
    )
    .orderBy(desc(priceLists.validFrom), desc(priceLists.createdAt))
    .limit(1);
  return list ? withAssortments(db, list) : null;
}

/**
 * A price list by id, valid or not (an agreement is priced by the list it was made on,
 * even after that list ended), or null when there is none.
 */
export async function priceListById(db: Db, id: string): Promise<PriceList | null> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  return list ? withAssortments(db, list) : null;
}

async function withAssortments(db: Db, list: typeof priceLists.$inferSelect): Promise<PriceList> {
  const rows = await db
    .select()
    .from(priceListAssortments)
    .where(eq(priceListAssortments.priceListId, list.id))
    .orderBy(asc(priceListAssortments.position), asc(priceListAssortments.assortment));
  return {
    id: list.id,
    name: list.name,
    validFrom: list.validFrom,
    validTo: list.validTo,
    expectedDividendBp: list.expectedDividendBp,
    assortments: rows.flatMap((row): AssortmentPrices[] => {
      if (!isAssortment(row.assortment)) return [];
      return [
        {
          assortment: row.assortment,
          basePriceOre: row.basePriceOre,
          sizePremiumOre: row.sizePremiumOre,
          marketPremiumOre: row.marketPremiumOre,
          availabilityPremiumOre: row.availabilityPremiumOre,
          agreementPremiumOre: row.agreementPremiumOre,
          groundProtectionFeeOre: row.groundProtectionFeeOre,
          fscPremiumBp: row.fscPremiumBp,
          pefcPremiumBp: row.pefcPremiumBp,
          natureConservationApplies: row.natureConservationApplies,
          reloadDeductionOre: row.reloadDeductionOre,
        },
      ];
    }),
  };
}
