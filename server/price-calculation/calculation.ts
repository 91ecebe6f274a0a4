import type {
  PriceCalculation,
  PriceCalculationEstate,
  PriceCalculationInput,
} from '../../shared/contracts/price-calculation.ts';
import { m3fubHundredths, priceList, type PriceList } from '../price-model/model.ts';

/**
 * The table of §2 for an estate and the inputs: the price model's parts per assortment as
 * the spec's columns (P1 volume, P2 market, P3 accessibility, P6/P7 certification, P8
 * nature conservation, reload deduction), the expected dividend only while its flag is on.
 */
export function calculationTable(
  list: PriceList,
  estate: PriceCalculationEstate,
  inputs: PriceCalculationInput,
  showsExpectedDividend: boolean,
): PriceCalculation {
  const volume = { amount: inputs.volume, unit: inputs.volumeUnit };
  const prices = priceList(list, {
    agreementForm: inputs.agreementForm,
    forestAccessibilityClass: inputs.forestAccessibilityClass,
    roadAccessibilityClass: inputs.roadAccessibilityClass,
    roadsideStorage: inputs.roadsideStorage,
    volume,
    certification: estate.certification,
    natureConservationBp: estate.natureConservationBp,
  });
  return {
    estateId: estate.id,
    priceList: {
      id: list.id,
      name: list.name,
      validFrom: list.validFrom,
      validTo: list.validTo,
    },
    inputs,
    volumeM3fub: m3fubHundredths(volume) / 100,
    certification: estate.certification,
    natureConservationBp: estate.natureConservationBp,
    showsExpectedDividend,
    rows: prices.map((price) => ({
      assortment: price.assortment,
      totalPriceOre: price.pricePerUnitOre,
      averageBasePriceOre: price.basePriceOre,
      marketPremiumOre: price.premiums.p2Market,
      natureConservationPremiumOre: price.premiums.p8NatureConservation,
      certificationPremiumOre: price.certificationPremiumOre,
      reloadDeductionOre: price.reloadDeductionOre,
      accessibilityPremiumOre: price.premiums.p3Availability,
      volumePremiumOre: price.premiums.p1Size,
      agreementPremiumOre: price.premiums.p4Agreement,
      groundProtectionFeeOre: price.premiums.p5GroundProtectionFee,
      ...(showsExpectedDividend ? { expectedDividendOre: price.expectedDividendOre } : {}),
    })),
  };
}
