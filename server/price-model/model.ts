import {
  priceModelLimits,
  type AgreementForm,
  type Assortment,
  type Certification,
  type ForestAccessibilityClass,
  type RoadAccessibilityClass,
  type RoadsideStorage,
  type VolumeUnit,
} from '../../shared/contracts/price-model.ts';
import { compareIsoDates } from '../../shared/time/isoDate.ts';

/**
 * The price model (economy-membership §2 Price calculation, §9; timber-production-map §3
 * assortment price info): pure functions, no database. Money is integer öre, prices are
 * öre per m3fub. Every share of an amount (a percent premium, a factor of a premium, a
 * value for a volume) is rounded once, to whole öre, half away from zero (`roundDiv`); the
 * price per unit is the sum of the rounded parts, so the parts a table shows add up to its
 * total. README.md beside this file says what the model offers.
 */

/** One assortment's prices in a price list (the table price_list_assortments). */
export interface AssortmentPrices {
  assortment: Assortment;
  /** The average base price, öre per m3fub. */
  basePriceOre: number;
  /** P1 size (volume) premium at full size (1 000 m3fub or more). */
  sizePremiumOre: number;
  /** P2 market premium. */
  marketPremiumOre: number;
  /** P3 availability premium at the best classes (forest 1A, road A). */
  availabilityPremiumOre: number;
  /** P4 agreement premium: paid on avverkningsuppdrag. */
  agreementPremiumOre: number;
  /** P5 ground-protection fee: deducted on avverkningsuppdrag. */
  groundProtectionFeeOre: number;
  /** P6 FSC premium in basis points of the base price (at least 5 %); null: not paid. */
  fscPremiumBp: number | null;
  /** P7 PEFC premium in basis points of the base price (at least 5 %); null: not paid. */
  pefcPremiumBp: number | null;
  /** P8: whether the nature conservation premium is paid on this assortment. */
  natureConservationApplies: boolean;
  /** Deducted when the roadside storage needs reloading. */
  reloadDeductionOre: number;
}

/** A price list: its validity (both days inclusive; validTo null: until replaced). */
export interface PriceList {
  id: string;
  name: string;
  validFrom: string;
  validTo: string | null;
  /** The expected dividend (profit share) in basis points of the price per unit. */
  expectedDividendBp: number;
  assortments: readonly AssortmentPrices[];
}

export interface Volume {
  /** Whole units. */
  amount: number;
  unit: VolumeUnit;
}

/** What a price depends on: the calculation's inputs and the estate's and member's facts. */
export interface PriceConditions {
  agreementForm: AgreementForm;
  forestAccessibilityClass: ForestAccessibilityClass;
  roadAccessibilityClass: RoadAccessibilityClass;
  roadsideStorage: RoadsideStorage;
  /** The whole volume of the deal: it decides the size premium step. */
  volume: Volume;
  certification: Certification;
  /** The estate's nature conservation premium, 600-1400 bp; null: none. */
  natureConservationBp: number | null;
}

/** One assortment priced: every part in öre per m3fub, deductions as positive amounts. */
export interface AssortmentPrice {
  assortment: Assortment;
  validFrom: string;
  validTo: string | null;
  basePriceOre: number;
  premiums: {
    p1Size: number;
    p2Market: number;
    p3Availability: number;
    p4Agreement: number;
    /** A fee: deducted. */
    p5GroundProtectionFee: number;
    p6Fsc: number;
    p7Pefc: number;
    p8NatureConservation: number;
  };
  /** The paid certification premium (P6 or P7, never both). */
  certificationPremiumOre: number;
  reloadDeductionOre: number;
  /** pricePerUnit: base + P1 + P2 + P3 + P4 − P5 + P6 + P7 + P8 − reload deduction. */
  pricePerUnitOre: number;
  /** The expected dividend per m3fub (shown only while its flag is on). */
  expectedDividendOre: number;
}

/** Percent of the size premium by the deal's volume in m3fub (at least `from`). */
export const sizePremiumSteps = [
  { fromM3fub: 1000, percent: 100 },
  { fromM3fub: 500, percent: 75 },
  { fromM3fub: 200, percent: 50 },
  { fromM3fub: 0, percent: 0 },
] as const;

/** Percent of the availability premium by forest accessibility class. */
export const forestAccessibilityPercent = {
  '1A': 100,
  '1B': 60,
  '2A': 0,
} as const satisfies Record<ForestAccessibilityClass, number>;

/** Percent of the availability premium by road accessibility class. */
export const roadAccessibilityPercent = {
  A: 100,
  B: 75,
  C: 40,
  D: 0,
} as const satisfies Record<RoadAccessibilityClass, number>;

/**
 * numerator / denominator rounded to an integer, half away from zero (2,5 -> 3, −2,5 -> −3).
 * Integers only: exact where a float division would not be.
 */
export function roundDiv(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new RangeError(`roundDiv needs integers and a positive denominator`);
  }
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
}

/** basis points of an amount in öre, rounded to whole öre. */
export const basisPointsOf = (ore: number, bp: number) => roundDiv(ore * bp, 10_000);

/** A volume in hundredths of m3fub, exact: m3sk × 82 (§9: 0,82 m3fub = 1 m3sk). */
export function m3fubHundredths(volume: Volume): number {
  return volume.unit === 'm3fub'
    ? volume.amount * 100
    : volume.amount * priceModelLimits.m3fubPerM3skHundredths;
}

/** The percent of the size premium a volume earns. */
export function sizePremiumPercent(volume: Volume): number {
  const hundredths = m3fubHundredths(volume);
  return sizePremiumSteps.find((step) => hundredths >= step.fromM3fub * 100)!.percent;
}

function assertConditions(conditions: PriceConditions) {
  const { amount } = conditions.volume;
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`A volume is a whole, non-negative number: ${amount}`);
  }
  const nature = conditions.natureConservationBp;
  if (
    nature !== null &&
    (!Number.isInteger(nature) ||
      nature < priceModelLimits.natureConservationMinBp ||
      nature > priceModelLimits.natureConservationMaxBp)
  ) {
    throw new RangeError(`The nature conservation premium is 6-14 %: ${nature} bp`);
  }
}

/** A price list's rules the database checks too: whole öre, certification at least 5 %. */
export function assertAssortmentPrices(prices: AssortmentPrices): void {
  const amounts = [
    prices.basePriceOre,
    prices.sizePremiumOre,
    prices.marketPremiumOre,
    prices.availabilityPremiumOre,
    prices.agreementPremiumOre,
    prices.groundProtectionFeeOre,
    prices.reloadDeductionOre,
  ];
  if (amounts.some((ore) => !Number.isInteger(ore) || ore < 0)) {
    throw new RangeError(`${prices.assortment}: prices are whole, non-negative öre`);
  }
  for (const bp of [prices.fscPremiumBp, prices.pefcPremiumBp]) {
    if (bp !== null && (!Number.isInteger(bp) || bp < priceModelLimits.certificationMinBp)) {
      throw new RangeError(`${prices.assortment}: a certification premium is at least 5 %`);
    }
  }
}

/**
 * The certification premium paid: FSC (P6) or PEFC (P7) by the member's certification; with
 * both, the higher one (one premium for the same timber, never the two added).
 */
function certificationPremiums(prices: AssortmentPrices, certification: Certification) {
  const fsc = certification === 'FSC' || certification === 'FSCAndPEFC';
  const pefc = certification === 'PEFC' || certification === 'FSCAndPEFC';
  const fscBp = fsc ? (prices.fscPremiumBp ?? 0) : 0;
  const pefcBp = pefc ? (prices.pefcPremiumBp ?? 0) : 0;
  if (fscBp === 0 && pefcBp === 0) return { p6Fsc: 0, p7Pefc: 0 };
  return fscBp >= pefcBp
    ? { p6Fsc: basisPointsOf(prices.basePriceOre, fscBp), p7Pefc: 0 }
    : { p6Fsc: 0, p7Pefc: basisPointsOf(prices.basePriceOre, pefcBp) };
}

/** One assortment's price per m3fub under the conditions, part by part. */
export function priceAssortment(
  list: Pick<PriceList, 'validFrom' | 'validTo' | 'expectedDividendBp'>,
  prices: AssortmentPrices,
  conditions: PriceConditions,
): AssortmentPrice {
  assertAssortmentPrices(prices);
  assertConditions(conditions);
  const assignment = conditions.agreementForm === 'avverkningsuppdrag';
  const base = prices.basePriceOre;
  const availabilityPercents =
    forestAccessibilityPercent[conditions.forestAccessibilityClass] *
    roadAccessibilityPercent[conditions.roadAccessibilityClass];
  const { p6Fsc, p7Pefc } = certificationPremiums(prices, conditions.certification);
  const premiums = {
    p1Size: roundDiv(prices.sizePremiumOre * sizePremiumPercent(conditions.volume), 100),
    p2Market: prices.marketPremiumOre,
    p3Availability: roundDiv(prices.availabilityPremiumOre * availabilityPercents, 10_000),
    p4Agreement: assignment ? prices.agreementPremiumOre : 0,
    p5GroundProtectionFee: assignment ? prices.groundProtectionFeeOre : 0,
    p6Fsc,
    p7Pefc,
    p8NatureConservation:
      prices.natureConservationApplies && conditions.natureConservationBp !== null
        ? basisPointsOf(base, conditions.natureConservationBp)
        : 0,
  };
  const reloadDeductionOre =
    conditions.roadsideStorage === 'reloadingRequired' ? prices.reloadDeductionOre : 0;
  const pricePerUnitOre =
    base +
    premiums.p1Size +
    premiums.p2Market +
    premiums.p3Availability +
    premiums.p4Agreement -
    premiums.p5GroundProtectionFee +
    premiums.p6Fsc +
    premiums.p7Pefc +
    premiums.p8NatureConservation -
    reloadDeductionOre;
  return {
    assortment: prices.assortment,
    validFrom: list.validFrom,
    validTo: list.validTo,
    basePriceOre: base,
    premiums,
    certificationPremiumOre: p6Fsc + p7Pefc,
    reloadDeductionOre,
    pricePerUnitOre,
    expectedDividendOre: basisPointsOf(pricePerUnitOre, list.expectedDividendBp),
  };
}

/** Every assortment of a list priced under the same conditions, in the list's order. */
export function priceList(list: PriceList, conditions: PriceConditions): AssortmentPrice[] {
  return list.assortments.map((prices) => priceAssortment(list, prices, conditions));
}

/** The calculated timber value: price per unit × volume, in öre, rounded once. */
export function timberValueOre(pricePerUnitOre: number, volume: Volume): number {
  if (!Number.isInteger(volume.amount) || volume.amount < 0) {
    throw new RangeError(`A volume is a whole, non-negative number: ${volume.amount}`);
  }
  return roundDiv(pricePerUnitOre * m3fubHundredths(volume), 100);
}

/** Whether a list is valid on a day (ISO dates, both ends inclusive). */
export function isValidOn(list: Pick<PriceList, 'validFrom' | 'validTo'>, day: string): boolean {
  return (
    compareIsoDates(list.validFrom, day) <= 0 &&
    (list.validTo === null || compareIsoDates(day, list.validTo) <= 0)
  );
}

/** The list valid on a day; of several, the one valid from the latest day. */
export function priceListOn<L extends Pick<PriceList, 'validFrom' | 'validTo'>>(
  lists: readonly L[],
  day: string,
): L | null {
  return lists
    .filter((list) => isValidOn(list, day))
    .reduce<L | null>(
      (best, list) =>
        best === null || compareIsoDates(list.validFrom, best.validFrom) > 0 ? list : best,
      null,
    );
}
