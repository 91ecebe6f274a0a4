import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AreaGeometry } from '../../shared/contracts/mapOverlays.ts';
import { mapEstates, mapNotes, members } from '../db/schema.ts';

/** The bounding box of a geometry (SWEREF 99 TM metres), so the map's bbox query is plain SQL. */
const envelope = () => ({
  minE: doublePrecision('min_e').notNull(),
  minN: doublePrecision('min_n').notNull(),
  maxE: doublePrecision('max_e').notNull(),
  maxN: doublePrecision('max_n').notNull(),
});

/**
 * A forest management plan (skogsbruksplan) of one estate. `checked_out` is set while the
 * cooperative revises it: the owner cannot change it then (§4).
 */
export const myMapPlans = pgTable('my_map_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  estateId: uuid('estate_id')
    .notNull()
    .unique()
    .references(() => mapEstates.id),
  planDate: date('plan_date').notNull(),
  checkedOut: boolean('checked_out').notNull().default(false),
});

/** A compartment (avdelning) of a plan, with the owner's own edits and comment. */
export const myMapCompartments = pgTable(
  'my_map_compartments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => myMapPlans.id),
    number: text('number').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    age: integer('age').notNull(),
    maturityClass: text('maturity_class').notNull(),
    siteIndex: text('site_index').notNull(),
    volumeM3skPerHa: doublePrecision('volume_m3sk_per_ha').notNull(),
    growthM3skPerHaYear: doublePrecision('growth_m3sk_per_ha_year').notNull(),
    diameterCm: doublePrecision('diameter_cm').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    basalAreaM2PerHa: doublePrecision('basal_area_m2_per_ha').notNull(),
    sprucePercent: integer('spruce_percent').notNull(),
    pinePercent: integer('pine_percent').notNull(),
    deciduousPercent: integer('deciduous_percent').notNull(),
    managementClass: text('management_class').notNull(),
    soilMoisture: text('soil_moisture').notNull(),
    targetClass: text('target_class').notNull(),
    waterTargetClass: text('water_target_class'),
    comment: text('comment').notNull().default(''),
    editedByOwner: boolean('edited_by_owner').notNull().default(false),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    ...envelope(),
  },
  (t) => [
    unique('my_map_compartments_plan_number').on(t.planId, t.number),
    index('my_map_compartments_bbox_idx').on(t.planId, t.minE, t.maxE),
  ],
);

/** A proposed or performed activity (åtgärd) of a compartment. */
export const myMapActivities = pgTable(
  'my_map_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    compartmentId: uuid('compartment_id')
      .notNull()
      .references(() => myMapCompartments.id),
    status: text('status').notNull(),
    role: text('role').notNull(),
    type: text('type').notNull(),
    performer: text('performer').notNull(),
    startYear: integer('start_year').notNull(),
    endYear: integer('end_year').notNull(),
    harvestVolume: integer('harvest_volume'),
    unit: text('unit'),
    note: text('note').notNull().default(''),
    dateDone: date('date_done'),
    speciesShares: jsonb('species_shares')
      .$type<{ species: string; percent: number }[]>()
      .notNull()
      .default([]),
    createdByMemberId: uuid('created_by_member_id').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('my_map_activities_compartment_idx').on(t.compartmentId)],
);

/**
 * What my map adds to a map note (the map foundation's map_notes): the windthrow volume per
 * hectare, which decides the salvage duty (§9).
 */
export const myMapNoteDetails = pgTable('my_map_note_details', {
  noteId: uuid('note_id')
    .primaryKey()
    .references(() => mapNotes.id, { onDelete: 'cascade' }),
  volumeM3skPerHa: doublePrecision('volume_m3sk_per_ha'),
});
