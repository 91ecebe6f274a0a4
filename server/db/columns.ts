import {
  bigint,
  doublePrecision,
  integer,
  timestamp,
  uuid,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * Column builders more than one area's tables use (drizzle.config.ts reads the schema files
 * that call them). A builder is a function: each table needs fresh column objects.
 */

/**
 * Money in integer öre (DESIGN: money is integer öre): bigint, read as a number, exact to
 * 2^53 öre (about 90 000 billion kronor).
 */
export const ore = (name: string) => bigint(name, { mode: 'number' });

/**
 * A geometry's bounding box in metres (SWEREF 99 TM), beside its GeoJSON, so a bbox query is
 * plain SQL on any PostgreSQL (no PostGIS).
 */
export const envelopeColumns = () => ({
  minE: doublePrecision('min_e').notNull(),
  minN: doublePrecision('min_n').notNull(),
  maxE: doublePrecision('max_e').notNull(),
  maxN: doublePrecision('max_n').notNull(),
});

/**
 * A stand's tree species mix in whole percent (spruce, pine, deciduous), as forest plans and
 * the laser-scanned overview give it: the map's compartments and overview and my map's plan.
 */
export const speciesMixColumns = () => ({
  sprucePercent: integer('spruce_percent').notNull(),
  pinePercent: integer('pine_percent').notNull(),
  deciduousPercent: integer('deciduous_percent').notNull(),
});

/** A row's own id: a random uuid. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A member the row belongs to, or who wrote it: required, members.id. */
export const memberRef = (name = 'member_id') =>
  uuid(name)
    .notNull()
    .references(() => members.id);

/**
 * A required reference to another table's row (`target`: () => table.id), with its foreign
 * key's actions (onDelete) where it has any.
 */
export const requiredRef = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).notNull().references(target, actions);

/** A point in time: every timestamp column is `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
