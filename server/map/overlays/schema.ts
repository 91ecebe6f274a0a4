import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Geometry } from '../../../shared/contracts/mapOverlays.ts';
import {
  createdAt,
  envelopeColumns,
  memberRef,
  requiredRef,
  speciesMixColumns,
  uuidId,
} from '../../db/columns.ts';
import { members } from '../../db/schema.ts';

// Map overlays (issue 5): geometry is GeoJSON in SWEREF 99 TM (EPSG:3006, positions [E, N])
// kept as jsonb, with its bounding box in four columns so a bbox query is plain SQL on any
// PostgreSQL (no PostGIS). The estates and their owners are the portal's map of who owns
// what; the areas read them from here.

/** A member's estate (fastighet), owned alone or together with others. */
export const mapEstates = pgTable('map_estates', {
  id: uuidId(),
  designation: text('designation').notNull().unique(),
  municipality: text('municipality').notNull(),
  geometry: jsonb('geometry').$type<Geometry>().notNull(),
  ...envelopeColumns(),
});

/** The estate a row lies on: required, map_estates.id (everything on the map has one). */
const estateRef = () => requiredRef('estate_id', () => mapEstates.id);

/** Who owns an estate: every co-owner sees it and everything on it. */
export const mapEstateOwners = pgTable(
  'map_estate_owners',
  {
    estateId: estateRef(),
    memberId: memberRef(),
    /** The owner's share in percent, when known. */
    sharePercent: doublePrecision('share_percent'),
  },
  (t) => [
    primaryKey({ columns: [t.estateId, t.memberId] }),
    index('map_estate_owners_member_idx').on(t.memberId),
  ],
);

/** A compartment (avdelning) of the estate's forest management plan. */
export const mapCompartments = pgTable(
  'map_compartments',
  {
    id: uuidId(),
    estateId: estateRef(),
    number: text('number').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    ...speciesMixColumns(),
    age: integer('age').notNull(),
    volumeM3sk: doublePrecision('volume_m3sk').notNull(),
    siteIndex: text('site_index').notNull(),
    maturityClass: text('maturity_class').notNull(),
    targetClass: text('target_class').notNull(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [unique('map_compartments_estate_number').on(t.estateId, t.number)],
);

/** The automatic forest overview (auto plan): laser-scanned values per area of an estate. */
export const mapForestOverview = pgTable(
  'map_forest_overview',
  {
    id: uuidId(),
    estateId: estateRef(),
    compartmentId: uuid('compartment_id').references(() => mapCompartments.id),
    autoPlanId: text('auto_plan_id').notNull().unique(),
    landType: text('land_type').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    age: integer('age').notNull(),
    siteIndex: text('site_index').notNull(),
    diameterCm: doublePrecision('diameter_cm').notNull(),
    upperHeightM: doublePrecision('upper_height_m').notNull(),
    basalAreaM2PerHa: doublePrecision('basal_area_m2_per_ha').notNull(),
    volumeM3skPerHa: doublePrecision('volume_m3sk_per_ha').notNull(),
    ...speciesMixColumns(),
    measureDate: date('measure_date').notNull(),
    projectionDate: date('projection_date').notNull(),
    method: text('method').notNull(),
    divisionSource: text('division_source').notNull(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_forest_overview_estate_idx').on(t.estateId)],
);

/** A note on the map (memo, image memo, insect damage, windthrow) on one of the estates. */
export const mapNotes = pgTable(
  'map_notes',
  {
    id: uuidId(),
    estateId: estateRef(),
    createdByMemberId: uuid('created_by_member_id').references(() => members.id),
    type: text('type').notNull(),
    comment: text('comment').notNull(),
    /** Active, Executed or Obsolete. */
    status: text('status').notNull(),
    numberOfTrees: integer('number_of_trees'),
    mainTreeSpecies: text('main_tree_species'),
    forestType: text('forest_type'),
    executedBy: text('executed_by'),
    executedDate: date('executed_date'),
    createdAt: createdAt(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_notes_estate_idx').on(t.estateId)],
);

/** A landing (avlägg) on one of the estates, with the classes a haulier needs. */
export const mapLandings = pgTable(
  'map_landings',
  {
    id: uuidId(),
    estateId: estateRef(),
    name: text('name').notNull(),
    comment: text('comment'),
    carryingCapacityClass: text('carrying_capacity_class').notNull(),
    availabilityClass: text('availability_class').notNull(),
    passabilityClass: text('passability_class').notNull(),
    turningPointClass: text('turning_point_class').notNull(),
    reloadingClass: text('reloading_class').notNull(),
    plowedroadClass: text('plowedroad_class').notNull(),
    striproadClass: text('striproad_class').notNull(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_landings_estate_idx').on(t.estateId)],
);

/**
 * Shared map reference data (roads, road info points, insect risk, species observations,
 * valuable water, protected areas): one row per feature, `properties` checked by the
 * layer's zod schema (shared/contracts/mapOverlays.ts) on the way in and out.
 */
export const mapReferenceFeatures = pgTable(
  'map_reference_features',
  {
    id: uuidId(),
    layer: text('layer').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_reference_features_layer_idx').on(t.layer, t.minE, t.maxE)],
);
