import { z } from 'zod/mini';
import { isIsoDate } from '../time/isoDate.ts';
import {
  agreementForms,
  assortments,
  certifications,
  forestAccessibilityClasses,
  priceModelLimits,
  roadAccessibilityClasses,
  roadsideStorages,
  volumeUnits,
} from './price-model.ts';

/**
 * Price calculation (Priskalkylering, economy-membership §2 Price calculation, §3, §8, §9):
 * the member's estates with their own values, and the calculated price per assortment per
 * m3fub. The same input schema checks the form and the server. Money is integer öre. The
 * choices the spec leaves open are in shared/contracts/price-calculation/README.md.
 */

export const priceCalculationMessages = {
  agreementForm: 'Välj avtalsform.',
  forestAccessibilityClass: 'Välj skogens tillgänglighetsklass: 1A, 1B eller 2A.',
  roadAccessibilityClass: 'Välj vägens tillgänglighetsklass: A, B, C eller D.',
  roadsideStorage: 'Välj om virket behöver lastas om vid avlägget.',
  volumeInvalid: 'Ange volymen i hela kubikmeter.',
  volumeRange: `Ange en volym mellan ${priceModelLimits.volumeMin} och 100 000.`,
  volumeUnit: 'Välj enhet för volymen, m³fub eller m³sk.',
} as const;

const m = priceCalculationMessages;

/** The editable inputs (§2): the body of the calculation, the estate's own values. */
export const priceCalculationInputSchema = z.object({
  agreementForm: z.enum(agreementForms, { error: m.agreementForm }),
  forestAccessibilityClass: z.enum(forestAccessibilityClasses, {
    error: m.forestAccessibilityClass,
  }),
  roadAccessibilityClass: z.enum(roadAccessibilityClasses, { error: m.roadAccessibilityClass }),
  roadsideStorage: z.enum(roadsideStorages, { error: m.roadsideStorage }),
  /** The deal's whole volume, in whole units of `volumeUnit`. */
  volume: z
    .int({ error: m.volumeInvalid })
    .check(
      z.gte(priceModelLimits.volumeMin, { error: m.volumeRange }),
      z.lte(priceModelLimits.volumeMax, { error: m.volumeRange }),
    ),
  volumeUnit: z.enum(volumeUnits, { error: m.volumeUnit }),
});
export type PriceCalculationInput = z.infer<typeof priceCalculationInputSchema>;
export type PriceCalculationField = keyof PriceCalculationInput;

const isoDate = z.string().check(z.refine(isIsoDate));
const ore = z.int();

/** One of the member's estates: what the reset restores, and the facts the price uses. */
export const priceCalculationEstateSchema = z.object({
  id: z.string(),
  designation: z.string(),
  municipality: z.string(),
  /** The member's share in percent, when known. */
  sharePercent: z.nullable(z.number()),
  /** The estate's own values of the inputs. */
  values: priceCalculationInputSchema,
  /** The member's certification (the profile's FSC and PEFC). */
  certification: z.enum(certifications),
  /** The estate's nature conservation premium, 600-1400 bp (6-14 %); null: none. */
  natureConservationBp: z.nullable(z.int()),
});
export type PriceCalculationEstate = z.infer<typeof priceCalculationEstateSchema>;

export const priceCalculationEstatesSchema = z.object({
  estates: z.array(priceCalculationEstateSchema),
});
export type PriceCalculationEstates = z.infer<typeof priceCalculationEstatesSchema>;

/** A row of the table: öre per m3fub; deductions as positive amounts. */
export const priceCalculationRowSchema = z.object({
  assortment: z.enum(assortments),
  /** Total price (the price per unit). */
  totalPriceOre: ore,
  averageBasePriceOre: ore,
  /** P2. */
  marketPremiumOre: ore,
  /** P8. */
  natureConservationPremiumOre: ore,
  /** P6 or P7. */
  certificationPremiumOre: ore,
  /** Deducted from the total. */
  reloadDeductionOre: ore,
  /** P3. */
  accessibilityPremiumOre: ore,
  /** P1. */
  volumePremiumOre: ore,
  /** P4: in the total, not a column of the spec's table. */
  agreementPremiumOre: ore,
  /** P5, deducted: in the total, not a column of the spec's table. */
  groundProtectionFeeOre: ore,
  /** Only while the flag PriceCalculationExpectedDividend is on. */
  expectedDividendOre: z.optional(ore),
});
export type PriceCalculationRow = z.infer<typeof priceCalculationRowSchema>;

export const priceCalculationSchema = z.object({
  estateId: z.string(),
  priceList: z.object({
    id: z.string(),
    name: z.string(),
    validFrom: isoDate,
    validTo: z.nullable(isoDate),
  }),
  inputs: priceCalculationInputSchema,
  /** The volume in m3fub (0,82 m3fub = 1 m3sk), two decimals. */
  volumeM3fub: z.number(),
  certification: z.enum(certifications),
  natureConservationBp: z.nullable(z.int()),
  /** Whether the expected dividend column is shown (its flag). */
  showsExpectedDividend: z.boolean(),
  rows: z.array(priceCalculationRowSchema),
});
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;
