import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, requiredRef, timestamptz, uuidId } from '../db/columns.ts';
import type { Position } from '../../shared/contracts/mapOverlays.ts';
import { areaRowId } from '../kit/areaRowId.ts';

/**
 * Delivery notifications of an agreement (timber-production-map §3 Delivery, §4): Draft ->
 * Ongoing (notified) -> Closed with a finalDeliveryReason. One draft per agreement (a
 * partial unique index). `last_activity_at` drives the 30-day close job.
 */
export const timberDeliveries = pgTable(
  'timber_deliveries',
  {
    id: uuidId(),
    /** Shown as VO-<no> (the timber order number). */
    orderNo: serial('order_no').notNull().unique(),
    /** A timber agreement (timber-agreements' table). */
    agreementId: areaRowId('agreement_id', 'timber_agreements', { onDelete: 'cascade' }).notNull(),
    status: text('status').notNull().default('Draft'),
    finalDeliveryReason: text('final_delivery_reason'),
    /** Where the confirmation goes (§3 e-mail, several: §5 multi-text); null until completed. */
    emails: text('email').array(),
    transporterMessage: text('transporter_message'),
    eudrVolume: integer('eudr_volume'),
    /** shared/contracts/timber-deliveries.ts eudrStatuses. */
    eudrStatus: text('eudr_status').notNull().default('None'),
    /** The cooperative's note when it returned the origin for completion (eudrStatus Returned). */
    eudrReturnNote: text('eudr_return_note'),
    /** When the cooperative last ended the origin review (approved or returned): Händelser. */
    eudrReviewedAt: timestamptz('eudr_reviewed_at'),
    createdByMemberId: memberRef('created_by_member_id'),
    notifiedAt: timestamptz('notified_at'),
    closedAt: timestamptz('closed_at'),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('timber_deliveries_one_draft')
      .on(t.agreementId)
      .where(sql`${t.status} = 'Draft'`),
    index('timber_deliveries_agreement_idx').on(t.agreementId),
    check('timber_deliveries_status', sql`${t.status} in ('Draft','Ongoing','Closed')`),
    check(
      'timber_deliveries_closed_reason',
      sql`(${t.status} = 'Closed') = (${t.finalDeliveryReason} IS NOT NULL)`,
    ),
  ],
);

/** A landing (avlägg, §3): where the timber lies, in SWEREF 99 TM metres. */
export const timberLandings = pgTable(
  'timber_landings',
  {
    id: uuidId(),
    deliveryId: requiredRef('delivery_id', () => timberDeliveries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    e: doublePrecision('e').notNull(),
    n: doublePrecision('n').notNull(),
    carryingCapacityClass: text('carrying_capacity_class').notNull(),
    availabilityClass: text('availability_class').notNull(),
    passabilityClass: text('passability_class').notNull(),
    turningPointClass: text('turning_point_class').notNull(),
    reloadingClass: text('reloading_class').notNull(),
    plowedRoadClass: text('plowed_road_class').notNull(),
    stripRoadClass: text('strip_road_class').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('timber_landings_delivery_idx').on(t.deliveryId)],
);

/** An assortment on a landing (§3): one row per assortment and landing (a unique index). */
export const timberLandingAssortments = pgTable(
  'timber_landing_assortments',
  {
    id: uuidId(),
    landingId: requiredRef('landing_id', () => timberLandings.id, { onDelete: 'cascade' }),
    assortment: text('assortment').notNull(),
    volume: integer('volume').notNull(),
    /** ISO week 'YYYY-Www'; fixed once added (§4). */
    fellingWeek: text('felling_week').notNull(),
    sprucePercentage: integer('spruce_percentage').notNull(),
    origin: text('origin'),
    numberOfStacks: integer('number_of_stacks').notNull(),
    final: boolean('final').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('timber_landing_assortments_one').on(t.landingId, t.assortment),
    check(
      'timber_landing_assortments_bounds',
      sql`${t.numberOfStacks} BETWEEN 1 AND 99 AND ${t.sprucePercentage} BETWEEN 0 AND 100 AND ${t.volume} > 0`,
    ),
  ],
);

/**
 * A stack tag order (§3): one per delivery. Assortments and completion are locked until the
 * cooperative has handled it (staff-desk task `timberStackTagOrder`).
 */
export const timberStackTagOrders = pgTable('timber_stack_tag_orders', {
  id: uuidId(),
  deliveryId: uuid('delivery_id')
    .notNull()
    .unique()
    .references(() => timberDeliveries.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  lines: jsonb('lines').$type<{ assortment: string; tags: number }[]>().notNull(),
  expectedBy: date('expected_by').notNull(),
  handledAt: timestamptz('handled_at'),
  createdAt: createdAt(),
});

/** EUDR origin areas of a delivery: polygons in SWEREF 99 TM inside the agreement's estates. */
export const timberOriginAreas = pgTable(
  'timber_origin_areas',
  {
    id: uuidId(),
    deliveryId: requiredRef('delivery_id', () => timberDeliveries.id, { onDelete: 'cascade' }),
    rings: jsonb('rings').$type<Position[][]>().notNull(),
    compartmentIds: text('compartment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    areaHa: doublePrecision('area_ha').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('timber_origin_areas_delivery_idx').on(t.deliveryId)],
);
