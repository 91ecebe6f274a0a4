import { z } from 'zod/mini';
import {
  maturityClasses,
  noteCommentMaxLength,
  noteForestTypes,
  noteTypes,
  targetClasses,
  treeSpecies,
} from './mapOverlays.ts';
import { noteImageMessages, noteImageRefsSchema, noteImageSchema } from './my-map/noteImages.ts';
import { addDays } from '../time/index.ts';
import type { Unit } from '../format/units.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

/**
 * My map (timber-production-map §2.3, §3, §4, §5, §9): the forest management plan, its
 * compartments and activities, and the notes on the member's estates. The same schemas
 * check the forms and the server; bounds the spec leaves open are in my-map/README.md.
 */

export { maturityClasses, targetClasses, noteTypes, noteForestTypes, treeSpecies };
export type MaturityClass = (typeof maturityClasses)[number];

/** §3 maturity (harvest) classes and what they mean (our wording, README). */
export const maturityClassMeanings: Record<MaturityClass, string> = {
  K1: 'Kalmark, återväxtåtgärder kvarstår',
  K2: 'Kalmark där återväxtåtgärder är utförda',
  R1: 'Röjningsskog, medelhöjd under 1,3 m',
  R2: 'Röjningsskog, medelhöjd över 1,3 m',
  G1: 'Gallringsskog som ännu inte är gallrad',
  G2: 'Gallringsskog som är gallrad',
  S1: 'Slutavverkningsbar skog, ej gallrad',
  S2: 'Slutavverkningsbar skog, gallrad',
  S3: 'Slutavverkningsbar skog, gles eller luckig',
  E1: 'Fröträds- eller skärmställning',
  E2: 'Skog med överståndare som ska avvecklas',
  E3: 'Skog som lämnas för naturvård',
  ÖF: 'Överhållen skog på fastmark',
  ÖV: 'Övrig mark eller ej klassad skog',
};

/**
 * §3 lists "OF/ÖF, OV/ÖV": a plan may spell the last two without the dots. Both are read
 * (case and surrounding spaces aside); ÖF and ÖV are the one form stored and shown.
 */
const maturitySpellings: Partial<Record<string, MaturityClass>> = { OF: 'ÖF', OV: 'ÖV' };
export const normaliseMaturityClass = (raw: string): string => {
  const code = raw.trim().toUpperCase();
  return maturitySpellings[code] ?? code;
};

/** A maturity class as any schema reads it: either spelling in, the stored form out. */
export const maturityClassSchema = z.pipe(
  z.string().check(z.overwrite(normaliseMaturityClass)),
  z.enum(maturityClasses),
);

/** A stored or imported maturity class in the stored form; anything else is corrupt data. */
export function maturityClassOf(raw: string): MaturityClass {
  const parsed = maturityClassSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`not a maturity class: ${raw}`);
  return parsed.data;
}

/** §3 target classes: forest (PG, K, NO, NS) and water (VG, VF, VS, VO). */
export const waterTargetClasses = ['VG', 'VF', 'VS', 'VO'] as const;
export const targetClassMeanings: Record<
  (typeof targetClasses)[number] | (typeof waterTargetClasses)[number],
  string
> = {
  PG: 'Produktion med generell hänsyn',
  K: 'Kombinerade mål',
  NO: 'Naturvård orört',
  NS: 'Naturvård skötsel',
  VG: 'Vattenmiljö med generell hänsyn',
  VF: 'Vattenmiljö med förstärkt hänsyn',
  VS: 'Vattenmiljö med särskilda åtgärder',
  VO: 'Vattenmiljö som lämnas orörd',
};

export const managementClasses = ['clearcut', 'continuousCover', 'nature'] as const;
export const soilMoistures = ['dry', 'mesic', 'moistMesic', 'moist', 'wet'] as const;

/** The plan's answer ranges (§5 "ranges not shown"; ours, README). */
export const compartmentLimits = {
  commentMax: 3000,
  ageMax: 400,
  heightMaxM: 50,
  diameterMaxCm: 120,
  basalAreaMaxM2PerHa: 80,
  volumeMaxM3skPerHa: 1500,
} as const;

/** §9: a plan older than this many years needs an adviser's update. */
export const planMaxAgeYears = 10;
/** §9: an estate larger than this without a plan needs an adviser. */
export const adviserEstateMinHa = 20;

export const compartmentSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  areaHa: z.number(),
  age: z.int(),
  maturityClass: maturityClassSchema,
  volumeM3sk: z.number(),
  sprucePercent: z.int(),
  pinePercent: z.int(),
  deciduousPercent: z.int(),
  targetClass: z.enum(targetClasses),
});
export type CompartmentSummary = z.infer<typeof compartmentSummarySchema>;

export const compartmentSchema = z.object({
  ...compartmentSummarySchema.shape,
  siteIndex: z.string(),
  volumeM3skPerHa: z.number(),
  growthM3skPerHaYear: z.number(),
  diameterCm: z.number(),
  heightM: z.number(),
  basalAreaM2PerHa: z.number(),
  managementClass: z.enum(managementClasses),
  soilMoisture: z.enum(soilMoistures),
  waterTargetClass: z.nullable(z.enum(waterTargetClasses)),
  comment: z.string(),
  editedByOwner: z.boolean(),
});
export type Compartment = z.infer<typeof compartmentSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  estateId: z.string(),
  estateDesignation: z.string(),
  planDate: z.string(),
  /** The cooperative has checked it out to revise it: the member cannot change it (§4). */
  checkedOut: z.boolean(),
  /** Older than planMaxAgeYears (§9). */
  tooOld: z.boolean(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const overviewSchema = z.object({
  plans: z.array(planSummarySchema),
  estates: z.array(
    z.object({
      id: z.string(),
      designation: z.string(),
      hasPlan: z.boolean(),
      /** The estate's extent in SWEREF 99 TM metres (where the notes' map opens). */
      extent: z.object({ minE: z.number(), minN: z.number(), maxE: z.number(), maxN: z.number() }),
    }),
  ),
  /**
   * Why the member should contact an adviser (§9), from their data: they live abroad (the
   * address in force is not in Sweden), or these estates are over adviserEstateMinHa without
   * a plan (their designations).
   */
  adviser: z.object({ abroad: z.boolean(), largeEstatesWithoutPlan: z.array(z.string()) }),
});
export type MyMapOverview = z.infer<typeof overviewSchema>;

export const planSchema = z.object({
  ...planSummarySchema.shape,
  totalAreaHa: z.number(),
  /** The plan's extent in SWEREF 99 TM metres: where the map opens. */
  extent: z.object({ minE: z.number(), minN: z.number(), maxE: z.number(), maxN: z.number() }),
  compartments: z.array(compartmentSummarySchema),
});
export type Plan = z.infer<typeof planSchema>;

// --- Compartment edit and comment (§5 Compartment) ---------------------------------------

export const compartmentMessages = {
  age: `Ange åldern i hela år, 0–${compartmentLimits.ageMax}.`,
  heightM: `Ange höjden i meter, 0–${compartmentLimits.heightMaxM}.`,
  diameterCm: `Ange diametern i centimeter, 0–${compartmentLimits.diameterMaxCm}.`,
  basalAreaM2PerHa: `Ange grundytan i m²/ha, 0–${compartmentLimits.basalAreaMaxM2PerHa}.`,
  volumeM3skPerHa: `Ange virkesförrådet i m³sk/ha, 0–${compartmentLimits.volumeMaxM3skPerHa}.`,
  ownResponsibility: 'Bekräfta att du ändrar planen på eget ansvar.',
  commentTooLong: `Kommentaren får vara högst ${compartmentLimits.commentMax} tecken.`,
} as const;

const ranged = (max: number, message: string, integer = false) =>
  (integer ? z.int({ error: message }) : z.number({ error: message })).check(
    z.gte(0, { error: message }),
    z.lte(max, { error: message }),
  );

export const compartmentEditSchema = z.object({
  age: ranged(compartmentLimits.ageMax, compartmentMessages.age, true),
  heightM: ranged(compartmentLimits.heightMaxM, compartmentMessages.heightM),
  diameterCm: ranged(compartmentLimits.diameterMaxCm, compartmentMessages.diameterCm),
  basalAreaM2PerHa: ranged(
    compartmentLimits.basalAreaMaxM2PerHa,
    compartmentMessages.basalAreaM2PerHa,
  ),
  volumeM3skPerHa: ranged(
    compartmentLimits.volumeMaxM3skPerHa,
    compartmentMessages.volumeM3skPerHa,
  ),
  ownResponsibility: z.literal(true, { error: compartmentMessages.ownResponsibility }),
});
export type CompartmentEdit = z.infer<typeof compartmentEditSchema>;

export const compartmentCommentSchema = z.object({
  comment: z
    .string({ error: compartmentMessages.commentTooLong })
    .check(
      z.maxLength(compartmentLimits.commentMax, { error: compartmentMessages.commentTooLong }),
    ),
});
export type CompartmentComment = z.infer<typeof compartmentCommentSchema>;

// --- Activities (§3 Activity, §5 Plan activity) --------------------------------------------

export const activityRoles = [
  'ForberedandeAtgard',
  'Huvudatgard',
  'Foljdatgard',
  'AlternativAtgard',
] as const;
export const activityTypes = [
  'Markberedning',
  'Plantering',
  'Sadd',
  'Rojning',
  'Forstagallring',
  'Gallring',
  'Slutavverkning',
  'Hyggesrensning',
  'Godsling',
  'Dikesrensning',
  'Naturvardsatgard',
  'Stamkvistning',
  'Vagbyggnad',
] as const;
export type ActivityType = (typeof activityTypes)[number];
export const activityCategories = ['regeneration', 'tending', 'harvest', 'other'] as const;
export type ActivityCategory = (typeof activityCategories)[number];
/** The category follows from the type (§3 "category"). */
export const activityCategoryOf: Record<ActivityType, ActivityCategory> = {
  Markberedning: 'regeneration',
  Plantering: 'regeneration',
  Sadd: 'regeneration',
  Rojning: 'tending',
  Forstagallring: 'harvest',
  Gallring: 'harvest',
  Slutavverkning: 'harvest',
  Hyggesrensning: 'regeneration',
  Godsling: 'tending',
  Dikesrensning: 'other',
  Naturvardsatgard: 'other',
  Stamkvistning: 'tending',
  Vagbyggnad: 'other',
};
export const activityPerformers = ['Cooperative', 'Skogsagaren'] as const;
export const harvestUnits = ['ha', 'm3fub', 'm3sk'] as const;
/** §3 Activity "harvest volume and unit (ha, m3fub, m3sk)": each in the unit enumeration. */
export const harvestUnitOf = {
  ha: 'hectare',
  m3fub: 'm3fub',
  m3sk: 'm3sk',
} as const satisfies Record<(typeof harvestUnits)[number], Unit>;
export const activityStatuses = ['proposed', 'performed'] as const;
/** The species a performed activity's shares may name (§5 "a limited number of species"). */
export const shareSpecies = ['spruce', 'pine', 'birch', 'otherDeciduous', 'contorta'] as const;

export const activityLimits = {
  noteMax: 500,
  yearMin: 2000,
  yearMax: 2100,
  volumeMax: 1_000_000,
  speciesMax: 4,
  slopeMaxPercent: 30,
  slopeLengthMaxM: 5000,
} as const;

/** §9 slope norms for a forest road: 8 % on long stretches, 12 % on short ones (under about 100 m). */
export const slopeNorms = { longPercent: 8, shortPercent: 12, shortUnderM: 100 } as const;
/** The types whose steepest slope is asked: the norms are a road's (README). */
export const slopeActivityTypes: readonly ActivityType[] = ['Vagbyggnad'];
/** §9: ditch cleaning is notified to Skogsstyrelsen for consultation six weeks before it starts. */
export const ditchCleaningNoticeWeeks = 6;

export const activityMessages = {
  type: 'Välj typ av åtgärd.',
  role: 'Välj åtgärdens roll.',
  performer: 'Välj vem som utför åtgärden.',
  compartment: 'Välj avdelning.',
  startYear: `Ange startår, ${activityLimits.yearMin}–${activityLimits.yearMax}.`,
  endYear: `Ange slutår, ${activityLimits.yearMin}–${activityLimits.yearMax}.`,
  endBeforeStart: 'Slutåret kan inte vara före startåret.',
  harvestVolume: 'Ange volymen som ett positivt heltal.',
  unit: 'Välj enhet för volymen.',
  noteTooLong: `Anteckningen får vara högst ${activityLimits.noteMax} tecken.`,
  dateDone: 'Ange datum då åtgärden utfördes (ÅÅÅÅ-MM-DD).',
  sharesSum: 'Trädslagsfördelningen ska summera till 100 %.',
  sharesCount: `Ange mellan ett och ${activityLimits.speciesMax} trädslag.`,
  sharePercent: 'Ange andelen i hela procent, 1–100.',
  shareSpecies: 'Välj trädslag.',
  shareDuplicate: 'Varje trädslag får bara anges en gång.',
  slopePercent: `Ange lutningen i procent, 0–${activityLimits.slopeMaxPercent}.`,
  slopeLengthM: `Ange längden på den branta sträckan i hela meter, 1–${activityLimits.slopeLengthMaxM}.`,
  slopeNotAsked: 'Lutning anges bara för vägbyggnad.',
} as const;

const year = (message: string) =>
  z
    .int({ error: message })
    .check(
      z.gte(activityLimits.yearMin, { error: message }),
      z.lte(activityLimits.yearMax, { error: message }),
    );

export const speciesShareSchema = z.object({
  species: z.enum(shareSpecies, { error: activityMessages.shareSpecies }),
  percent: z
    .int({ error: activityMessages.sharePercent })
    .check(
      z.gte(1, { error: activityMessages.sharePercent }),
      z.lte(100, { error: activityMessages.sharePercent }),
    ),
});

export const activityRequestSchema = z
  .object({
    compartmentId: z
      .string({ error: activityMessages.compartment })
      .check(z.minLength(1, { error: activityMessages.compartment })),
    status: z.enum(activityStatuses),
    role: z.enum(activityRoles, { error: activityMessages.role }),
    type: z.enum(activityTypes, { error: activityMessages.type }),
    performer: z.enum(activityPerformers, { error: activityMessages.performer }),
    startYear: year(activityMessages.startYear),
    endYear: year(activityMessages.endYear),
    harvestVolume: z.nullable(
      z
        .int({ error: activityMessages.harvestVolume })
        .check(
          z.gte(1, { error: activityMessages.harvestVolume }),
          z.lte(activityLimits.volumeMax, { error: activityMessages.harvestVolume }),
        ),
    ),
    unit: z.nullable(z.enum(harvestUnits, { error: activityMessages.unit })),
    note: z
      .string()
      .check(z.maxLength(activityLimits.noteMax, { error: activityMessages.noteTooLong })),
    dateDone: z.nullable(z.iso.date({ error: activityMessages.dateDone })),
    speciesShares: z.array(speciesShareSchema),
    /** A road's steepest slope and the length of that stretch (§9 slope norms). */
    slopePercent: z.optional(
      z.nullable(
        z
          .number({ error: activityMessages.slopePercent })
          .check(
            z.gte(0, { error: activityMessages.slopePercent }),
            z.lte(activityLimits.slopeMaxPercent, { error: activityMessages.slopePercent }),
          ),
      ),
    ),
    slopeLengthM: z.optional(
      z.nullable(
        z
          .int({ error: activityMessages.slopeLengthM })
          .check(
            z.gte(1, { error: activityMessages.slopeLengthM }),
            z.lte(activityLimits.slopeLengthMaxM, { error: activityMessages.slopeLengthM }),
          ),
      ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const slope = value.slopePercent ?? null;
      const slopeLength = value.slopeLengthM ?? null;
      if (!slopeActivityTypes.includes(value.type) && (slope !== null || slopeLength !== null))
        fieldIssue(ctx, 'slopePercent', activityMessages.slopeNotAsked, slope);
      else if (slope !== null && slopeLength === null)
        fieldIssue(ctx, 'slopeLengthM', activityMessages.slopeLengthM, slopeLength);
      else if (slope === null && slopeLength !== null)
        fieldIssue(ctx, 'slopePercent', activityMessages.slopePercent, slope);
      if (value.endYear < value.startYear)
        fieldIssue(ctx, 'endYear', activityMessages.endBeforeStart, value.endYear);
      if (value.harvestVolume !== null && value.unit === null)
        fieldIssue(ctx, 'unit', activityMessages.unit, value.unit);
      if (value.status !== 'performed') return;
      if (value.dateDone === null) fieldIssue(ctx, 'dateDone', activityMessages.dateDone, null);
      const shares = value.speciesShares;
      if (shares.length < 1 || shares.length > activityLimits.speciesMax)
        fieldIssue(ctx, 'speciesShares', activityMessages.sharesCount, shares);
      else if (new Set(shares.map((s) => s.species)).size !== shares.length)
        fieldIssue(ctx, 'speciesShares', activityMessages.shareDuplicate, shares);
      else if (shares.reduce((sum, s) => sum + s.percent, 0) !== 100)
        fieldIssue(ctx, 'speciesShares', activityMessages.sharesSum, shares);
    }),
  );
export type ActivityRequest = z.infer<typeof activityRequestSchema>;

export const activityWarningSchema = z.discriminatedUnion('code', [
  /** A proposed ditch cleaning; `earliestStart` when the start year is within six weeks. */
  z.object({ code: z.literal('ditchCleaningNotice'), earliestStart: z.nullable(z.string()) }),
  /** A road's slope over the norm for its stretch's length. */
  z.object({ code: z.literal('slopeOverNorm'), normPercent: z.number() }),
]);
export type ActivityWarning = z.infer<typeof activityWarningSchema>;

/** The norm for a stretch of this length: short stretches (under 100 m) may be steeper. */
export const slopeNormFor = (lengthM: number) =>
  lengthM < slopeNorms.shortUnderM ? slopeNorms.shortPercent : slopeNorms.longPercent;

/**
 * §9's notices for an activity (warnings, not rules: a member may record a ditch cleaning
 * already notified, or a road over the norm the adviser has approved). `today` is Swedish.
 */
export function activityWarnings(
  activity: Pick<ActivityRequest, 'status' | 'type' | 'startYear'> & {
    slopePercent?: number | null | undefined;
    slopeLengthM?: number | null | undefined;
  },
  today: string,
): ActivityWarning[] {
  const warnings: ActivityWarning[] = [];
  if (activity.type === 'Dikesrensning' && activity.status === 'proposed') {
    const earliest = addDays(today, ditchCleaningNoticeWeeks * 7);
    warnings.push({
      code: 'ditchCleaningNotice',
      earliestStart: activity.startYear <= Number(earliest.slice(0, 4)) ? earliest : null,
    });
  }
  const slope = activity.slopePercent ?? null;
  const length = activity.slopeLengthM ?? null;
  if (slope !== null && length !== null && slope > slopeNormFor(length))
    warnings.push({ code: 'slopeOverNorm', normPercent: slopeNormFor(length) });
  return warnings;
}

export const activitySchema = z.object({
  id: z.string(),
  compartmentId: z.string(),
  compartmentNumber: z.string(),
  status: z.enum(activityStatuses),
  role: z.enum(activityRoles),
  type: z.enum(activityTypes),
  category: z.enum(activityCategories),
  performer: z.enum(activityPerformers),
  startYear: z.int(),
  endYear: z.int(),
  harvestVolume: z.nullable(z.int()),
  unit: z.nullable(z.enum(harvestUnits)),
  note: z.string(),
  dateDone: z.nullable(z.string()),
  speciesShares: z.array(speciesShareSchema),
  slopePercent: z.nullable(z.number()),
  slopeLengthM: z.nullable(z.int()),
  /** What the member should know (§9), by the server's clock; the form shows the same. */
  warnings: z.array(activityWarningSchema),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({ activities: z.array(activitySchema) });

// --- Notes (§3 Note, §4, §5 Note) ------------------------------------------------------------

export const noteStatusValues = ['Active', 'Executed', 'Obsolete'] as const;
/** §3: the source spells the second value 'Excecuted'; both are read, 'Executed' is written. */
export const noteStatusSchema = z.pipe(
  z.enum([...noteStatusValues, 'Excecuted']),
  z.transform((value) => (value === 'Excecuted' ? 'Executed' : value)),
);
/**
 * Types where the number of trees is asked, and then required (§5 "number of trees
 * required"): the damage notes. A memo or an image note counts no trees (decision in
 * my-map/README.md).
 */
export const noteTypesWithTrees = ['InsectDamage', 'Windthrow'] as const;
/** §9: a windthrow over this volume per hectare carries the salvage duty. */
export const windthrowSalvageDutyM3skPerHa = 5;

export const noteLimits = {
  commentMax: noteCommentMaxLength,
  treesMax: 100_000,
  volumeMaxM3skPerHa: 1500,
} as const;

export const noteMessages = {
  type: 'Välj typ av notering.',
  commentTooLong: `Kommentaren får vara högst ${noteLimits.commentMax} tecken.`,
  numberOfTreesRequired: 'Ange antal träd.',
  numberOfTrees: `Ange antal träd som ett heltal, 1–${noteLimits.treesMax}.`,
  volume: `Ange volymen i m³sk/ha, 0–${noteLimits.volumeMaxM3skPerHa}.`,
  position: 'Placera noteringen på kartan eller använd din position.',
  outsideEstate: 'Noteringen måste ligga på någon av dina fastigheter.',
  executedDate: 'Ange datum (ÅÅÅÅ-MM-DD).',
  executedBy: 'Ange vem som utförde åtgärden.',
  executedByTooLong: 'Namnet får vara högst 100 tecken.',
} as const;

export const notePositionSchema = z.object(
  {
    n: z.number({ error: noteMessages.position }),
    e: z.number({ error: noteMessages.position }),
  },
  { error: noteMessages.position },
);

export const noteRequestSchema = z
  .object({
    type: z.enum(noteTypes, { error: noteMessages.type }),
    comment: z
      .string()
      .check(z.maxLength(noteLimits.commentMax, { error: noteMessages.commentTooLong })),
    status: noteStatusSchema,
    numberOfTrees: z.nullable(
      z
        .int({ error: noteMessages.numberOfTrees })
        .check(
          z.gte(1, { error: noteMessages.numberOfTrees }),
          z.lte(noteLimits.treesMax, { error: noteMessages.numberOfTrees }),
        ),
    ),
    volumeM3skPerHa: z.nullable(
      z
        .number({ error: noteMessages.volume })
        .check(
          z.gte(0, { error: noteMessages.volume }),
          z.lte(noteLimits.volumeMaxM3skPerHa, { error: noteMessages.volume }),
        ),
    ),
    mainTreeSpecies: z.nullable(z.enum(treeSpecies)),
    forestType: z.nullable(z.enum(noteForestTypes)),
    position: notePositionSchema,
    /** The images the note has after the call: kept ones and the member's new uploads. */
    images: noteImageRefsSchema,
    /** §3 "executed by and date": required when the status is Executed, else not kept. */
    executedBy: z.optional(
      z.nullable(z.string().check(z.maxLength(100, { error: noteMessages.executedByTooLong }))),
    ),
    executedDate: z.optional(z.nullable(z.iso.date({ error: noteMessages.executedDate }))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.type === 'ImageMemo' && value.images.length === 0)
        fieldIssue(ctx, 'images', noteImageMessages.atLeastOne, value.images);
      if (new Set(value.images.map((image) => image.id)).size !== value.images.length)
        fieldIssue(ctx, 'images', noteImageMessages.duplicate, value.images);
      if (value.status === 'Executed' && !value.executedBy?.trim())
        fieldIssue(ctx, 'executedBy', noteMessages.executedBy, value.executedBy);
      if (value.status === 'Executed' && !value.executedDate)
        fieldIssue(ctx, 'executedDate', noteMessages.executedDate, value.executedDate);
      if (
        (noteTypesWithTrees as readonly string[]).includes(value.type) &&
        value.numberOfTrees === null
      )
        fieldIssue(ctx, 'numberOfTrees', noteMessages.numberOfTreesRequired, null);
    }),
  );
export type NoteRequest = z.infer<typeof noteRequestSchema>;
export type NoteRequestInput = z.input<typeof noteRequestSchema>;

export const noteSchema = z.object({
  id: z.string(),
  estateId: z.string(),
  estateDesignation: z.string(),
  type: z.enum(noteTypes),
  comment: z.string(),
  status: z.enum(noteStatusValues),
  numberOfTrees: z.nullable(z.int()),
  volumeM3skPerHa: z.nullable(z.number()),
  mainTreeSpecies: z.nullable(z.enum(treeSpecies)),
  forestType: z.nullable(z.enum(noteForestTypes)),
  executedBy: z.nullable(z.string()),
  executedDate: z.nullable(z.string()),
  createdAt: z.string(),
  position: z.object({ n: z.number(), e: z.number() }),
  /** §9: a windthrow over 5 m³sk/ha (the element tells the owner of the salvage duty). */
  salvageDuty: z.boolean(),
  images: z.array(noteImageSchema),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ notes: z.array(noteSchema) });

export const noteDoneSchema = z.object({
  executedBy: z.string().check(z.maxLength(100)),
  executedDate: z.iso.date({ error: noteMessages.executedDate }),
});
export type NoteDone = z.infer<typeof noteDoneSchema>;

export const salvageDuty = (type: string, volume: number | null) =>
  type === 'Windthrow' && volume !== null && volume > windthrowSalvageDutyM3skPerHa;
