/**
 * The price model's vocabulary (economy-membership §2 Price calculation, §3 accessibility
 * classes, §9; timber-production-map §3 assortment price info): assortments, the
 * conditions a price depends on and their Swedish names. The calculation itself is the
 * server's (server/price-model/); the price calculation and the timber agreements both read
 * these. Money is integer öre; prices are per m3fub.
 */

/** The assortments a price list prices, in the order tables show them. */
export const assortments = [
  'talltimmer',
  'grantimmer',
  'barrmassaved',
  'lovmassaved',
  'brannved',
] as const;
export type Assortment = (typeof assortments)[number];

export const assortmentLabels = {
  talltimmer: 'Talltimmer',
  grantimmer: 'Grantimmer',
  barrmassaved: 'Barrmassaved',
  lovmassaved: 'Lövmassaved',
  brannved: 'Brännved',
} as const satisfies Record<Assortment, string>;

/**
 * Agreement forms. avverkningsuppdrag: the cooperative fells and buys at the road (agreement
 * premium P4, ground-protection fee P5); leveransvirke: the owner fells and delivers to the
 * roadside storage (neither).
 */
export const agreementForms = ['avverkningsuppdrag', 'leveransvirke'] as const;
export type AgreementForm = (typeof agreementForms)[number];
export const agreementFormLabels = {
  avverkningsuppdrag: 'Avverkningsuppdrag',
  leveransvirke: 'Leveransvirke',
} as const satisfies Record<AgreementForm, string>;

/** Forest accessibility classes (§3): 1A reachable all year, 1B not in the thaw, 2A frozen ground only. */
export const forestAccessibilityClasses = ['1A', '1B', '2A'] as const;
export type ForestAccessibilityClass = (typeof forestAccessibilityClasses)[number];

/** Road accessibility classes A-D (timber-production-map §3 road availability class). */
export const roadAccessibilityClasses = ['A', 'B', 'C', 'D'] as const;
export type RoadAccessibilityClass = (typeof roadAccessibilityClasses)[number];
export const roadAccessibilityClassLabels = {
  A: 'A – året runt',
  B: 'B – ej under tjällossning',
  C: 'C – torr sommar och vinter',
  D: 'D – endast tjälad mark',
} as const satisfies Record<RoadAccessibilityClass, string>;

/** Roadside storage (timber-production-map §3 reloadingClass): whether timber must be reloaded. */
export const roadsideStorages = ['reloadingNotRequired', 'reloadingRequired'] as const;
export type RoadsideStorage = (typeof roadsideStorages)[number];
export const roadsideStorageLabels = {
  reloadingNotRequired: 'Bil med släp når avlägget',
  reloadingRequired: 'Omlastning krävs',
} as const satisfies Record<RoadsideStorage, string>;

/** The member's certification (economy-membership §3, the profile's isFscCertified, isPefcCertified). */
export const certifications = ['none', 'FSC', 'PEFC', 'FSCAndPEFC'] as const;
export type Certification = (typeof certifications)[number];

export const volumeUnits = ['m3fub', 'm3sk'] as const;
export type VolumeUnit = (typeof volumeUnits)[number];

export const priceModelLimits = {
  /** §9: 0,82 m3fub = 1 m3sk, as the fraction 82/100 (exact in integers). */
  m3fubPerM3skHundredths: 82,
  /** §9: the nature conservation premium, 6 % up to 14 % (basis points). */
  natureConservationMinBp: 600,
  natureConservationMaxBp: 1400,
  /** §9: a certification premium is at least 5 % (basis points). */
  certificationMinBp: 500,
  /** Ours: the volume of one calculation, whole m3fub or m3sk. */
  volumeMin: 1,
  volumeMax: 100_000,
} as const;
