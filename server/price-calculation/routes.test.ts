import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rolesForRights } from '../../shared/contracts/proxies.ts';
import {
  priceCalculationMessages as messages,
  type PriceCalculation,
  type PriceCalculationEstates,
  type PriceCalculationInput,
} from '../../shared/contracts/price-calculation.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { loadContentFixtures, type ContentFixtures } from '../content/fixtures.ts';
import { proxies } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { priceListAssortments, priceLists } from '../price-model/schema.ts';
import { demoPriceListIds } from '../price-model/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { expectValidation } from '../testing/validation.ts';
import { priceCalculationRoutes } from './routes.ts';
import { priceCalculationEstates } from './schema.ts';
import { seedPriceCalculation } from './seed.ts';

type Person = 'anna' | 'bertil' | 'david';

const norrskogen = mapDemoIds.norrskogen;
const bjorkas = mapDemoIds.bjorkas;

/** Norrskogen's own values (the seed). */
const norrskogenValues: PriceCalculationInput = {
  agreementForm: 'avverkningsuppdrag',
  forestAccessibilityClass: '1A',
  roadAccessibilityClass: 'B',
  roadsideStorage: 'reloadingNotRequired',
  volume: 800,
  volumeUnit: 'm3fub',
};
/** Björkås 2:7's seeded values. */
const bjorkasValues: PriceCalculationInput = {
  agreementForm: 'leveransvirke',
  forestAccessibilityClass: '1B',
  roadAccessibilityClass: 'C',
  roadsideStorage: 'reloadingRequired',
  volume: 300,
  volumeUnit: 'm3sk',
};

describe('price calculation', () => {
  let t: ApiTestApp;
  let fixtures: ContentFixtures;
  let dividendFlag = false;
  let calculationFlag = true;
  let day = todayInSweden();
  beforeAll(async () => {
    fixtures = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      await app.register(priceCalculationRoutes, {
        db: database.db,
        content: () => ({
          ...fixtures,
          featureFlags: fixtures.featureFlags.map((flag) =>
            flag.name === 'PriceCalculationExpectedDividend'
              ? { ...flag, isEnabled: dividendFlag }
              : flag.name === 'PriceCalculation'
                ? { ...flag, isEnabled: calculationFlag }
                : flag,
          ),
        }),
        today: () => day,
      });
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    dividendFlag = false;
    day = todayInSweden();
  });

  const db = () => t.database.db;
  const estates = async (person: Person, actingFor?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/price-calculation/estates',
      headers: await t.as(person, actingFor),
    });
  const calculate = async (person: Person, estateId: string, body: unknown, actingFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/price-calculation/estates/${estateId}/calculation`,
      headers: await t.as(person, actingFor),
      payload: body as object,
    });
  const table = async (person: Person, estateId: string, body: PriceCalculationInput) => {
    const res = await calculate(person, estateId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PriceCalculation>();
  };
  const totals = (calculation: PriceCalculation) =>
    Object.fromEntries(calculation.rows.map((row) => [row.assortment, row.totalPriceOre]));

  it('refuses both calls while PriceCalculation is off (§2)', async () => {
    calculationFlag = false;
    try {
      for (const res of [
        await estates('anna'),
        await calculate('anna', norrskogen, norrskogenValues),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
    } finally {
      calculationFlag = true;
    }
    expect((await estates('anna')).statusCode).toBe(200);
  });

  /** Bertil's proxy to Anna with Service_PriceCalculation_Read added to its roles. */
  const withPriceRole = async (run: () => Promise<void>) => {
    const roles = [...rolesForRights(['signForestAgreements']), 'Service_PriceCalculation_Read'];
    await db().update(proxies).set({ roles }).where(eq(proxies.id, demoIds.proxyBertilToAnna));
    try {
      await run();
    } finally {
      await db()
        .update(proxies)
        .set({ roles: rolesForRights(['signForestAgreements']) })
        .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    }
  };

  describe('estates', () => {
    it("gives Anna both her estates with each one's own values and her certification", async () => {
      const res = await estates('anna');
      expect(res.statusCode).toBe(200);
      const { estates: list } = res.json<PriceCalculationEstates>();
      expect(list.map((e) => [e.designation, e.sharePercent])).toEqual([
        ['Björkås 2:7', 50],
        ['Norrskogen 1:4', 100],
      ]);
      expect(list[1]).toEqual({
        id: norrskogen,
        designation: 'Norrskogen 1:4',
        municipality: 'Växjö',
        sharePercent: 100,
        values: norrskogenValues,
        certification: 'FSC',
        natureConservationBp: 1000,
      });
      expect(list[0]).toMatchObject({
        id: bjorkas,
        values: bjorkasValues,
        natureConservationBp: null,
      });
    });

    it('gives Bertil only Björkås 2:7, with his own certification (PEFC)', async () => {
      const res = await estates('bertil');
      const { estates: list } = res.json<PriceCalculationEstates>();
      expect(list.map((e) => [e.id, e.certification])).toEqual([[bjorkas, 'PEFC']]);
    });

    it('gives an estate without values of its own the defaults', async () => {
      await db()
        .delete(priceCalculationEstates)
        .where(eq(priceCalculationEstates.estateId, bjorkas));
      try {
        const { estates: list } = (await estates('bertil')).json<PriceCalculationEstates>();
        expect(list[0]?.values).toEqual({
          agreementForm: 'avverkningsuppdrag',
          forestAccessibilityClass: '1B',
          roadAccessibilityClass: 'B',
          roadsideStorage: 'reloadingNotRequired',
          volume: 500,
          volumeUnit: 'm3fub',
        });
        expect(list[0]?.natureConservationBp).toBeNull();
      } finally {
        await seedPriceCalculation(db());
      }
    });

    it('refuses David, who lacks Service_PriceCalculation_Read (403)', async () => {
      expect((await estates('david')).statusCode).toBe(403);
      expect((await calculate('david', norrskogen, norrskogenValues)).statusCode).toBe(403);
    });

    it('refuses a signed-out caller (401)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/price-calculation/estates' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the table', () => {
    it("prices Norrskogen's own values, every column by hand", async () => {
      const calculation = await table('anna', norrskogen, norrskogenValues);
      expect(calculation).toMatchObject({
        estateId: norrskogen,
        priceList: { id: demoPriceListIds.current, validTo: null },
        inputs: norrskogenValues,
        volumeM3fub: 800,
        certification: 'FSC',
        natureConservationBp: 1000,
        showsExpectedDividend: false,
      });
      // Talltimmer: 800 m3fub earns 75 % of 3 000 = 2 250; P3 1A, B: 2 500 × 100 × 75 /
      // 10 000 = 1 875; FSC 6 % of 82 000 = 4 920; nature 10 % = 8 200; avverkningsuppdrag
      // +2 000 agreement, −600 ground protection. 82 000 + 2 250 + 5 000 + 1 875 + 2 000
      // − 600 + 4 920 + 8 200 = 105 645.
      expect(calculation.rows[0]).toEqual({
        assortment: 'talltimmer',
        totalPriceOre: 105_645,
        averageBasePriceOre: 82_000,
        marketPremiumOre: 5_000,
        natureConservationPremiumOre: 8_200,
        certificationPremiumOre: 4_920,
        reloadDeductionOre: 0,
        accessibilityPremiumOre: 1_875,
        volumePremiumOre: 2_250,
        agreementPremiumOre: 2_000,
        groundProtectionFeeOre: 600,
      });
      expect(totals(calculation)).toEqual({
        talltimmer: 105_645,
        // 86 000 + 2 250 + 6 000 + 1 875 + 2 000 − 600 + 5 160 (6 %) + 8 600 (10 %).
        grantimmer: 111_285,
        // 46 000 + 1 500 (75 % of 2 000) + 3 000 + 1 125 (75 % of 1 500) + 1 000 − 600
        // + 2 300 (5 %) + 4 600 (10 %).
        barrmassaved: 58_925,
        // 43 000 + 1 500 + 2 000 + 1 125 + 1 000 − 600 + 2 150 + 4 300.
        lovmassaved: 54_475,
        // 28 000 + 750 + 0 + 750 − 600; no certification or nature premium on brännved.
        brannved: 28_900,
      });
      expect(calculation.rows.every((row) => !('expectedDividendOre' in row))).toBe(true);
    });

    it('recalculates when the member changes accessibility class to 2A and the volume', async () => {
      const calculation = await table('anna', norrskogen, {
        ...norrskogenValues,
        forestAccessibilityClass: '2A',
        volume: 150,
      });
      // 2A: no availability premium; 150 m3fub: no volume premium.
      // 82 000 + 0 + 5 000 + 0 + 2 000 − 600 + 4 920 + 8 200 = 101 520.
      expect(calculation.rows[0]).toMatchObject({
        totalPriceOre: 101_520,
        accessibilityPremiumOre: 0,
        volumePremiumOre: 0,
      });
      expect(calculation.volumeM3fub).toBe(150);
    });

    it('deducts reloading and leaves out P4, P5 on leveransvirke', async () => {
      const calculation = await table('anna', norrskogen, {
        ...norrskogenValues,
        agreementForm: 'leveransvirke',
        roadsideStorage: 'reloadingRequired',
      });
      // 82 000 + 2 250 + 5 000 + 1 875 + 4 920 + 8 200 − 2 500 = 101 745.
      expect(calculation.rows[0]).toMatchObject({
        totalPriceOre: 101_745,
        reloadDeductionOre: 2_500,
        agreementPremiumOre: 0,
        groundProtectionFeeOre: 0,
      });
    });

    it("converts m3sk and uses the caller's certification on a shared estate", async () => {
      const anna = await table('anna', bjorkas, bjorkasValues);
      const bertil = await table('bertil', bjorkas, bjorkasValues);
      // 300 m3sk = 246 m3fub: 50 % of 3 000 = 1 500. P3 1B, C: 2 500 × 60 × 40 / 10 000 =
      // 600. Reloading −2 500. No nature premium on Björkås.
      // Anna (FSC 6 %): 86 000 + 1 500 + 6 000 + 600 + 5 160 − 2 500 = 96 760.
      // Bertil (PEFC 5 %): 86 000 + 1 500 + 6 000 + 600 + 4 300 − 2 500 = 95 900.
      expect(anna.volumeM3fub).toBe(246);
      expect(totals(anna).grantimmer).toBe(96_760);
      expect(totals(bertil).grantimmer).toBe(95_900);
      expect(bertil.certification).toBe('PEFC');
    });

    it('adds the expected dividend only while PriceCalculationExpectedDividend is on', async () => {
      dividendFlag = true;
      const calculation = await table('anna', norrskogen, norrskogenValues);
      expect(calculation.showsExpectedDividend).toBe(true);
      // 3,5 % of 105 645 = 3 697,575 -> 3 698; of 28 900 = 1 011,5 -> 1 012.
      expect(calculation.rows[0]?.expectedDividendOre).toBe(3_698);
      expect(calculation.rows[4]?.expectedDividendOre).toBe(1_012);
    });

    it("uses the list valid on the day: last year's on a day last year", async () => {
      const year = Number(todayInSweden().slice(0, 4));
      day = `${year - 1}-06-15`;
      const calculation = await table('anna', norrskogen, norrskogenValues);
      expect(calculation.priceList).toMatchObject({
        id: demoPriceListIds.previous,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year - 1}-12-31`,
      });
      // 20 kr lower timber base: 80 000 + 2 250 + 5 000 + 1 875 + 2 000 − 600 + 4 800 (6 %)
      // + 8 000 (10 %) = 103 325.
      expect(totals(calculation).talltimmer).toBe(103_325);
    });

    it("answers 503 with the spec's message when no list is valid", async () => {
      day = '1990-01-01';
      const res = await calculate('anna', norrskogen, norrskogenValues);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        type: 'pricesUnavailable',
        title: 'Det finns ingen giltig prislista just nu.',
      });
    });
  });

  describe('access', () => {
    it("answers 404 for another member's estate, an unknown id and a malformed one", async () => {
      expect((await calculate('bertil', norrskogen, norrskogenValues)).statusCode).toBe(404);
      const unknown = '00000000-0000-4000-8000-00000000ffff';
      expect((await calculate('anna', unknown, norrskogenValues)).statusCode).toBe(404);
      expect((await calculate('anna', 'norrskogen', norrskogenValues)).statusCode).toBe(404);
    });

    it("refuses a proxy whose roles lack the role (403), even for the giver's estate", async () => {
      expect((await estates('anna', demoIds.bertil)).statusCode).toBe(403);
      expect((await calculate('anna', bjorkas, norrskogenValues, demoIds.bertil)).statusCode).toBe(
        403,
      );
    });

    it("lets a proxy with the role act for the giver: the giver's estates only", async () => {
      await withPriceRole(async () => {
        const res = await estates('anna', demoIds.bertil);
        expect(res.statusCode).toBe(200);
        const { estates: list } = res.json<PriceCalculationEstates>();
        expect(list.map((e) => [e.id, e.certification])).toEqual([[bjorkas, 'PEFC']]);
        // Anna's own Norrskogen is not Bertil's: 404 while acting for him.
        const own = await calculate('anna', norrskogen, norrskogenValues, demoIds.bertil);
        expect(own.statusCode).toBe(404);
        const shared = await calculate('anna', bjorkas, norrskogenValues, demoIds.bertil);
        expect(shared.statusCode).toBe(200);
        expect(shared.json<PriceCalculation>().certification).toBe('PEFC');
      });
    });
  });

  describe('bad input answers 400 with Swedish messages', () => {
    it('names every missing field', async () => {
      const res = await calculate('anna', norrskogen, {});
      expectValidation(res, {
        agreementForm: messages.agreementForm,
        forestAccessibilityClass: messages.forestAccessibilityClass,
        roadAccessibilityClass: messages.roadAccessibilityClass,
        roadsideStorage: messages.roadsideStorage,
        volume: messages.volumeInvalid,
        volumeUnit: messages.volumeUnit,
      });
    });

    it.each([
      [
        { forestAccessibilityClass: '3C' },
        'forestAccessibilityClass',
        messages.forestAccessibilityClass,
      ],
      [{ roadAccessibilityClass: 'E' }, 'roadAccessibilityClass', messages.roadAccessibilityClass],
      [{ agreementForm: 'rotpost' }, 'agreementForm', messages.agreementForm],
      [{ roadsideStorage: true }, 'roadsideStorage', messages.roadsideStorage],
      [{ volume: 0 }, 'volume', messages.volumeRange],
      [{ volume: 100_001 }, 'volume', messages.volumeRange],
      [{ volume: 12.5 }, 'volume', messages.volumeInvalid],
      [{ volume: '800' }, 'volume', messages.volumeInvalid],
      [{ volumeUnit: 'm3to' }, 'volumeUnit', messages.volumeUnit],
    ])('%o: %s', async (change, field, message) => {
      const res = await calculate('anna', norrskogen, { ...norrskogenValues, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({ [field]: message });
    });

    it('takes the bounds themselves', async () => {
      for (const volume of [1, 100_000]) {
        const res = await calculate('anna', norrskogen, { ...norrskogenValues, volume });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  it('seeds the price lists and estate values once, however often it runs', async () => {
    await seedPriceCalculation(db());
    await seedPriceCalculation(db());
    const [lists] = await db().select({ n: count() }).from(priceLists);
    const [rows] = await db().select({ n: count() }).from(priceListAssortments);
    const [values] = await db().select({ n: count() }).from(priceCalculationEstates);
    expect([lists?.n, rows?.n, values?.n]).toEqual([2, 10, 2]);
  });
});
