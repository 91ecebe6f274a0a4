import {
  agreementTotal,
  assortmentTotal,
  lowVolumeAssortments,
  needsSigning,
  type AgreementReview,
} from '../../shared/contracts/timber-agreements.ts';
import type { Db } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import { priceAssortment, timberValueOre } from '../price-model/model.ts';
import { priceListById } from '../price-model/prices.ts';
import { agreementVolumes, type AgreementRow } from './agreements.ts';
import { pricingMoment } from './options.ts';
import { timberAgreementEstates } from './schema.ts';
import { and, eq } from 'drizzle-orm';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { problemOf } from '../kit/problem.ts';

/**
 * The review step (§2.1 step 4, §3 assortment price info): each assortment priced by the
 * price model under the agreement's pricing moment (the list it was made on) as delivery
 * timber, with the main estate's accessibility, storage and nature conservation values and
 * the member's certification (the price calculation's estate values); the size step by the whole volume.
 */
export async function reviewAgreement(
  db: Db,
  row: AgreementRow,
  memberId: string,
  today: string,
): Promise<AgreementReview> {
  const volumes = (await agreementVolumes(db, row.id)).filter((v) => assortmentTotal(v) > 0);
  if (volumes.length === 0) throw problemOf(timberProblems, 'MissingAssortments');
  const [main] = await db
    .select({ estateId: timberAgreementEstates.estateId })
    .from(timberAgreementEstates)
    .where(
      and(eq(timberAgreementEstates.agreementId, row.id), eq(timberAgreementEstates.isMain, true)),
    );
  const estates = areaService('priceCalculation');
  const estate = main ? await estates.membersEstate(db, memberId, main.estateId) : null;
  if (!estate) throw problemOf(timberProblems, 'SubProjectMissingDistrict');
  // Priced by the agreement's own list (its pricing moment), also after that list ended; a
  // draft's list must still be one to choose (else the member picks another).
  if (row.status === 'Draft' && !(await pricingMoment(db, row.priceListId, today))) {
    throw problemOf(timberProblems, 'MissingProductVersion');
  }
  const list = await priceListById(db, row.priceListId);
  if (!list) throw problemOf(timberProblems, 'MissingPreCalculation');
  const total = agreementTotal(volumes);
  const conditions = {
    agreementForm: 'leveransvirke' as const,
    forestAccessibilityClass: estate.values.forestAccessibilityClass,
    roadAccessibilityClass: estate.values.roadAccessibilityClass,
    roadsideStorage: estate.values.roadsideStorage,
    volume: { amount: total, unit: 'm3fub' as const },
    certification: estate.certification,
    natureConservationBp: estate.natureConservationBp,
  };
  const prices = volumes.map((entry) => {
    const listed = list.assortments.find((a) => a.assortment === entry.assortment);
    if (!listed) throw problemOf(timberProblems, 'MissingPreCalculation');
    const price = priceAssortment(list, listed, conditions);
    const volume = assortmentTotal(entry);
    return {
      assortment: entry.assortment,
      volume,
      basePriceOre: price.basePriceOre,
      premiums: price.premiums,
      reloadDeductionOre: price.reloadDeductionOre,
      pricePerUnitOre: price.pricePerUnitOre,
      timberValueOre: timberValueOre(price.pricePerUnitOre, { amount: volume, unit: 'm3fub' }),
      validFrom: price.validFrom,
      validTo: price.validTo,
    };
  });
  return {
    prices,
    totalVolume: total,
    timberValueOre: prices.reduce((sum, p) => sum + p.timberValueOre, 0),
    needsSigning: needsSigning(total, row.economicRepresentativeId === null),
    lowVolume: lowVolumeAssortments(volumes),
  };
}
