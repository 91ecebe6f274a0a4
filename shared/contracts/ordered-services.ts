import { z } from 'zod/mini';

/**
 * Ordered services (beställda tjänster, timber-production-map §2.2, §3 Work order, treatment
 * unit, harvesting site info, Measured timber, §4, §9): the work orders the cooperative runs
 * in the member's forest and what came out of them. The spec gives no calls; ours are in
 * shared/contracts/ordered-services/README.md. Codes here; the element names them in Swedish.
 */

/** §9: orders are fetched only when agreed (signed) on or after this day. */
export const serviceOrdersFrom = '2020-03-15';

export const serviceTreatmentTypes = [
  'planting',
  'soilScarification',
  'cleaning',
  'thinning',
  'finalFelling',
] as const;
export type ServiceTreatmentType = (typeof serviceTreatmentTypes)[number];

/** Swedish names: the element shows them and the server's search matches them. */
export const serviceTreatmentTypeLabels: Record<ServiceTreatmentType, string> = {
  planting: 'Plantering',
  soilScarification: 'Markberedning',
  cleaning: 'Röjning',
  thinning: 'Gallring',
  finalFelling: 'Slutavverkning',
};

/** §4 Work orders: Active or Finished (the list's two tabs). */
export const serviceOrderStates = ['active', 'finished'] as const;
export type ServiceOrderState = (typeof serviceOrderStates)[number];

/** §4 production step status filter: all, not started, in progress. */
export const stepStatusFilters = ['all', 'notStarted', 'inProgress'] as const;
export type StepStatusFilter = (typeof stepStatusFilters)[number];

/** The list's sort orders (§2.2 "filter modal with sort"). */
export const serviceOrderSorts = ['newest', 'oldest', 'orderNumber'] as const;
export type ServiceOrderSort = (typeof serviceOrderSorts)[number];

export const treatmentSeasons = ['both', 'spring', 'autumn'] as const;
export type TreatmentSeason = (typeof treatmentSeasons)[number];

/** §3 Harvesting site info types. */
export const siteInfoKinds = [
  'other',
  'landing',
  'baseRoad',
  'windthrow',
  'insectDamage',
  'groundProtection',
  'warning',
  'brushPile',
  'emergencyCoordinate',
] as const;
export type SiteInfoKind = (typeof siteInfoKinds)[number];

/** The longest search text; a page of the list holds at most this many orders. */
export const serviceSearchMaxLength = 100;
export const serviceOrderPageSize = 50;

export const orderedServicesMessages = {
  search: `Söktexten får vara högst ${serviceSearchMaxLength} tecken.`,
  tab: 'Välj aktiva eller avslutade tjänster.',
  status: 'Välj en giltig status.',
  treatmentType: 'Välj en giltig åtgärdstyp.',
  sort: 'Välj en giltig sortering.',
  offset: 'Ogiltig sida i listan.',
} as const;

/** GET /api/v1/ordered-services: one tab, filtered and searched in the server. */
export const serviceOrderQuerySchema = z.object({
  state: z.enum(serviceOrderStates, { error: orderedServicesMessages.tab }),
  q: z.optional(
    z
      .string()
      .check(z.maxLength(serviceSearchMaxLength, { error: orderedServicesMessages.search })),
  ),
  status: z.optional(z.enum(stepStatusFilters, { error: orderedServicesMessages.status })),
  treatmentType: z.optional(
    z.enum(serviceTreatmentTypes, { error: orderedServicesMessages.treatmentType }),
  ),
  sort: z.optional(z.enum(serviceOrderSorts, { error: orderedServicesMessages.sort })),
  offset: z.optional(
    z.string().check(z.regex(/^\d{1,6}$/, { error: orderedServicesMessages.offset })),
  ),
});
export type ServiceOrderQuery = z.infer<typeof serviceOrderQuerySchema>;

export const serviceOrderSummarySchema = z.object({
  serviceOrderNumber: z.string(),
  /** The sub-project: the agreement the work belongs to. */
  subProject: z.string(),
  treatmentType: z.enum(serviceTreatmentTypes),
  estate: z.string(),
  state: z.enum(serviceOrderStates),
  signedOn: z.string(),
  totalAreaHa: z.number(),
  stepsCompleted: z.int(),
  stepsTotal: z.int(),
});
export type ServiceOrderSummary = z.infer<typeof serviceOrderSummarySchema>;

export const serviceOrderListSchema = z.object({
  orders: z.array(serviceOrderSummarySchema),
  /** How many match the query (all pages); the filter's "show" button says it. */
  total: z.int(),
  /** Orders in each tab, unfiltered. */
  counts: z.object({ active: z.int(), finished: z.int() }),
});
export type ServiceOrderList = z.infer<typeof serviceOrderListSchema>;

export const serviceOrderCountSchema = z.object({ total: z.int() });

export const treatmentUnitSchema = z.object({
  id: z.string(),
  number: z.int(),
  unitType: z.string(),
  treatmentType: z.enum(serviceTreatmentTypes),
  /** A unit in draft while an adviser prepares its work instructions (§4). */
  draft: z.boolean(),
  areaHa: z.number(),
  season: z.nullable(z.enum(treatmentSeasons)),
  seedlingSize: z.nullable(z.string()),
  treatment: z.nullable(z.string()),
  provenance: z.nullable(z.string()),
  productionSystem: z.nullable(z.string()),
  species: z.nullable(z.string()),
  totalSeedlings: z.nullable(z.int()),
  seedlingsPerHa: z.nullable(z.int()),
  volumePerHaM3fub: z.nullable(z.number()),
  startEarliest: z.nullable(z.string()),
});
export type TreatmentUnit = z.infer<typeof treatmentUnitSchema>;

export const serviceOrderDetailsSchema = z.object({
  ...serviceOrderSummarySchema.shape,
  worker: z.nullable(z.string()),
  totalVolumeM3fub: z.nullable(z.number()),
  lastModifiedAt: z.string(),
  responsibleManager: z.object({ name: z.string(), phone: z.nullable(z.string()) }),
  relatedLinks: z.array(z.object({ title: z.string(), url: z.string() })),
  hasMeasuredTimber: z.boolean(),
  treatmentUnits: z.array(treatmentUnitSchema),
});
export type ServiceOrderDetails = z.infer<typeof serviceOrderDetailsSchema>;

export const logSchema = z.object({ lengthCm: z.int(), diameterMm: z.int() });

export const measurementSchema = z.object({
  id: z.string(),
  assortment: z.string(),
  deliveryPlace: z.string(),
  measuredOn: z.string(),
  logOrderNumber: z.string(),
  accountingNumber: z.string(),
  quantityM3fub: z.number(),
  priceBasedQuantityM3fub: z.number(),
  grossQuantityM3fub: z.number(),
  finalMeasured: z.boolean(),
  valueSek: z.number(),
  additionsSek: z.number(),
  deductionsSek: z.number(),
  wreckCauses: z.array(z.string()),
  /** The log bill: each log's length (cm) and top diameter (mm). */
  logs: z.array(logSchema),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const assortmentTotalSchema = z.object({
  assortment: z.string(),
  quantityM3fub: z.number(),
  valueSek: z.number(),
  logCount: z.int(),
});
export type AssortmentTotal = z.infer<typeof assortmentTotalSchema>;

export const measuredTimberSchema = z.object({
  serviceOrderNumber: z.string(),
  subProject: z.string(),
  estate: z.string(),
  measurements: z.array(measurementSchema),
  totals: z.array(assortmentTotalSchema),
  total: z.object({ quantityM3fub: z.number(), valueSek: z.number(), logCount: z.int() }),
});
export type MeasuredTimber = z.infer<typeof measuredTimberSchema>;

/** GeoJSON in EPSG:3006 ([E, N] metres), as the map's overlays. */
const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(z.array(z.number()))),
});

export const serviceMapSchema = z.object({
  crs: z.literal('EPSG:3006'),
  units: z.array(
    z.object({
      id: z.string(),
      number: z.int(),
      treatmentType: z.enum(serviceTreatmentTypes),
      areaHa: z.number(),
      draft: z.boolean(),
      geometry: polygonSchema,
    }),
  ),
  siteInfo: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(siteInfoKinds),
      description: z.string(),
      /** SWEREF 99 TM metres. */
      position: z.object({ n: z.number(), e: z.number() }),
    }),
  ),
});
export type ServiceMap = z.infer<typeof serviceMapSchema>;

/** The list's search form: the same rule as the server's `q`. */
export const serviceSearchSchema = z.object({ q: serviceOrderQuerySchema.shape.q });

/** The filter modal's choices (§2.2): sort, status and treatment type (none: all types). */
export const serviceFilterSchema = z.object({
  sort: serviceOrderQuerySchema.shape.sort,
  status: serviceOrderQuerySchema.shape.status,
  treatmentType: serviceOrderQuerySchema.shape.treatmentType,
});
export type ServiceFilter = z.infer<typeof serviceFilterSchema>;
