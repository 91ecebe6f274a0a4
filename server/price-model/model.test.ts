import { describe, expect, it } from 'vitest';
import {
  m3fubHundredths,
  priceAssortment,
  priceList,
  priceListOn,
  roundDiv,
  sizePremiumPercent,
  timberValueOre,
  type AssortmentPrices,
  type PriceConditions,
  type PriceList,
} from './model.ts';

// Prices as the demo list has them (öre per m3fub).
const talltimmer: AssortmentPrices = {
  assortment: 'talltimmer',
  basePriceOre: 82_000,
  sizePremiumOre: 3_000,
  marketPremiumOre: 5_000,
  availabilityPremiumOre: 2_500,
  agreementPremiumOre: 2_000,
  groundProtectionFeeOre: 600,
  fscPremiumBp: 600,
  pefcPremiumBp: 500,
  natureConservationApplies: true,
  reloadDeductionOre: 2_500,
};
const grantimmer: AssortmentPrices = {
  ...talltimmer,
  assortment: 'grantimmer',
  basePriceOre: 86_000,
  marketPremiumOre: 6_000,
};
const brannved: AssortmentPrices = {
  assortment: 'brannved',
  basePriceOre: 28_000,
  sizePremiumOre: 1_000,
  marketPremiumOre: 0,
  availabilityPremiumOre: 1_000,
  agreementPremiumOre: 0,
  groundProtectionFeeOre: 600,
  fscPremiumBp: null,
  pefcPremiumBp: null,
  natureConservationApplies: false,
  reloadDeductionOre: 1_500,
};
// Odd amounts, so the rounding shows.
const odd: AssortmentPrices = {
  assortment: 'lovmassaved',
  basePriceOre: 45_555,
  sizePremiumOre: 1_999,
  marketPremiumOre: 1_234,
  availabilityPremiumOre: 1_555,
  agreementPremiumOre: 999,
  groundProtectionFeeOre: 601,
  fscPremiumBp: 600,
  pefcPremiumBp: 650,
  natureConservationApplies: true,
  reloadDeductionOre: 2_001,
};

const list = { validFrom: '2026-01-01', validTo: null, expectedDividendBp: 350 };

const conditions = (extra: Partial<PriceConditions> = {}): PriceConditions => ({
  agreementForm: 'avverkningsuppdrag',
  forestAccessibilityClass: '1A',
  roadAccessibilityClass: 'A',
  roadsideStorage: 'reloadingNotRequired',
  volume: { amount: 1000, unit: 'm3fub' },
  certification: 'FSCAndPEFC',
  natureConservationBp: 1000,
  ...extra,
});

const cases: {
  name: string;
  prices: AssortmentPrices;
  conditions: PriceConditions;
  premiums: Record<string, number>;
  reload: number;
  total: number;
  dividend: number;
}[] = [
  {
    // P1 1000 m3fub: 100 % of 3 000 = 3 000. P3 1A, A: 2 500 × 100 × 100 / 10 000 = 2 500.
    // P4 and P5 on avverkningsuppdrag: +2 000, −600. FSC and PEFC: the higher, 6 % of 82 000
    // = 4 920 (P6). P8 10 % of 82 000 = 8 200. Total 82 000 + 3 000 + 5 000 + 2 500 + 2 000
    // − 600 + 4 920 + 8 200 = 107 020. Dividend 3,5 % of 107 020 = 3 745,7 -> 3 746.
    name: 'talltimmer, the best conditions, both certificates',
    prices: talltimmer,
    conditions: conditions(),
    premiums: {
      p1Size: 3_000,
      p2Market: 5_000,
      p3Availability: 2_500,
      p4Agreement: 2_000,
      p5GroundProtectionFee: 600,
      p6Fsc: 4_920,
      p7Pefc: 0,
      p8NatureConservation: 8_200,
    },
    reload: 0,
    total: 107_020,
    dividend: 3_746,
  },
  {
    // 450 m3sk = 369 m3fub: step 200-499, 50 % of 3 000 = 1 500. P3 1B, C: 2 500 × 60 × 40
    // / 10 000 = 600. Leveransvirke: no P4, no P5. PEFC 5 % of 86 000 = 4 300 (P7). No nature
    // premium. Reloading: −2 500. Total 86 000 + 1 500 + 6 000 + 600 + 4 300 − 2 500 =
    // 95 900. Dividend 3,5 % of 95 900 = 3 356,5 -> 3 357 (half away from zero).
    name: 'grantimmer, leveransvirke in m3sk, PEFC, reloading',
    prices: grantimmer,
    conditions: conditions({
      agreementForm: 'leveransvirke',
      forestAccessibilityClass: '1B',
      roadAccessibilityClass: 'C',
      roadsideStorage: 'reloadingRequired',
      volume: { amount: 450, unit: 'm3sk' },
      certification: 'PEFC',
      natureConservationBp: null,
    }),
    premiums: {
      p1Size: 1_500,
      p2Market: 6_000,
      p3Availability: 600,
      p4Agreement: 0,
      p5GroundProtectionFee: 0,
      p6Fsc: 0,
      p7Pefc: 4_300,
      p8NatureConservation: 0,
    },
    reload: 2_500,
    total: 95_900,
    dividend: 3_357,
  },
  {
    // 600 m3fub: 75 % of 1 999 = 1 499,25 -> 1 499. P3 1B, B: 1 555 × 60 × 75 / 10 000 =
    // 699,75 -> 700. Both certificates: PEFC 6,5 % > FSC 6 %: 45 555 × 650 / 10 000 =
    // 2 961,075 -> 2 961 (P7). P8 6 %: 45 555 × 600 / 10 000 = 2 733,3 -> 2 733. Reloading
    // −2 001. Total 45 555 + 1 499 + 1 234 + 700 + 999 − 601 + 2 961 + 2 733 − 2 001 =
    // 53 079. Dividend 3,5 % of 53 079 = 1 857,765 -> 1 858.
    name: 'odd prices: every share rounded once to whole öre',
    prices: odd,
    conditions: conditions({
      forestAccessibilityClass: '1B',
      roadAccessibilityClass: 'B',
      roadsideStorage: 'reloadingRequired',
      volume: { amount: 600, unit: 'm3fub' },
      natureConservationBp: 600,
    }),
    premiums: {
      p1Size: 1_499,
      p2Market: 1_234,
      p3Availability: 700,
      p4Agreement: 999,
      p5GroundProtectionFee: 601,
      p6Fsc: 0,
      p7Pefc: 2_961,
      p8NatureConservation: 2_733,
    },
    reload: 2_001,
    total: 53_079,
    dividend: 1_858,
  },
  {
    // 10 % nature premium of 45 555 = 4 555,5 -> 4 556 (the half rounds up). FSC only: 6 % =
    // 2 733,3 -> 2 733 (P6). 199 m3fub: under 200, no size premium. 2A: no P3 whatever the
    // road. Leveransvirke: no P4, P5. Total 45 555 + 0 + 1 234 + 0 + 2 733 + 4 556 = 54 078.
    // Dividend 3,5 % of 54 078 = 1 892,73 -> 1 893.
    name: 'a half öre rounds up; 2A and under 200 m3fub earn nothing',
    prices: odd,
    conditions: conditions({
      agreementForm: 'leveransvirke',
      forestAccessibilityClass: '2A',
      volume: { amount: 199, unit: 'm3fub' },
      certification: 'FSC',
      natureConservationBp: 1000,
    }),
    premiums: {
      p1Size: 0,
      p2Market: 1_234,
      p3Availability: 0,
      p4Agreement: 0,
      p5GroundProtectionFee: 0,
      p6Fsc: 2_733,
      p7Pefc: 0,
      p8NatureConservation: 4_556,
    },
    reload: 0,
    total: 54_078,
    dividend: 1_893,
  },
  {
    // Brännved has no certification premium and no nature premium, whatever the member.
    // 14 % asked, 0 paid. P1 1000 m3fub: 1 000. P3 1A, D: 0. Avverkningsuppdrag: P4 0, P5
    // −600. Total 28 000 + 1 000 + 0 + 0 + 0 − 600 = 28 400. Dividend 3,5 % = 994.
    name: 'brännved: no certification or nature premium; road D earns no availability',
    prices: brannved,
    conditions: conditions({ roadAccessibilityClass: 'D', natureConservationBp: 1400 }),
    premiums: {
      p1Size: 1_000,
      p2Market: 0,
      p3Availability: 0,
      p4Agreement: 0,
      p5GroundProtectionFee: 600,
      p6Fsc: 0,
      p7Pefc: 0,
      p8NatureConservation: 0,
    },
    reload: 0,
    total: 28_400,
    dividend: 994,
  },
  {
    // No certificate: no P6, P7. 500 m3fub: 75 % of 3 000 = 2 250. P3 1A, B: 2 500 × 100
    // × 75 / 10 000 = 1 875. P8 14 %: 82 000 × 1 400 / 10 000 = 11 480. Total 82 000 +
    // 2 250 + 5 000 + 1 875 + 2 000 − 600 + 11 480 = 104 005. Dividend 3,5 % = 3 640,175
    // -> 3 640.
    name: 'uncertified, 14 % nature premium, exactly 500 m3fub',
    prices: talltimmer,
    conditions: conditions({
      roadAccessibilityClass: 'B',
      volume: { amount: 500, unit: 'm3fub' },
      certification: 'none',
      natureConservationBp: 1400,
    }),
    premiums: {
      p1Size: 2_250,
      p2Market: 5_000,
      p3Availability: 1_875,
      p4Agreement: 2_000,
      p5GroundProtectionFee: 600,
      p6Fsc: 0,
      p7Pefc: 0,
      p8NatureConservation: 11_480,
    },
    reload: 0,
    total: 104_005,
    dividend: 3_640,
  },
];

describe('the price model', () => {
  it.each(cases)('$name', ({ prices, conditions: given, premiums, reload, total, dividend }) => {
    const price = priceAssortment(list, prices, given);
    expect(price.premiums).toEqual(premiums);
    expect(price.reloadDeductionOre).toBe(reload);
    expect(price.pricePerUnitOre).toBe(total);
    expect(price.expectedDividendOre).toBe(dividend);
    expect(price.certificationPremiumOre).toBe(premiums.p6Fsc! + premiums.p7Pefc!);
    expect(price.basePriceOre).toBe(prices.basePriceOre);
    expect(price).toMatchObject({ validFrom: '2026-01-01', validTo: null });
  });

  it('converts m3sk to m3fub exactly (0,82 m3fub = 1 m3sk) for the size steps', () => {
    // 244 m3sk = 200,08 m3fub: the 200 step; 243 m3sk = 199,26 m3fub: none.
    expect(m3fubHundredths({ amount: 244, unit: 'm3sk' })).toBe(20_008);
    expect(sizePremiumPercent({ amount: 244, unit: 'm3sk' })).toBe(50);
    expect(sizePremiumPercent({ amount: 243, unit: 'm3sk' })).toBe(0);
    // 1 220 m3sk = 1 000,4 m3fub; 1 219 m3sk = 999,58 m3fub.
    expect(sizePremiumPercent({ amount: 1220, unit: 'm3sk' })).toBe(100);
    expect(sizePremiumPercent({ amount: 1219, unit: 'm3sk' })).toBe(75);
  });

  it('values a volume: price per unit × m3fub, rounded once', () => {
    // 107 020 öre × 1 000 m3fub = 107 020 000 öre.
    expect(timberValueOre(107_020, { amount: 1000, unit: 'm3fub' })).toBe(107_020_000);
    // 95 900 × 450 × 0,82 = 95 900 × 369 = 35 387 100.
    expect(timberValueOre(95_900, { amount: 450, unit: 'm3sk' })).toBe(35_387_100);
    // 53 079 × 3 × 0,82 = 130 574,34 -> 130 574; 53 079 × 5 × 0,82 = 217 623,9 -> 217 624.
    expect(timberValueOre(53_079, { amount: 3, unit: 'm3sk' })).toBe(130_574);
    expect(timberValueOre(53_079, { amount: 5, unit: 'm3sk' })).toBe(217_624);
    expect(() => timberValueOre(1, { amount: 1.5, unit: 'm3fub' })).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect([roundDiv(5, 2), roundDiv(-5, 2), roundDiv(4, 3), roundDiv(-7, 4)]).toEqual([
      3, -3, 1, -2,
    ]);
    expect(() => roundDiv(1.5, 2)).toThrow(RangeError);
  });

  it('refuses a nature premium outside 6-14 % and a certification premium under 5 %', () => {
    expect(() =>
      priceAssortment(list, talltimmer, conditions({ natureConservationBp: 599 })),
    ).toThrow(/6-14 %/);
    expect(() =>
      priceAssortment(list, talltimmer, conditions({ natureConservationBp: 1401 })),
    ).toThrow(/6-14 %/);
    expect(() =>
      priceAssortment(list, { ...talltimmer, pefcPremiumBp: 499 }, conditions()),
    ).toThrow(/at least 5 %/);
    expect(() =>
      priceAssortment(list, { ...talltimmer, basePriceOre: 820.5 }, conditions()),
    ).toThrow(/whole/);
  });

  it('prices a whole list in its order', () => {
    const whole: PriceList = {
      id: 'x',
      name: 'x',
      ...list,
      assortments: [talltimmer, grantimmer, brannved],
    };
    expect(priceList(whole, conditions()).map((p) => [p.assortment, p.pricePerUnitOre])).toEqual([
      ['talltimmer', 107_020],
      // Grantimmer: 86 000 + 3 000 + 6 000 + 2 500 + 2 000 − 600 + 6 % of 86 000 (5 160) +
      // 10 % (8 600) = 112 660.
      ['grantimmer', 112_660],
      // Brännved at 1A, A: 28 000 + 1 000 + 1 000 − 600 = 29 400.
      ['brannved', 29_400],
    ]);
  });

  it('picks the list valid on a day, the latest of several, both ends inclusive', () => {
    const lists = [
      { id: 'old', validFrom: '2025-01-01', validTo: '2025-12-31' },
      { id: 'current', validFrom: '2026-01-01', validTo: null },
      { id: 'autumn', validFrom: '2026-09-01', validTo: '2026-11-30' },
    ];
    expect(priceListOn(lists, '2025-12-31')?.id).toBe('old');
    expect(priceListOn(lists, '2026-01-01')?.id).toBe('current');
    expect(priceListOn(lists, '2026-09-01')?.id).toBe('autumn');
    expect(priceListOn(lists, '2026-11-30')?.id).toBe('autumn');
    expect(priceListOn(lists, '2026-12-01')?.id).toBe('current');
    expect(priceListOn(lists, '2024-12-31')).toBeNull();
  });
});
