import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AreaGeometry } from '../../shared/contracts/mapOverlays.ts';
import { sql } from 'drizzle-orm';
import {
  createdAt,
  envelopeColumns,
  memberRef,
  requiredRef,
  speciesMixColumns,
  uuidId,
} from '../db/columns.ts';
import { bytea, members } from '../db/schema.ts';
import { mapEstates, mapNotes } from '../map/overlays/schema.ts';
import { jobs } from '../jobs/schema.ts';

/**
 * A forest management plan (skogsbruksplan) of one estate. `checked_out` is set while the
 * cooperative revises it: the owner cannot change it then (§4).
 */
export const myMapPlans = pgTable('my_map_plans', {
  id: uuidId(),
  estateId: uuid('estate_id')
    .notNull()
    .unique()
    .references(() => mapEstates.id),
  planDate: date('plan_date').notNull(),
  checkedOut: boolean('checked_out').notNull().default(false),
  /** The growth season (1 May) the plan's figures have been projected to; null: never. */
  projectedTo: date('projected_to'),
});

/** A compartment (avdelning) of a plan, with the owner's own edits and comment. */
export const myMapCompartments = pgTable(
  'my_map_compartments',
  {
    id: uuidId(),
    planId: requiredRef('plan_id', () => myMapPlans.id),
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
    ...speciesMixColumns(),
    managementClass: text('management_class').notNull(),
    soilMoisture: text('soil_moisture').notNull(),
    targetClass: text('target_class').notNull(),
    waterTargetClass: text('water_target_class'),
    comment: text('comment').notNull().default(''),
    editedByOwner: boolean('edited_by_owner').notNull().default(false),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    ...envelopeColumns(),
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
    id: uuidId(),
    compartmentId: requiredRef('compartment_id', () => myMapCompartments.id),
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
    /** A road's steepest slope (%) and that stretch's length (§9 slope norms). */
    slopePercent: doublePrecision('slope_percent'),
    slopeLengthM: integer('slope_length_m'),
    createdByMemberId: uuid('created_by_member_id').references(() => members.id),
    createdAt: createdAt(),
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

/**
 * A plan's projection or report calculation: the job that runs it (its state and result)
 * and the Swedish day it was asked for. One report per plan and day (§9) is the partial
 * unique index, so two requests at once store one.
 */
export const myMapCalculations = pgTable(
  'my_map_calculations',
  {
    id: uuidId(),
    planId: requiredRef('plan_id', () => myMapPlans.id),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    jobId: requiredRef('job_id', () => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('my_map_calculations_report_per_day')
      .on(t.planId, t.day)
      .where(sql`${t.kind} = 'report'`),
    index('my_map_calculations_plan_idx').on(t.planId, t.createdAt),
  ],
);

/**
 * A note's image (§3 Note "images"), kept in the database like every other file: the portal
 * runs as several processes on one PostgreSQL. An upload belongs to the member it was sent
 * for (`member_id`) and has no note until a note is saved with it; a pending upload older
 * than a day is removed at the member's next upload. Deleting the note deletes its images.
 */
export const myMapNoteImages = pgTable(
  'my_map_note_images',
  {
    id: uuidId(),
    memberId: memberRef(),
    noteId: uuid('note_id').references(() => mapNotes.id, { onDelete: 'cascade' }),
    /** Order on the note (0 first). */
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('my_map_note_images_note_idx').on(t.noteId, t.position),
    index('my_map_note_images_pending_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.noteId} is null`),
  ],
);
