import { z } from 'zod/mini';
import {
  carryingClasses,
  carryingClassLabels,
  geometrySchema,
  landingClassNames,
  landingClassValueLabels,
  polygonSchema,
} from './mapOverlays.ts';
import { todayInSweden } from '../time/sweden.ts';
import { isoWeek } from '../time/week.ts';
import { assortments, type Assortment } from './price-model.ts';
import { unitSymbols } from '../format/units.ts';
import { multiTextSchema } from '../validation/multiText.ts';

/**
 * Delivery notifications (timber-production-map §2.1 deliveries, §3 Delivery, Landing,
 * Landing assortment, Stack tag order, §4 Delivery, §5, §9): the forms' schemas, shared by
 * the element and the server. Volumes are whole m3fub; positions SWEREF 99 TM metres. The
 * bounds the spec leaves open are in shared/contracts/timber-deliveries/README.md.
 */
export const deliveryLimits = {
  /** §5, §9. */
  landingNameMax: 150,
  /** Ours: a comment, when given, is 2-500 characters. */
  landingCommentMin: 2,
  landingCommentMax: 500,
  /** Ours: the nearby-landing warning's distance. */
  nearbyLandingMetres: 50,
  /** Ours: the maximum number of landings of one delivery (MaximumLandingsReached). */
  landingsMax: 10,
  /** Ours: one assortment on one landing, whole m3fub. */
  assortmentVolumeMax: 5000,
  /** §9. */
  stacksMin: 1,
  stacksMax: 99,
  /** Ours: stack tags per assortment on one order. */
  tagsMax: 200,
  /** Ours: the message to the transporter. */
  transporterMessageMax: 500,
  /** Ours: the addresses a completed delivery's confirmation goes to (§3 e-mail, §5 multi-text). */
  emailsMax: 3,
  /** Ours: the EUDR volume, whole m3fub. */
  eudrVolumeMax: 100_000,
  /** Ours: origin areas of one delivery. */
  originAreasMax: 20,
  /** §9: stack tags arrive within 5 working days, 10 when the order is under EU review. */
  stackTagWorkingDays: 5,
  stackTagWorkingDaysEuReview: 10,
  /** §9: deliveries close after 30 days without activity. */
  inactivityDays: 30,
  /** EUDR: a plot of at most 4 ha may be declared as a point. */
  eudrPointMaxHa: 4,
} as const;
const L = deliveryLimits;

export const deliveryStatuses = ['Draft', 'Ongoing', 'Closed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** §3 finalDeliveryReason, with the Swedish text the deliveries view shows. */
export const finalDeliveryReasons = [
  'InactiveBySystem',
  'ManualByUser',
  'PastProjectedEndDateBySystem',
  'BySuccessorBySystem',
  'LegacyBySystem',
] as const;
export type FinalDeliveryReason = (typeof finalDeliveryReasons)[number];
export const finalDeliveryReasonLabels: Record<FinalDeliveryReason, string> = {
  InactiveBySystem: 'Stängd automatiskt efter 30 dagar utan aktivitet',
  ManualByUser: 'Stängd av dig',
  PastProjectedEndDateBySystem: 'Stängd när avtalet gick ut',
  BySuccessorBySystem: 'Stängd av en efterträdande anmälan',
  LegacyBySystem: 'Stängd i det tidigare systemet',
};

/**
 * The cooperative's EUDR origin review: the order is locked while it runs (§4); Returned is
 * "Skicka tillbaka" with the cooperative's note (the member draws and saves again).
 */
export const eudrStatuses = ['None', 'InReview', 'Approved', 'Returned'] as const;
export type EudrStatus = (typeof eudrStatuses)[number];

export const stackTagStatuses = ['Ordered', 'Handled'] as const;

// ---------------------------------------------------------------------------------------
// Landing classes (§3), as Swedish choices: the names and values the map's popup shows too
// (landingClassNames, landingClassValueLabels in mapOverlays.ts).

export { carryingClasses, carryingClassLabels, landingClassNames };
export const availabilityClasses = ['Unlimited', 'SlightlyLimited', 'Limited'] as const;
export const availabilityLabels: Record<(typeof availabilityClasses)[number], string> =
  landingClassValueLabels.availabilityClass;
export const passabilityClasses = [
  'UnlimitedWithTrailer',
  'Unlimited',
  'SlightlyLimited',
  'Limited',
] as const;
export const passabilityLabels: Record<(typeof passabilityClasses)[number], string> =
  landingClassValueLabels.passabilityClass;
export const turningPointClasses = [
  'Unlimited',
  'SlightlyLimited',
  'Limited',
  'VeryLimited',
] as const;
export const turningPointLabels: Record<(typeof turningPointClasses)[number], string> =
  landingClassValueLabels.turningPointClass;
export const reloadingClasses = [
  'ReloadingToTrailerNotRequired',
  'ReloadingToTrailerRequired',
] as const;
export const reloadingLabels: Record<(typeof reloadingClasses)[number], string> =
  landingClassValueLabels.reloadingClass;
export const plowedRoadClasses = ['Regularly', 'Unknown'] as const;
export const plowedRoadLabels: Record<(typeof plowedRoadClasses)[number], string> =
  landingClassValueLabels.plowedRoadClass;
export const stripRoadClasses = ['Zero', 'LandingAtStriproad'] as const;
export const stripRoadLabels: Record<(typeof stripRoadClasses)[number], string> =
  landingClassValueLabels.stripRoadClass;

export const origins = ['mixed', 'thinning', 'finalFelling'] as const;
export type Origin = (typeof origins)[number];
export const originLabels: Record<Origin, string> = {
  mixed: 'Blandat',
  thinning: 'Gallring',
  finalFelling: 'Slutavverkning',
};
/**
 * §5: origin is required for pulpwood assortments only; the landing assortment's "origin
 * required" is that field where it applies. Any other assortment takes none (an origin sent
 * for one is InvalidAssortmentOrigin, README "Origin").
 */
export const pulpwoodAssortments: readonly Assortment[] = ['barrmassaved', 'lovmassaved'];
export const isPulpwood = (assortment: Assortment) => pulpwoodAssortments.includes(assortment);

// ---------------------------------------------------------------------------------------
// Messages (§5; Swedish, word for word where the spec quotes).

export const deliveryMessages = {
  nameRequired: 'Ge avlägget ett namn.',
  nameTooLong: `Namnet får vara högst ${L.landingNameMax} tecken.`,
  nameChars: 'Namnet får bara innehålla bokstäverna A–Ö (även é och ü), siffror och mellanslag.',
  commentLength: `Kommentaren ska vara ${L.landingCommentMin}–${L.landingCommentMax} tecken.`,
  commentChars:
    'Kommentaren får bara innehålla bokstäverna A–Ö (även é och ü), siffror, mellanslag och radbrytningar.',
  position: 'Välj avläggets plats på kartan eller ange koordinater.',
  positionOutside: 'Platsen ligger utanför Sverige.',
  choose: 'Välj ett alternativ.',
  assortment: 'Välj ett sortiment.',
  volume: `Ange volymen i hela ${unitSymbols.m3fub}, 1–${L.assortmentVolumeMax}.`,
  fellingWeek: 'Ange avverkningsvecka.',
  fellingWeek53: 'Det året har ingen vecka 53. Ange en vecka 1–52.',
  spruce: 'Ange granandelen i procent, 0–100.',
  origin: 'Ange ursprung för massaved.',
  originNotApplicable: 'Ursprung anges bara för massaved. Ta bort ursprunget för sortimentet.',
  stacks: `Ange antal travar, ett heltal 1–${L.stacksMax}.`,
  street: 'Ange gatuadress.',
  postalCode: 'Ange postnumret med fem siffror.',
  city: 'Ange ort.',
  tags: `Ange antal travlappar, 1–${L.tagsMax}.`,
  tagLines: 'Lägg till minst ett sortiment.',
  duplicateTagAssortment:
    'Samma sortiment kan inte beställas två gånger i en beställning av travlappar.',
  verified: 'Bekräfta att uppgifterna stämmer.',
  email: 'Ange en giltig e-postadress.',
  emailEmpty: 'Fyll i e-postadressen eller ta bort raden.',
  emailsMissing: 'Ange minst en e-postadress.',
  emailsTooMany: `Du kan ange högst ${L.emailsMax} e-postadresser.`,
  emailTwice: 'Samma e-postadress står två gånger.',
  deliveryStatus: 'Välj leveransstatus.',
  transporterMessage: `Meddelandet får vara högst ${L.transporterMessageMax} tecken.`,
  // §5 "no special characters": which ones are allowed, said as the member reads them.
  transporterMessageChars:
    'Meddelandet får inte innehålla specialtecken: bara bokstäverna A–Ö (även é och ü), siffror, mellanslag, radbrytningar och . , - : ! ?',
  eudrVolume: `Ange EUDR-volymen i hela ${unitSymbols.m3fub}, 1–${L.eudrVolumeMax}.`,
  areasMissing: 'Rita minst en ursprungsyta.',
  tooManyAreas: `Högst ${L.originAreasMax} ursprungsytor.`,
} as const;
const m = deliveryMessages;

const letters = 'A-Za-zÅÄÖåäöÉéÜü';
/**
 * §5 Landing "letters A-Ö and digits only": the Swedish letters (é and ü too, as in Swedish
 * names), digits and spaces: spaces separate words and are no special characters; the
 * comment is a text area, where a line break separates words as a space does.
 */
const namePattern = new RegExp(`^[${letters}0-9 ]+$`);
const commentPattern = new RegExp(`^[${letters}0-9 \\n]*$`);
const messagePattern = new RegExp(`^[${letters}0-9 .,\\-:!?\\n]*$`);

const wholeIn = (min: number, max: number, error: string) =>
  z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }));

// ---------------------------------------------------------------------------------------
// Landing

export const positionSchema = z.object(
  {
    e: z.number({ error: m.position }),
    n: z.number({ error: m.position }),
  },
  // No position at all (a landing saved before its place was chosen) says the same.
  { error: m.position },
);
export type LandingPosition = z.infer<typeof positionSchema>;
/** Sweden in SWEREF 99 TM (the map foundation's bounds, kept here so the server needs no map). */
const inSweden = ({ e, n }: LandingPosition) =>
  e >= 181_896 && e <= 1_083_200 && n >= 6_101_648 && n <= 7_776_450;

export const landingSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.nameRequired }),
      z.maxLength(L.landingNameMax, { error: m.nameTooLong }),
      z.regex(namePattern, { error: m.nameChars }),
    ),
  comment: z.string().check(
    z.trim(),
    z.refine(
      (s) => s === '' || (s.length >= L.landingCommentMin && s.length <= L.landingCommentMax),
      {
        error: m.commentLength,
      },
    ),
    z.regex(commentPattern, { error: m.commentChars }),
  ),
  position: positionSchema.check(z.refine(inSweden, { error: m.positionOutside })),
  carryingCapacityClass: z.enum(carryingClasses, { error: m.choose }),
  availabilityClass: z.enum(availabilityClasses, { error: m.choose }),
  passabilityClass: z.enum(passabilityClasses, { error: m.choose }),
  turningPointClass: z.enum(turningPointClasses, { error: m.choose }),
  reloadingClass: z.enum(reloadingClasses, { error: m.choose }),
  plowedRoadClass: z.enum(plowedRoadClasses, { error: m.choose }),
  stripRoadClass: z.enum(stripRoadClasses, { error: m.choose }),
});
export type LandingInput = z.infer<typeof landingSchema>;

// ---------------------------------------------------------------------------------------
// Landing assortment

/** ISO week as 'YYYY-Www' (shown "v. 12"); week 53 only in a year that has one. */
export const fellingWeekPattern = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;
/** An ISO year has a week 53 when its 28 December (always in its last week) lies in one. */
export const hasWeek53 = (year: number) =>
  isoWeek(`${String(year).padStart(4, '0')}-12-28`).week === 53;
const weekExists = (week: string) =>
  !fellingWeekPattern.test(week) || !week.endsWith('W53') || hasWeek53(Number(week.slice(0, 4)));
export const landingAssortmentSchema = z
  .object({
    assortment: z.enum(assortments, { error: m.assortment }),
    volume: wholeIn(1, L.assortmentVolumeMax, m.volume),
    fellingWeek: z
      .string({ error: m.fellingWeek })
      .check(
        z.regex(fellingWeekPattern, { error: m.fellingWeek }),
        z.refine(weekExists, { error: m.fellingWeek53 }),
      ),
    sprucePercentage: wholeIn(0, 100, m.spruce),
    origin: z.nullable(z.enum(origins, { error: m.origin })),
    numberOfStacks: wholeIn(L.stacksMin, L.stacksMax, m.stacks),
  })
  .check(
    z.refine((a) => !isPulpwood(a.assortment) || a.origin !== null, {
      error: m.origin,
      path: ['origin'],
    }),
    z.refine((a) => isPulpwood(a.assortment) || a.origin === null, {
      error: m.originNotApplicable,
      path: ['origin'],
    }),
  );
export type LandingAssortmentInput = z.infer<typeof landingAssortmentSchema>;

/**
 * 'YYYY-Www' -> "v. 12" in the current year (Sweden's), "v. 2 2027" in any other: the spec's
 * "v. 12" form where the year goes without saying, the year where it matters.
 */
export const fellingWeekLabel = (week: string, today: string = todayInSweden()) => {
  const label = `v. ${Number(week.slice(6))}`;
  return week.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${week.slice(0, 4)}`;
};

// ---------------------------------------------------------------------------------------
// Stack tag order

export const stackTagOrderSchema = z.object({
  street: z
    .string({ error: m.street })
    .check(z.trim(), z.minLength(1, { error: m.street }), z.maxLength(100, { error: m.street })),
  postalCode: z
    .string({ error: m.postalCode })
    .check(z.trim(), z.regex(/^\d{3} ?\d{2}$/, { error: m.postalCode })),
  city: z
    .string({ error: m.city })
    .check(z.trim(), z.minLength(1, { error: m.city }), z.maxLength(60, { error: m.city })),
  lines: z
    .array(
      z.object({
        assortment: z.enum(assortments, { error: m.assortment }),
        tags: wholeIn(1, L.tagsMax, m.tags),
      }),
    )
    .check(
      z.minLength(1, { error: m.tagLines }),
      z.refine((lines) => new Set(lines.map((l) => l.assortment)).size === lines.length, {
        error: m.duplicateTagAssortment,
      }),
    ),
  verified: z.literal(true, { error: m.verified }),
});
export type StackTagOrderInput = z.infer<typeof stackTagOrderSchema>;

// ---------------------------------------------------------------------------------------
// EUDR origin areas

export const originAreaInputSchema = z.object({
  geometry: polygonSchema,
  compartmentIds: z.array(z.string()),
});
export const originAreasSchema = z.object({
  eudrVolume: wholeIn(1, L.eudrVolumeMax, m.eudrVolume),
  areas: z
    .array(originAreaInputSchema)
    .check(
      z.minLength(1, { error: m.areasMissing }),
      z.maxLength(L.originAreasMax, { error: m.tooManyAreas }),
    ),
});
export type OriginAreasInput = z.infer<typeof originAreasSchema>;

// ---------------------------------------------------------------------------------------
// Completing

/**
 * §3 delivery status, §5 "A delivery status must be chosen": final closes the notification
 * with every assortment final; notFinal sends what is there and keeps it open for more.
 */
export const completeStatuses = ['final', 'notFinal'] as const;
export type CompleteStatus = (typeof completeStatuses)[number];

export const completeDeliverySchema = z.object({
  /** §3 e-mail; several through the multi-text input (§5), the member's own first. */
  emails: multiTextSchema(z.email({ error: m.email }), {
    max: L.emailsMax,
    messages: { empty: m.emailEmpty, tooFew: m.emailsMissing, tooMany: m.emailsTooMany },
  }).check(
    z.refine((emails) => new Set(emails.map((e) => e.toLowerCase())).size === emails.length, {
      error: m.emailTwice,
    }),
  ),
  deliveryStatus: z.enum(completeStatuses, { error: m.deliveryStatus }),
  transporterMessage: z
    .string()
    .check(
      z.trim(),
      z.maxLength(L.transporterMessageMax, { error: m.transporterMessage }),
      z.regex(messagePattern, { error: m.transporterMessageChars }),
    ),
});
export type CompleteDeliveryInput = z.infer<typeof completeDeliverySchema>;

// ---------------------------------------------------------------------------------------
// Answers

export const landingAssortmentViewSchema = z.object({
  id: z.string(),
  assortment: z.enum(assortments),
  volume: z.number(),
  fellingWeek: z.string(),
  sprucePercentage: z.number(),
  origin: z.nullable(z.enum(origins)),
  numberOfStacks: z.number(),
  final: z.boolean(),
});
export type LandingAssortmentView = z.infer<typeof landingAssortmentViewSchema>;

export const landingViewSchema = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  comment: z.string(),
  position: positionSchema,
  carryingCapacityClass: z.enum(carryingClasses),
  availabilityClass: z.enum(availabilityClasses),
  passabilityClass: z.enum(passabilityClasses),
  turningPointClass: z.enum(turningPointClasses),
  reloadingClass: z.enum(reloadingClasses),
  plowedRoadClass: z.enum(plowedRoadClasses),
  stripRoadClass: z.enum(stripRoadClasses),
  /** §4: the position is locked while notified timber is with transport and not final. */
  positionLocked: z.boolean(),
  assortments: z.array(landingAssortmentViewSchema),
});
export type LandingView = z.infer<typeof landingViewSchema>;

export const stackTagOrderViewSchema = z.object({
  status: z.enum(stackTagStatuses),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  lines: z.array(z.object({ assortment: z.enum(assortments), tags: z.number() })),
  orderedAt: z.string(),
  /** The latest day the tags arrive (5 working days, 10 under EU review). */
  expectedBy: z.string(),
});

export const originAreaViewSchema = z.object({
  id: z.string(),
  geometry: polygonSchema,
  compartmentIds: z.array(z.string()),
  hectares: z.number(),
});
export type OriginAreaView = z.infer<typeof originAreaViewSchema>;

export const deliverySummarySchema = z.object({
  id: z.string(),
  timberOrderNumber: z.string(),
  agreementNumber: z.string(),
  status: z.enum(deliveryStatuses),
  finalDeliveryReason: z.nullable(z.enum(finalDeliveryReasons)),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
  landings: z.number(),
  assortments: z.array(z.enum(assortments)),
  volume: z.number(),
  stackTags: z.nullable(stackTagOrderViewSchema),
  eudrStatus: z.enum(eudrStatuses),
  /**
   * What the member sent on completing (§3 e-mail, message to the transporter, delivery
   * status final/notFinal); null until completed. The status is what the stored assortments
   * say: a final completion marks every one final.
   */
  completion: z.nullable(
    z.object({
      emails: z.array(z.string()),
      transporterMessage: z.string(),
      deliveryStatus: z.enum(completeStatuses),
    }),
  ),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

export const deliveriesAnswerSchema = z.object({
  agreement: z.object({
    id: z.string(),
    name: z.string(),
    agreementNumber: z.string(),
    status: z.string(),
    validTo: z.nullable(z.string()),
    assortments: z.array(z.enum(assortments)),
  }),
  deliveries: z.array(deliverySummarySchema),
  /** The member's address, to prefill the stack tag order. */
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
});
export type DeliveriesAnswer = z.infer<typeof deliveriesAnswerSchema>;

/**
 * The agreement's delivery months (§3 Agreement: volume per assortment and delivery month):
 * what the deliveries view shows beside the notifications, from a call of its own.
 */
export const deliveryMonthsSchema = z.object({
  months: z.array(
    z.object({
      /** 'YYYY-MM'. */
      month: z.string(),
      volumes: z.array(z.object({ assortment: z.enum(assortments), volume: z.number() })),
      total: z.number(),
    }),
  ),
});
export type DeliveryMonths = z.infer<typeof deliveryMonthsSchema>;

const lonLat = z.tuple([z.number(), z.number()]);
/** The origin as the EU information system takes it (WGS 84, [lon, lat]). */
export const eudrGeoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.discriminatedUnion('type', [
        z.object({ type: z.literal('Point'), coordinates: lonLat }),
        z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lonLat)) }),
      ]),
      properties: z.object({
        ProducerCountry: z.string(),
        ProducerName: z.string(),
        ProductionPlace: z.string(),
        Area: z.number(),
      }),
    }),
  ),
});
export type EudrGeoJson = z.infer<typeof eudrGeoJsonSchema>;

export const deliveryDetailSchema = z.object({
  delivery: deliverySummarySchema,
  agreementAssortments: z.array(z.enum(assortments)),
  /** The addresses last sent; [] before the first completion. */
  emails: z.array(z.string()),
  transporterMessage: z.nullable(z.string()),
  eudrVolume: z.nullable(z.number()),
  /** The cooperative's note when it returned the origin for completion; else null. */
  originReturnNote: z.nullable(z.string()),
  /** §4: origin areas cannot change after the first notification. */
  originLocked: z.boolean(),
  landings: z.array(landingViewSchema),
  originAreas: z.array(originAreaViewSchema),
  /** The origin as the EU file will declare it (the export's GeoJSON); null without areas. */
  declaration: z.nullable(eudrGeoJsonSchema),
  /**
   * The agreement's estates' borders (SWEREF 99 TM) and compartments, for drawing; null when
   * they could not be read (§8 "estates fetch failed": the rest of the answer stands).
   */
  estates: z.nullable(
    z.array(
      z.object({
        id: z.string(),
        designation: z.string(),
        geometry: geometrySchema,
        compartments: z.array(z.object({ id: z.string(), number: z.string() })),
      }),
    ),
  ),
  /** The member's address, to prefill the stack tag order. */
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

export const deliveryCreatedSchema = z.object({ id: z.string() });
export const landingCreatedSchema = z.object({ id: z.string(), version: z.number() });
