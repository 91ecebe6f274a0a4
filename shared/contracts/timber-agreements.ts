import { z } from 'zod/mini';
import { isFeatureEnabled, type FeatureFlag, type FeatureFlagName } from './featureFlags.ts';
import { assortments, type Assortment } from './price-model.ts';
import { formatQuantity, unitSymbols } from '../format/units.ts';

/**
 * Delivery-timber agreements (timber-production-map §2.1, §3 Agreement and Assortment price
 * info, §4, §5, §6, §9): the wizard's draft, the lists and the review. The same schemas check
 * the wizard's steps and the server. Volumes are whole m3fub; money is integer öre. The
 * bounds the spec leaves open are in shared/contracts/timber-agreements/README.md.
 */

export const timberAgreementLimits = {
  /** §9: agreements of at least 100 m3fub (or without payout by share) are signed. */
  signingThresholdM3fub: 100,
  /** §4, §9: co-owners sign within 10 days of the cooperative. */
  signingWindowDays: 10,
  /** §9: below 10 m3fub per assortment the member is warned. */
  lowVolumeM3fub: 10,
  /** Ours: one month's volume of one assortment, whole m3fub. */
  monthVolumeMax: 5000,
  /** Ours: the delivery period is at most 12 months from the pricing moment's first month. */
  deliveryMonthsMax: 12,
  /** Ours: the agreement's name. */
  nameMax: 80,
} as const;

export const agreementStatuses = [
  'Draft',
  'SentForSign',
  'Active',
  'Won',
  'Archived',
  'Unknown',
] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

/** none: under 100 m3fub with payout by share (handled by the cooperative, §4). */
export const signMethods = ['none', 'electronic'] as const;
export type SignMethod = (typeof signMethods)[number];

/**
 * The two generations of spec §2.1 (TimberManagerViol2 / TimberManagerViol3): they share
 * paths; v2's wizard is `avtal/{opportunityQuoteProjectId}/`, v3's `avtal/{opportunityId}/`.
 */
export const agreementGenerations = ['v2', 'v3'] as const;
export type AgreementGeneration = (typeof agreementGenerations)[number];

/**
 * Each generation's flags (§2.1, platform §3 "and Opportunity, Delivery variants"): `routes`
 * adds its route set (the home, its list); `opportunity` its agreement (opportunity) wizard,
 * `avtal/{opportunityId}/` with its steps and calls; `delivery` its deliveries,
 * `avtal/{agreementId}/anmalan/` (the list links an agreement's deliveries only then). A
 * variant counts only with its generation's flag (README.md "v2 and v3").
 */
export const generationFlags = {
  v2: {
    routes: 'TimberManagerViol2',
    opportunity: 'TimberManagerViol2Opportunity',
    delivery: 'TimberManagerViol2Delivery',
  },
  v3: {
    routes: 'TimberManagerViol3',
    opportunity: 'TimberManagerViol3Opportunity',
    delivery: 'TimberManagerViol3Delivery',
  },
} as const satisfies Record<AgreementGeneration, Record<string, FeatureFlagName>>;

/** The generations whose route set (`routes`), wizard (`opportunity`) or deliveries are on. */
export function generationsOn(
  flags: readonly FeatureFlag[] | undefined,
  part: 'routes' | 'opportunity' | 'delivery',
): AgreementGeneration[] {
  return agreementGenerations.filter(
    (g) =>
      isFeatureEnabled(flags, generationFlags[g].routes) &&
      isFeatureEnabled(flags, generationFlags[g][part]),
  );
}

/** How one co-owner signs: e-ID (themselves or a proxy) or postal (a legal person, §6). */
export const signerMethods = ['electronic', 'postal'] as const;

export const timberAgreementMessages = {
  nameRequired: 'Ge avtalet ett namn.',
  nameTooLong: `Namnet får vara högst ${timberAgreementLimits.nameMax} tecken.`,
  estateRequired: 'Välj minst en fastighet.',
  mainEstate: 'Välj en huvudfastighet per distrikt.',
  pricingMomentRequired: 'Välj prissättningstillfälle.',
  assortment: 'Välj ett sortiment.',
  duplicateAssortment: 'Samma sortiment kan bara finnas en gång i avtalet.',
  month: 'Ange månaden som ÅÅÅÅ-MM.',
  volumeWhole: `Ange volymen i hela ${unitSymbols.m3fub}.`,
  volumeRange: `Ange en volym mellan 0 och ${formatQuantity(timberAgreementLimits.monthVolumeMax, 'm3fub')}.`,
  missingVolume: 'Ange volym för minst ett sortiment och minst en leveransmånad.',
  closedPeriod:
    'Leveransmånaden har passerat. Volymen får inte vara större än den avtalade för månaden.',
  lowVolume: `Mindre än ${formatQuantity(timberAgreementLimits.lowVolumeM3fub, 'm3fub')} av sortimentet. Små volymer kan vara svåra att hämta.`,
} as const;

const m = timberAgreementMessages;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string({ error: m.month }).check(z.regex(monthPattern, m.month));

export const agreementNameSchema = z
  .string({ error: m.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.nameRequired }),
    z.maxLength(timberAgreementLimits.nameMax, { error: m.nameTooLong }),
  );

export const monthVolumeSchema = z.object({
  month: monthSchema,
  volume: z
    .number({ error: m.volumeWhole })
    .check(
      z.int({ error: m.volumeWhole }),
      z.gte(0, { error: m.volumeRange }),
      z.lte(timberAgreementLimits.monthVolumeMax, { error: m.volumeRange }),
    ),
});

export const assortmentVolumeSchema = z.object({
  assortment: z.enum(assortments, { error: m.assortment }),
  months: z.array(monthVolumeSchema),
});
export type AssortmentVolume = z.infer<typeof assortmentVolumeSchema>;

export const agreementEstateSchema = z.object({
  estateId: z.string({ error: m.estateRequired }),
  main: z.boolean(),
});

/**
 * The draft as the wizard saves it (PUT, and POST without volumes): every step's fields.
 * A draft may be incomplete; `draftCompleteness` says what submitting still needs.
 */
export const agreementDraftSchema = z.object({
  name: agreementNameSchema,
  estates: z.array(agreementEstateSchema).check(z.minLength(1, { error: m.estateRequired })),
  pricingMomentId: z
    .string({ error: m.pricingMomentRequired })
    .check(z.minLength(1, { error: m.pricingMomentRequired })),
  /** The liquidity recipient among the co-owners; null: each is paid by share. */
  economicRepresentativeId: z.nullable(z.string()),
  volumes: z.array(assortmentVolumeSchema).check(
    z.refine((list) => new Set(list.map((entry) => entry.assortment)).size === list.length, {
      error: m.duplicateAssortment,
    }),
  ),
});
export type AgreementDraft = z.infer<typeof agreementDraftSchema>;

/**
 * Choosing the liquidity recipient alone (PUT …/liquidity-recipient): what a proxy with only
 * the right "Välja likvidmottagare" may change on the giver's draft.
 */
export const liquidityRecipientRequestSchema = z.pick(agreementDraftSchema, {
  economicRepresentativeId: true,
});
export type LiquidityRecipientRequest = z.infer<typeof liquidityRecipientRequestSchema>;

/** Creating a draft (after the pricing moment step): the volumes come later. */
export const agreementCreateSchema = z.object({
  name: agreementNameSchema,
  estates: z.array(agreementEstateSchema).check(z.minLength(1, { error: m.estateRequired })),
  pricingMomentId: z
    .string({ error: m.pricingMomentRequired })
    .check(z.minLength(1, { error: m.pricingMomentRequired })),
});
export type AgreementCreate = z.infer<typeof agreementCreateSchema>;

/** Total m3fub of one assortment. */
export const assortmentTotal = (entry: Pick<AssortmentVolume, 'months'>) =>
  entry.months.reduce((sum, month) => sum + month.volume, 0);

/** Total m3fub of the agreement. */
export const agreementTotal = (volumes: readonly Pick<AssortmentVolume, 'months'>[]) =>
  volumes.reduce((sum, entry) => sum + assortmentTotal(entry), 0);

/** §5: at least one assortment with volume and one delivery month with volume. */
export const hasRequiredVolume = (volumes: readonly AssortmentVolume[]) =>
  volumes.some((entry) => entry.months.some((month) => month.volume > 0));

/** §9: assortments with some, but less than 10 m3fub (a warning, not an error). */
export function lowVolumeAssortments(volumes: readonly AssortmentVolume[]): Assortment[] {
  return volumes
    .filter((entry) => {
      const total = assortmentTotal(entry);
      return total > 0 && total < timberAgreementLimits.lowVolumeM3fub;
    })
    .map((entry) => entry.assortment);
}

/** §4, §6: whether the agreement is signed (at least 100 m3fub, or a liquidity recipient). */
export const needsSigning = (totalM3fub: number, payoutByShare: boolean) =>
  !(payoutByShare && totalM3fub < timberAgreementLimits.signingThresholdM3fub);

/**
 * §5 "for a closed period it may not exceed the agreed volume": a delivery month before
 * `thisMonth` ('YYYY-MM', Swedish time) is closed; its volume may be kept or lowered, never
 * raised above the volume stored (agreed) for that assortment and month (none stored: 0).
 * The errors by the draft's field path, `volumes.{i}.months.{j}.volume`, as the schema's;
 * the wizard and the server (NonAgreedVolumeOnClosedPeriod) judge the same.
 */
export function closedPeriodErrors(
  volumes: readonly AssortmentVolume[],
  agreed: readonly AssortmentVolume[],
  thisMonth: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  volumes.forEach((entry, i) => {
    const stored = agreed.find((a) => a.assortment === entry.assortment)?.months ?? [];
    entry.months.forEach((month, j) => {
      if (month.month >= thisMonth) return;
      const agreedVolume = stored.find((m) => m.month === month.month)?.volume ?? 0;
      if (month.volume > agreedVolume) errors[`volumes.${i}.months.${j}.volume`] = m.closedPeriod;
    });
  });
  return errors;
}

/** The delivery months of a span, 'YYYY-MM', in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

// Answers.

const ownerSchema = z.object({ memberId: z.string(), name: z.string() });

export const agreementOptionEstateSchema = z.object({
  id: z.string(),
  designation: z.string(),
  municipality: z.string(),
  /** The cooperative's district the estate belongs to. */
  district: z.string(),
  owners: z.array(ownerSchema),
  /** The owner constellation: same key, same owners. */
  ownerKey: z.string(),
});
export type AgreementOptionEstate = z.infer<typeof agreementOptionEstateSchema>;

export const pricingMomentSchema = z.object({
  /** The price list the agreement is priced by. */
  id: z.string(),
  name: z.string(),
  validFrom: z.string(),
  validTo: z.nullable(z.string()),
  /** The months one may deliver in, 'YYYY-MM'. */
  deliveryMonths: z.array(z.string()),
  assortments: z.array(z.enum(assortments)),
});
export type PricingMoment = z.infer<typeof pricingMomentSchema>;

export const agreementOptionsSchema = z.object({
  estates: z.array(agreementOptionEstateSchema),
  pricingMoments: z.array(pricingMomentSchema),
});
export type AgreementOptions = z.infer<typeof agreementOptionsSchema>;

export const signerSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  method: z.enum(signerMethods),
  signedAt: z.nullable(z.string()),
  /** Who signed for the co-owner when a proxy was used. */
  signedByName: z.nullable(z.string()),
  /** A returned postal signature: who signed the paper and the day it came in. */
  postalSignatory: z.nullable(z.string()),
  postalReceivedOn: z.nullable(z.string()),
});
export type Signer = z.infer<typeof signerSchema>;

export const agreementSchema = z.object({
  /** The agreement: v3's opportunityId, and the agreementId of the deliveries' route. */
  id: z.string(),
  generation: z.enum(agreementGenerations),
  /** The id in the wizard's path: v2's opportunityQuoteProjectId, v3's opportunityId. */
  wizardId: z.string(),
  agreementNo: z.string(),
  name: z.string(),
  status: z.enum(agreementStatuses),
  version: z.int(),
  createdAt: z.string(),
  createdByMemberId: z.string(),
  /** Whether the effective member created the draft (only they may complete it). */
  isCreator: z.boolean(),
  estates: z.array(
    z.object({ id: z.string(), designation: z.string(), district: z.string(), main: z.boolean() }),
  ),
  owners: z.array(ownerSchema),
  pricingMomentId: z.string(),
  pricingMomentName: z.string(),
  economicRepresentativeId: z.nullable(z.string()),
  payoutByShare: z.boolean(),
  volumes: z.array(assortmentVolumeSchema),
  agreedVolume: z.int(),
  reportedVolume: z.int(),
  deliveryFrom: z.nullable(z.string()),
  deliveryTo: z.nullable(z.string()),
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  signMethod: z.nullable(z.enum(signMethods)),
  submittedAt: z.nullable(z.string()),
  cooperativeSignedAt: z.nullable(z.string()),
  signDeadline: z.nullable(z.string()),
  signers: z.array(signerSchema),
  /** Whether the effective member (or the proxy in use) still has to sign. */
  awaitingMySignature: z.boolean(),
  /** Whether the effective member (an organisation, no proxy in use) still has to sign on paper. */
  awaitingMyPostalSignature: z.boolean(),
  /** Assortments dropped because their prices expired (§4), named once after a save. */
  removedAssortments: z.array(z.enum(assortments)),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementListSchema = z.object({
  agreements: z.array(agreementSchema),
});
export type AgreementList = z.infer<typeof agreementListSchema>;

export const assortmentPriceInfoSchema = z.object({
  assortment: z.enum(assortments),
  volume: z.int(),
  basePriceOre: z.int(),
  premiums: z.object({
    p1Size: z.int(),
    p2Market: z.int(),
    p3Availability: z.int(),
    p4Agreement: z.int(),
    p5GroundProtectionFee: z.int(),
    p6Fsc: z.int(),
    p7Pefc: z.int(),
    p8NatureConservation: z.int(),
  }),
  /** Deducted when the roadside storage needs reloading (the price model's part of the sum). */
  reloadDeductionOre: z.int(),
  /** Base + P1 + P2 + P3 + P4 − P5 + P6 + P7 + P8 − reload deduction. */
  pricePerUnitOre: z.int(),
  timberValueOre: z.int(),
  validFrom: z.string(),
  validTo: z.nullable(z.string()),
});
export type AssortmentPriceInfo = z.infer<typeof assortmentPriceInfoSchema>;

export const agreementReviewSchema = z.object({
  prices: z.array(assortmentPriceInfoSchema),
  totalVolume: z.int(),
  timberValueOre: z.int(),
  needsSigning: z.boolean(),
  lowVolume: z.array(z.enum(assortments)),
});
export type AgreementReview = z.infer<typeof agreementReviewSchema>;

export const agreementSignStartSchema = z.object({
  orderRef: z.string(),
  autoStartToken: z.string(),
  expiresAt: z.string(),
});

/** The version an edit is based on, as an ETag. */
export const agreementEtag = (version: number) => `"${version}"`;
