import { z } from 'zod/mini';
import { featureFlagNames } from './featureFlags.ts';

/**
 * Map overlays (timber-production-map spec §2.4, §3 "Map reference data", §9): the layer list
 * GET /api/v1/map/layers and the GeoJSON of one overlay GET /api/v1/map/overlays/{layer}.
 * Every geometry is in SWEREF 99 TM (EPSG:3006) with positions as [E, N] in metres: x east,
 * y north, the GeoJSON order (EPSG:3006 itself names N first). Internal codes are English;
 * the labels below are what a member reads.
 */

/** Both calls need the My map read role (of the proxy when one is used). */
export const mapOverlayRole = 'Service_MyMap_Read';

/** The name the answers carry in their `crs` member (GeoJSON 2008 style). */
export const mapCrsName = 'EPSG:3006';
export const crsSchema = z.object({
  type: z.literal('name'),
  properties: z.object({ name: z.literal(mapCrsName) }),
});

// ---------------------------------------------------------------------------------------
// Geometry

const position = z.tuple([z.number(), z.number()]);
export const pointSchema = z.object({ type: z.literal('Point'), coordinates: position });
export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(position),
});
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(position)),
});
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position))),
});
const areaSchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export const geometrySchema = z.discriminatedUnion('type', [
  pointSchema,
  lineStringSchema,
  polygonSchema,
  multiPolygonSchema,
]);
export type Position = z.infer<typeof position>;
export type Geometry = z.infer<typeof geometrySchema>;
export type PointGeometry = z.infer<typeof pointSchema>;
export type LineStringGeometry = z.infer<typeof lineStringSchema>;
export type AreaGeometry = z.infer<typeof areaSchema>;

// ---------------------------------------------------------------------------------------
// Codes and their Swedish names

const isoDate = z.iso.date();
const share = z.int().check(z.gte(0), z.lte(100));
const nonNegative = z.number().check(z.gte(0));

/** §3/§9: spruce, pine or deciduous when its share exceeds 65 %, otherwise mixed. */
export const dominantSpeciesThreshold = 65;
export const dominantSpeciesCodes = ['spruce', 'pine', 'deciduous', 'mixed'] as const;
export type DominantSpecies = (typeof dominantSpeciesCodes)[number];
export const dominantSpeciesLabels: Record<DominantSpecies, string> = {
  spruce: 'Gran',
  pine: 'Tall',
  deciduous: 'Löv',
  mixed: 'Blandskog',
};

/** The dominant species of tree species shares in percent (§3 auto plan, §9 threshold). */
export function dominantSpecies(shares: {
  sprucePercent: number;
  pinePercent: number;
  deciduousPercent: number;
}): DominantSpecies {
  if (shares.sprucePercent > dominantSpeciesThreshold) return 'spruce';
  if (shares.pinePercent > dominantSpeciesThreshold) return 'pine';
  if (shares.deciduousPercent > dominantSpeciesThreshold) return 'deciduous';
  return 'mixed';
}

/** §3 road attributes and §9: carrying classes and their highest gross weight in tonnes. */
export const carryingClasses = ['BK1', 'BK2', 'BK3', 'BK4'] as const;
export type CarryingClass = (typeof carryingClasses)[number];
export const carryingClassMaxTonnes: Record<CarryingClass, number> = {
  BK1: 64,
  BK2: 51,
  BK3: 37,
  BK4: 74,
};
export const carryingClassLabels: Record<CarryingClass, string> = {
  BK1: 'BK1 (högst 64 ton)',
  BK2: 'BK2 (högst 51 ton)',
  BK3: 'BK3 (högst 37 ton)',
  BK4: 'BK4 (högst 74 ton)',
};

/** §3: a road's availability class A-D (when in the year a timber truck gets through). */
export const roadAvailabilityClasses = ['A', 'B', 'C', 'D'] as const;
export type RoadAvailabilityClass = (typeof roadAvailabilityClasses)[number];
export const roadAvailabilityLabels: Record<RoadAvailabilityClass, string> = {
  A: 'A – året runt',
  B: 'B – året runt utom vid tjällossning',
  C: 'C – torrperiod och vinter',
  D: 'D – endast vid tjäle',
};

/** §3: functional road classes of the roads shown (forest and small roads). */
export const functionalRoadClasses = [7, 8, 9] as const;

export const roadInfoPointKinds = ['turningPoint', 'obstacle', 'bridge'] as const;
export const roadInfoPointKindLabels: Record<(typeof roadInfoPointKinds)[number], string> = {
  turningPoint: 'Vändplats',
  obstacle: 'Hinder',
  bridge: 'Bro',
};

/** §3: insect risk levels. */
export const insectRiskLevels = ['high', 'medium', 'increased'] as const;
export const insectRiskLevelLabels: Record<(typeof insectRiskLevels)[number], string> = {
  high: 'Hög',
  medium: 'Medel',
  increased: 'Förhöjd',
};

/** §3: red-list categories (Rödlistan, IUCN). */
export const redlistCategories = ['LC', 'DD', 'NT', 'VU', 'EN', 'CR', 'RE'] as const;
export type RedlistCategory = (typeof redlistCategories)[number];
export const redlistCategoryLabels: Record<RedlistCategory, string> = {
  LC: 'LC – livskraftig',
  DD: 'DD – kunskapsbrist',
  NT: 'NT – nära hotad',
  VU: 'VU – sårbar',
  EN: 'EN – starkt hotad',
  CR: 'CR – akut hotad',
  RE: 'RE – nationellt utdöd',
};

/** §3 ownership kinds (ägoslag), the land type of the automatic forest overview. */
export const landTypes = ['mire', 'water', 'freeholdLand', 'mountain', 'otherLand'] as const;
export const landTypeLabels: Record<(typeof landTypes)[number], string> = {
  mire: 'Myr',
  water: 'Vatten',
  freeholdLand: 'Fastmark',
  mountain: 'Fjäll',
  otherLand: 'Övrig mark',
};

/** §3 plan compartment: maturity (harvest) classes. */
export const maturityClasses = [
  'K1',
  'K2',
  'R1',
  'R2',
  'G1',
  'G2',
  'S1',
  'S2',
  'S3',
  'E1',
  'E2',
  'E3',
  'ÖF',
  'ÖV',
] as const;

/** §3 plan compartment: forest target classes. */
export const targetClasses = ['PG', 'K', 'NO', 'NS'] as const;
export const targetClassLabels: Record<(typeof targetClasses)[number], string> = {
  PG: 'PG – produktion med generell hänsyn',
  K: 'K – kombinerat mål',
  NO: 'NO – naturvård orört',
  NS: 'NS – naturvård skötsel',
};

/** §3 note: type and status ('Executed'; the spec's source spells it 'Excecuted'). */
export const noteTypes = ['Memo', 'ImageMemo', 'InsectDamage', 'Windthrow'] as const;
export const noteTypeLabels: Record<(typeof noteTypes)[number], string> = {
  Memo: 'Anteckning',
  ImageMemo: 'Bildanteckning',
  InsectDamage: 'Insektsskada',
  Windthrow: 'Stormfällning',
};
export const noteStatuses = ['Active', 'Executed', 'Obsolete'] as const;
/** The suffix the select-feature popup puts after a note ("Insektsskada (aktiv)"). */
export const noteStatusLabels: Record<(typeof noteStatuses)[number], string> = {
  Active: 'aktiv',
  Executed: 'utförd',
  Obsolete: 'inaktuell',
};
export const noteForestTypes = ['SmallThinning', 'LargeThinning', 'FinalFelling'] as const;
export const noteForestTypeLabels: Record<(typeof noteForestTypes)[number], string> = {
  SmallThinning: 'Klen gallring',
  LargeThinning: 'Grov gallring',
  FinalFelling: 'Slutavverkning',
};
export const treeSpecies = ['spruce', 'pine', 'deciduous'] as const;
/** §9: a note comment holds at most 1000 characters, a landing name 150. */
export const noteCommentMaxLength = 1000;
export const landingNameMaxLength = 150;

/** §3 landing classes. */
export const landingAvailabilityClasses = ['Unlimited', 'SlightlyLimited', 'Limited'] as const;
export const landingPassabilityClasses = [
  'UnlimitedWithTrailer',
  'Unlimited',
  'SlightlyLimited',
  'Limited',
] as const;
export const landingTurningPointClasses = [
  'Unlimited',
  'SlightlyLimited',
  'Limited',
  'VeryLimited',
] as const;
export const landingReloadingClasses = [
  'ReloadingToTrailerNotRequired',
  'ReloadingToTrailerRequired',
] as const;
export const landingPlowedRoadClasses = ['Regularly', 'Unknown'] as const;
export const landingStripRoadClasses = ['Zero', 'LandingAtStriproad'] as const;

export const valuableWaterTypes = ['stream', 'lake'] as const;
export const valuableWaterValues = ['nature', 'fishing', 'culture'] as const;
export const protectedAreaKinds = [
  'natureReserve',
  'habitatProtection',
  'natura2000',
  'natureConservationAgreement',
  'waterProtection',
] as const;

/**
 * §2.4 special-care objects (hänsynsobjekt): what a felling must leave standing or go round.
 * The spec names the layer only; these types are the ones a forest owner meets in a plan.
 */
export const specialCareObjectTypes = [
  'culturalHeritage',
  'natureValueTree',
  'bufferZone',
  'retentionPatch',
] as const;
export type SpecialCareObjectType = (typeof specialCareObjectTypes)[number];
export const specialCareObjectTypeLabels: Record<SpecialCareObjectType, string> = {
  culturalHeritage: 'Kulturlämning',
  natureValueTree: 'Naturvärdesträd',
  bufferZone: 'Skyddszon',
  retentionPatch: 'Hänsynsyta',
};

// Landing classes (timber §3): the one set of Swedish names and values that the landing form,
// the landing view (components/timber-deliveries) and the map's popup all show, so a member
// reads the same words in each (issue 28). Keyed by the API's field names (the overlay's
// plowedroadClass and striproadClass are the spec's spelling of the last two).
export const landingClassNames = {
  carryingCapacityClass: 'Bärighetsklass',
  availabilityClass: 'Tillgänglighet',
  passabilityClass: 'Framkomlighet',
  turningPointClass: 'Vändplats',
  reloadingClass: 'Omlastning',
  plowedRoadClass: 'Plogning',
  stripRoadClass: 'Stickväg',
} as const;
const landingLimitLabels = {
  Unlimited: 'Obegränsad',
  SlightlyLimited: 'Något begränsad',
  Limited: 'Begränsad',
} as const;
export const landingClassValueLabels = {
  carryingCapacityClass: carryingClassLabels,
  availabilityClass: landingLimitLabels,
  passabilityClass: { UnlimitedWithTrailer: 'Obegränsad, även med släp', ...landingLimitLabels },
  turningPointClass: { ...landingLimitLabels, VeryLimited: 'Mycket begränsad' },
  reloadingClass: {
    ReloadingToTrailerNotRequired: 'Omlastning till släp behövs inte',
    ReloadingToTrailerRequired: 'Omlastning till släp behövs',
  },
  plowedRoadClass: { Regularly: 'Plogas regelbundet', Unknown: 'Okänt' },
  stripRoadClass: { Zero: 'Inte vid stickväg', LandingAtStriproad: 'Vid stickväg' },
} as const;
const treeSpeciesLabels: Record<(typeof treeSpecies)[number], string> = {
  spruce: 'Gran',
  pine: 'Tall',
  deciduous: 'Löv',
};
export const protectedAreaKindLabels: Record<(typeof protectedAreaKinds)[number], string> = {
  natureReserve: 'Naturreservat',
  habitatProtection: 'Biotopskyddsområde',
  natura2000: 'Natura 2000-område',
  natureConservationAgreement: 'Naturvårdsavtal',
  waterProtection: 'Vattenskyddsområde',
};

// ---------------------------------------------------------------------------------------
// Feature properties per layer

export const estatePropertiesSchema = z.object({
  designation: z.string(),
  municipality: z.string(),
  areaHa: nonNegative,
  /** True when the estate has more owners than the member. */
  coOwned: z.boolean(),
  ownerCount: z.int().check(z.gte(1)),
});

export const compartmentPropertiesSchema = z.object({
  estateId: z.string(),
  estateDesignation: z.string(),
  number: z.string(),
  areaHa: nonNegative,
  sprucePercent: share,
  pinePercent: share,
  deciduousPercent: share,
  dominantSpecies: z.enum(dominantSpeciesCodes),
  age: z.int().check(z.gte(0)),
  volumeM3sk: nonNegative,
  volumeM3skPerHa: nonNegative,
  siteIndex: z.string(),
  maturityClass: z.enum(maturityClasses),
  targetClass: z.enum(targetClasses),
});

export const forestOverviewPropertiesSchema = z.object({
  estateId: z.string(),
  autoPlanId: z.string(),
  compartmentNumber: z.nullable(z.string()),
  landType: z.enum(landTypes),
  areaHa: nonNegative,
  age: z.int().check(z.gte(0)),
  siteIndex: z.string(),
  diameterCm: nonNegative,
  upperHeightM: nonNegative,
  basalAreaM2PerHa: nonNegative,
  volumeM3skPerHa: nonNegative,
  sprucePercent: share,
  pinePercent: share,
  deciduousPercent: share,
  dominantSpecies: z.enum(dominantSpeciesCodes),
  measureDate: isoDate,
  projectionDate: isoDate,
  method: z.string(),
  divisionSource: z.string(),
});

export const notePropertiesSchema = z.object({
  estateId: z.string(),
  type: z.enum(noteTypes),
  comment: z.string().check(z.maxLength(noteCommentMaxLength)),
  status: z.enum(noteStatuses),
  createdAt: isoDate,
  numberOfTrees: z.nullable(z.int().check(z.gte(0))),
  mainTreeSpecies: z.nullable(z.enum(treeSpecies)),
  forestType: z.nullable(z.enum(noteForestTypes)),
  executedBy: z.nullable(z.string()),
  executedDate: z.nullable(isoDate),
});

export const landingPropertiesSchema = z.object({
  estateId: z.string(),
  name: z.string().check(z.minLength(1), z.maxLength(landingNameMaxLength)),
  comment: z.nullable(z.string()),
  carryingCapacityClass: z.enum(carryingClasses),
  availabilityClass: z.enum(landingAvailabilityClasses),
  passabilityClass: z.enum(landingPassabilityClasses),
  turningPointClass: z.enum(landingTurningPointClasses),
  reloadingClass: z.enum(landingReloadingClasses),
  plowedroadClass: z.enum(landingPlowedRoadClasses),
  striproadClass: z.enum(landingStripRoadClasses),
});

export const roadPropertiesSchema = z.object({
  roadName: z.nullable(z.string()),
  roadNumber: z.nullable(z.string()),
  functionalRoadClass: z.union([z.literal(7), z.literal(8), z.literal(9)]),
  carryingClass: z.enum(carryingClasses),
  /** Derived from the carrying class (§9), so a popup need not know the table. */
  maxGrossWeightTonnes: z.number(),
  /** Framkomlighetsklass 1 (best) to 4 (a car at most). */
  accessibilityClass: z.nullable(z.int().check(z.gte(1), z.lte(4))),
  availabilityClass: z.enum(roadAvailabilityClasses),
  widthM: z.nullable(nonNegative),
  holder: z.nullable(z.string()),
  surface: z.nullable(z.string()),
  lengthM: nonNegative,
  nvdbId: z.nullable(z.string()),
  downgradeReasons: z.array(z.string()),
  visitDate: z.nullable(isoDate),
  slopePercent: z.nullable(nonNegative),
});

export const roadInfoPointPropertiesSchema = z.object({
  kind: z.enum(roadInfoPointKinds),
  obstacleType: z.nullable(z.string()),
  /** What turns there: for example "Timmerbil med släp". */
  turning: z.nullable(z.string()),
  description: z.string(),
});

export const insectRiskPropertiesSchema = z.object({
  level: z.enum(insectRiskLevels),
  pest: z.string(),
  assessedDate: isoDate,
  description: z.string(),
});

export const speciesObservationPropertiesSchema = z.object({
  speciesName: z.string(),
  scientificName: z.string(),
  eventDate: isoDate,
  coordinateUncertaintyM: nonNegative,
  redlistCategory: z.enum(redlistCategories),
  protectedByLaw: z.boolean(),
  prioritisedBirdSpecies: z.boolean(),
  actionPlan: z.boolean(),
});

export const valuableWaterPropertiesSchema = z.object({
  name: z.string(),
  waterType: z.enum(valuableWaterTypes),
  values: z.array(z.enum(valuableWaterValues)),
  waterId: z.string(),
  description: z.string(),
});

export const protectedAreaPropertiesSchema = z.object({
  name: z.string(),
  kind: z.enum(protectedAreaKinds),
  decisionDate: z.nullable(isoDate),
  authority: z.string(),
  areaHa: nonNegative,
});

export const specialCareObjectPropertiesSchema = z.object({
  type: z.enum(specialCareObjectTypes),
  description: z.string(),
  /** Who registered it: for example Riksantikvarieämbetet or the forest inspector. */
  source: z.string(),
  registeredDate: z.nullable(isoDate),
});

// ---------------------------------------------------------------------------------------
// Layers

/** Layers with a GeoJSON answer at /api/v1/map/overlays/{layer}. */
export const memberOverlayLayers = [
  'estates',
  'compartments',
  'forestOverview',
  'notes',
  'landings',
] as const;
/** Shared reference data: the same for every member, always asked for with a bbox. */
export const referenceOverlayLayers = [
  'roads',
  'roadInfoPoints',
  'insectRisk',
  'speciesObservations',
  'valuableWater',
  'protectedAreas',
  'specialCareObjects',
] as const;
export const overlayLayers = [...memberOverlayLayers, ...referenceOverlayLayers] as const;
export type MemberOverlayLayer = (typeof memberOverlayLayers)[number];
export type ReferenceOverlayLayer = (typeof referenceOverlayLayers)[number];
export type OverlayLayer = (typeof overlayLayers)[number];

export function isOverlayLayer(value: string): value is OverlayLayer {
  return (overlayLayers as readonly string[]).includes(value);
}
export function isReferenceLayer(value: OverlayLayer): value is ReferenceOverlayLayer {
  return (referenceOverlayLayers as readonly string[]).includes(value);
}

export const overlayPropertySchemas = {
  estates: estatePropertiesSchema,
  compartments: compartmentPropertiesSchema,
  forestOverview: forestOverviewPropertiesSchema,
  notes: notePropertiesSchema,
  landings: landingPropertiesSchema,
  roads: roadPropertiesSchema,
  roadInfoPoints: roadInfoPointPropertiesSchema,
  insectRisk: insectRiskPropertiesSchema,
  speciesObservations: speciesObservationPropertiesSchema,
  valuableWater: valuableWaterPropertiesSchema,
  protectedAreas: protectedAreaPropertiesSchema,
  specialCareObjects: specialCareObjectPropertiesSchema,
} as const;

export const overlayGeometrySchemas = {
  estates: areaSchema,
  compartments: areaSchema,
  forestOverview: areaSchema,
  notes: pointSchema,
  landings: pointSchema,
  roads: lineStringSchema,
  roadInfoPoints: pointSchema,
  insectRisk: areaSchema,
  speciesObservations: pointSchema,
  valuableWater: z.discriminatedUnion('type', [lineStringSchema, polygonSchema]),
  protectedAreas: areaSchema,
  /** A single object (a remain, a tree) is a point; a zone or a patch an area. */
  specialCareObjects: z.discriminatedUnion('type', [
    pointSchema,
    polygonSchema,
    multiPolygonSchema,
  ]),
} as const;

export type OverlayProperties<L extends OverlayLayer> = z.infer<(typeof overlayPropertySchemas)[L]>;
export type OverlayGeometry<L extends OverlayLayer> = z.infer<(typeof overlayGeometrySchemas)[L]>;

function featureSchema<L extends OverlayLayer>(layer: L) {
  return z.object({
    type: z.literal('Feature'),
    id: z.string(),
    geometry: overlayGeometrySchemas[layer],
    properties: overlayPropertySchemas[layer],
  });
}

function collectionSchema<L extends OverlayLayer>(layer: L) {
  return z.object({
    type: z.literal('FeatureCollection'),
    layer: z.literal(layer),
    crs: crsSchema,
    features: z.array(featureSchema(layer)),
  });
}

/** One feature of a layer's answer: the server checks a large answer a feature at a time. */
export const overlayFeatureSchemas = Object.fromEntries(
  overlayLayers.map((layer) => [layer, featureSchema(layer)]),
) as { [L in OverlayLayer]: ReturnType<typeof featureSchema<L>> };

/** The answer of GET /api/v1/map/overlays/{layer}, per layer. */
export const overlayCollectionSchemas = {
  estates: collectionSchema('estates'),
  compartments: collectionSchema('compartments'),
  forestOverview: collectionSchema('forestOverview'),
  notes: collectionSchema('notes'),
  landings: collectionSchema('landings'),
  roads: collectionSchema('roads'),
  roadInfoPoints: collectionSchema('roadInfoPoints'),
  insectRisk: collectionSchema('insectRisk'),
  speciesObservations: collectionSchema('speciesObservations'),
  valuableWater: collectionSchema('valuableWater'),
  protectedAreas: collectionSchema('protectedAreas'),
  specialCareObjects: collectionSchema('specialCareObjects'),
} as const;
export type OverlayCollection<L extends OverlayLayer> = z.infer<
  (typeof overlayCollectionSchemas)[L]
>;
export type OverlayFeature<L extends OverlayLayer> = OverlayCollection<L>['features'][number];

/** Attributes a popup shows, in this order, with their Swedish labels (ids left out). */
type Labels<L extends OverlayLayer> = Partial<Record<keyof OverlayProperties<L>, string>>;
export const overlayAttributeLabels: { [L in OverlayLayer]: Labels<L> } = {
  estates: {
    designation: 'Fastighetsbeteckning',
    municipality: 'Kommun',
    areaHa: 'Areal (ha)',
    coOwned: 'Samägd',
    ownerCount: 'Antal ägare',
  },
  compartments: {
    number: 'Avdelning',
    estateDesignation: 'Fastighet',
    areaHa: 'Areal (ha)',
    dominantSpecies: 'Huvudträdslag',
    sprucePercent: 'Andel gran (%)',
    pinePercent: 'Andel tall (%)',
    deciduousPercent: 'Andel löv (%)',
    age: 'Ålder (år)',
    volumeM3sk: 'Virkesförråd (m³sk)',
    volumeM3skPerHa: 'Virkesförråd (m³sk/ha)',
    siteIndex: 'Ståndortsindex',
    maturityClass: 'Huggningsklass',
    targetClass: 'Målklass',
  },
  forestOverview: {
    autoPlanId: 'Id i skogsöversikten',
    compartmentNumber: 'Avdelning',
    landType: 'Ägoslag',
    areaHa: 'Areal (ha)',
    dominantSpecies: 'Huvudträdslag',
    age: 'Ålder (år)',
    siteIndex: 'Ståndortsindex',
    diameterCm: 'Medeldiameter (cm)',
    upperHeightM: 'Övre höjd (m)',
    basalAreaM2PerHa: 'Grundyta (m²/ha)',
    volumeM3skPerHa: 'Virkesförråd (m³sk/ha)',
    sprucePercent: 'Andel gran (%)',
    pinePercent: 'Andel tall (%)',
    deciduousPercent: 'Andel löv (%)',
    measureDate: 'Mätdatum',
    projectionDate: 'Framskriven till',
    method: 'Metod',
    divisionSource: 'Indelning',
  },
  notes: {
    type: 'Typ',
    status: 'Status',
    comment: 'Kommentar',
    createdAt: 'Skapad',
    numberOfTrees: 'Antal träd',
    mainTreeSpecies: 'Huvudträdslag',
    forestType: 'Skogstyp',
    executedBy: 'Utförd av',
    executedDate: 'Utförd datum',
  },
  landings: {
    name: 'Namn',
    comment: 'Kommentar',
    carryingCapacityClass: landingClassNames.carryingCapacityClass,
    availabilityClass: landingClassNames.availabilityClass,
    passabilityClass: landingClassNames.passabilityClass,
    turningPointClass: landingClassNames.turningPointClass,
    reloadingClass: landingClassNames.reloadingClass,
    plowedroadClass: landingClassNames.plowedRoadClass,
    striproadClass: landingClassNames.stripRoadClass,
  },
  roads: {
    roadName: 'Vägnamn',
    roadNumber: 'Vägnummer',
    functionalRoadClass: 'Funktionell vägklass',
    carryingClass: 'Bärighetsklass',
    maxGrossWeightTonnes: 'Högsta bruttovikt (ton)',
    accessibilityClass: 'Framkomlighetsklass',
    availabilityClass: 'Tillgänglighet',
    widthM: 'Vägbredd (m)',
    holder: 'Väghållare',
    surface: 'Slitlager',
    lengthM: 'Längd (m)',
    nvdbId: 'NVDB-id',
    downgradeReasons: 'Orsak till nedklassning',
    visitDate: 'Inventerad',
    slopePercent: 'Lutning (%)',
  },
  roadInfoPoints: {
    kind: 'Typ',
    obstacleType: 'Typ av hinder',
    turning: 'Vändning',
    description: 'Beskrivning',
  },
  insectRisk: {
    level: 'Risknivå',
    pest: 'Skadegörare',
    assessedDate: 'Bedömd',
    description: 'Beskrivning',
  },
  speciesObservations: {
    speciesName: 'Art',
    scientificName: 'Vetenskapligt namn',
    redlistCategory: 'Rödlistekategori',
    eventDate: 'Fynddatum',
    coordinateUncertaintyM: 'Noggrannhet (m)',
    protectedByLaw: 'Fridlyst',
    prioritisedBirdSpecies: 'Prioriterad fågelart',
    actionPlan: 'Åtgärdsprogram finns',
  },
  valuableWater: {
    name: 'Namn',
    waterType: 'Typ av vatten',
    values: 'Värden',
    waterId: 'Vatten-id',
    description: 'Beskrivning',
  },
  protectedAreas: {
    name: 'Namn',
    kind: 'Skyddsform',
    decisionDate: 'Beslutsdatum',
    authority: 'Beslutande myndighet',
    areaHa: 'Areal (ha)',
  },
  specialCareObjects: {
    type: 'Typ av hänsyn',
    description: 'Beskrivning',
    source: 'Källa',
    registeredDate: 'Registrerad',
  },
};

/** Swedish names of coded values, per layer and attribute, for the feature info popups. */
type ValueLabels<L extends OverlayLayer> = Partial<
  Record<keyof OverlayProperties<L>, Record<string, string>>
>;
export const overlayValueLabels: { [L in OverlayLayer]: ValueLabels<L> } = {
  estates: {},
  compartments: { dominantSpecies: dominantSpeciesLabels, targetClass: targetClassLabels },
  forestOverview: { dominantSpecies: dominantSpeciesLabels, landType: landTypeLabels },
  notes: {
    type: noteTypeLabels,
    status: noteStatusLabels,
    mainTreeSpecies: treeSpeciesLabels,
    forestType: noteForestTypeLabels,
  },
  landings: {
    carryingCapacityClass: landingClassValueLabels.carryingCapacityClass,
    availabilityClass: landingClassValueLabels.availabilityClass,
    passabilityClass: landingClassValueLabels.passabilityClass,
    turningPointClass: landingClassValueLabels.turningPointClass,
    reloadingClass: landingClassValueLabels.reloadingClass,
    plowedroadClass: landingClassValueLabels.plowedRoadClass,
    striproadClass: landingClassValueLabels.stripRoadClass,
  },
  roads: { carryingClass: carryingClassLabels, availabilityClass: roadAvailabilityLabels },
  roadInfoPoints: { kind: roadInfoPointKindLabels },
  insectRisk: { level: insectRiskLevelLabels },
  speciesObservations: { redlistCategory: redlistCategoryLabels },
  valuableWater: {
    waterType: { stream: 'Vattendrag', lake: 'Sjö' },
    values: { nature: 'Naturvärden', fishing: 'Fiskevärden', culture: 'Kulturvärden' },
  },
  protectedAreas: { kind: protectedAreaKindLabels },
  specialCareObjects: { type: specialCareObjectTypeLabels },
};

// ---------------------------------------------------------------------------------------
// GET /api/v1/map/layers

export const layerGroups = ['myForest', 'forestPlan', 'forestData', 'roads', 'nature'] as const;
/**
 * overlay: GeoJSON from /api/v1/map/overlays/{id}; theme: the overlay `source` drawn by the
 * attribute `themeAttribute`; raster: the tile layer `source` of /map/proxy/tiles/.
 */
export const layerKinds = ['overlay', 'theme', 'raster'] as const;

export const layerGroupSchema = z.object({
  id: z.enum(layerGroups),
  name: z.string(),
  helpText: z.nullable(z.string()),
});
export const layerInfoSchema = z.object({
  id: z.string(),
  group: z.enum(layerGroups),
  name: z.string(),
  helpText: z.string(),
  kind: z.enum(layerKinds),
  source: z.nullable(z.string()),
  themeAttribute: z.nullable(z.string()),
  /** Reference overlays answer only with a bbox. */
  requiresBbox: z.boolean(),
  visibleByDefault: z.boolean(),
  /** A feature flag that must be on for the layer to show and be served (spec §2.4). */
  featureFlag: z.nullable(z.enum(featureFlagNames)),
});
export const layerListSchema = z.object({
  crs: z.literal(mapCrsName),
  groups: z.array(layerGroupSchema),
  layers: z.array(layerInfoSchema),
});
export type LayerGroup = z.infer<typeof layerGroupSchema>;
export type LayerInfo = z.infer<typeof layerInfoSchema>;
export type LayerList = z.infer<typeof layerListSchema>;

// ---------------------------------------------------------------------------------------
// The bbox parameter

/** minE, minN, maxE, maxN in metres (SWEREF 99 TM). */
export interface Bbox {
  minE: number;
  minN: number;
  maxE: number;
  maxN: number;
}
/** Where SWEREF 99 TM is used (Sweden and its waters, with a margin). */
export const swerefExtent: Bbox = {
  minE: 100_000,
  minN: 6_000_000,
  maxE: 1_100_000,
  maxN: 7_900_000,
};
/**
 * The largest side of a bbox the API answers (20 km: a wide forest-estate view), so one
 * call cannot ask for a county; the map asks for the middle of a larger view.
 */
export const bboxMaxSideM = 20_000;
/** The most features one overlay answer holds; more answers 400 mapTooManyFeatures. */
export const overlayMaxFeatures = 2000;

/** The query value the API expects: "minE,minN,maxE,maxN". */
export function formatBbox(bbox: Bbox): string {
  // Whole metres, rounded outwards so the asked area is never smaller than the view.
  return [
    Math.floor(bbox.minE),
    Math.floor(bbox.minN),
    Math.ceil(bbox.maxE),
    Math.ceil(bbox.maxN),
  ].join(',');
}
