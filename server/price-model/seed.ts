import type { Assortment } from '../../shared/contracts/price-model.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { seedId } from '../db/seedId.ts';
import type { AssortmentPrices } from './model.ts';
import { priceListAssortments, priceLists } from './schema.ts';

/** The demo lists by fixed id (tests name them). */
export const demoPriceListIds = {
  previous: seedId('price-model', 'list:previous'),
  current: seedId('price-model', 'list:current'),
} as const;

const kr = (kronor: number) => kronor * 100;

type Prices = Omit<AssortmentPrices, 'assortment'>;

/**
 * Plausible prices for southern Sweden, kr per m3fub (README.md "Demo prices"). The current
 * list raises timber by 20 kr and pulpwood by 10 kr over the previous one.
 */
export const demoPrices = {
  talltimmer: {
    basePriceOre: kr(820),
    sizePremiumOre: kr(30),
    marketPremiumOre: kr(50),
    availabilityPremiumOre: kr(25),
    agreementPremiumOre: kr(20),
    groundProtectionFeeOre: kr(6),
    fscPremiumBp: 600,
    pefcPremiumBp: 500,
    natureConservationApplies: true,
    reloadDeductionOre: kr(25),
  },
  grantimmer: {
    basePriceOre: kr(860),
    sizePremiumOre: kr(30),
    marketPremiumOre: kr(60),
    availabilityPremiumOre: kr(25),
    agreementPremiumOre: kr(20),
    groundProtectionFeeOre: kr(6),
    fscPremiumBp: 600,
    pefcPremiumBp: 500,
    natureConservationApplies: true,
    reloadDeductionOre: kr(25),
  },
  barrmassaved: {
    basePriceOre: kr(460),
    sizePremiumOre: kr(20),
    marketPremiumOre: kr(30),
    availabilityPremiumOre: kr(15),
    agreementPremiumOre: kr(10),
    groundProtectionFeeOre: kr(6),
    fscPremiumBp: 500,
    pefcPremiumBp: 500,
    natureConservationApplies: true,
    reloadDeductionOre: kr(20),
  },
  lovmassaved: {
    basePriceOre: kr(430),
    sizePremiumOre: kr(20),
    marketPremiumOre: kr(20),
    availabilityPremiumOre: kr(15),
    agreementPremiumOre: kr(10),
    groundProtectionFeeOre: kr(6),
    fscPremiumBp: 500,
    pefcPremiumBp: 500,
    natureConservationApplies: true,
    reloadDeductionOre: kr(20),
  },
  brannved: {
    basePriceOre: kr(280),
    sizePremiumOre: kr(10),
    marketPremiumOre: 0,
    availabilityPremiumOre: kr(10),
    agreementPremiumOre: 0,
    groundProtectionFeeOre: kr(6),
    fscPremiumBp: null,
    pefcPremiumBp: null,
    natureConservationApplies: false,
    reloadDeductionOre: kr(15),
  },
} as const satisfies Record<Assortment, Prices>;

const lower = (prices: Prices, byOre: number): Prices => ({
  ...prices,
  basePriceOre: prices.basePriceOre - byOre,
});

const rows = (priceListId: string, prices: Record<Assortment, Prices>) =>
  Object.entries(prices).map(([assortment, row], position) => ({
    priceListId,
    assortment,
    position,
    ...row,
  }));

/**
 * Two demo price lists: last calendar year's (ended) and this year's (valid until replaced),
 * dated from the day the demo database is first seeded. Idempotent: fixed ids, ON CONFLICT
 * DO NOTHING. The price model's users (the price calculation today, the timber agreements
 * later) call it from their seeds; running it twice is harmless.
 */
export async function seedPriceLists(db: Db, today = todayInSweden()): Promise<void> {
  const year = Number(today.slice(0, 4));
  await db
    .insert(priceLists)
    .values([
      {
        id: demoPriceListIds.previous,
        name: `Virkesprislista ${year - 1}`,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year - 1}-12-31`,
        expectedDividendBp: 300,
      },
      {
        id: demoPriceListIds.current,
        name: `Virkesprislista ${year}`,
        validFrom: `${year}-01-01`,
        validTo: null,
        expectedDividendBp: 350,
      },
    ])
    .onConflictDoNothing();
  const previous = Object.fromEntries(
    Object.entries(demoPrices).map(([assortment, prices]) => [
      assortment,
      lower(prices, assortment.endsWith('timmer') ? kr(20) : kr(10)),
    ]),
  ) as Record<Assortment, Prices>;
  await db
    .insert(priceListAssortments)
    .values([
      ...rows(demoPriceListIds.previous, previous),
      ...rows(demoPriceListIds.current, demoPrices),
    ])
    .onConflictDoNothing();
}
