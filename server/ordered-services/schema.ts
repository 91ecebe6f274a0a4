import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberRef, requiredRef, timestamptz, uuidId } from '../db/columns.ts';

/**
 * A work order (object instruction, timber-production-map §3) the cooperative runs for a
 * member. `searchText` is what the list's search matches (number, agreement, estate, type in
 * Swedish), lower case, written with the row so a search is one indexed scan per member.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuidId(),
    memberId: memberRef(),
    serviceOrderNumber: text('service_order_number').notNull().unique(),
    subProject: text('sub_project').notNull(),
    /** shared/contracts/ordered-services.ts serviceTreatmentTypes. */
    treatmentType: text('treatment_type').notNull(),
    estate: text('estate').notNull(),
    /** active | finished. */
    state: text('state').notNull(),
    signedOn: date('signed_on').notNull(),
    totalAreaHa: doublePrecision('total_area_ha').notNull(),
    stepsCompleted: integer('steps_completed').notNull(),
    stepsTotal: integer('steps_total').notNull(),
    worker: text('worker'),
    totalVolumeM3fub: doublePrecision('total_volume_m3fub'),
    lastModifiedAt: timestamptz('last_modified_at').notNull(),
    managerName: text('manager_name').notNull(),
    managerPhone: text('manager_phone'),
    relatedLinks: jsonb('related_links').$type<{ title: string; url: string }[]>().notNull(),
    searchText: text('search_text').notNull(),
  },
  (table) => [index('service_orders_member_idx').on(table.memberId, table.state, table.signedOn)],
);

/** A treatment unit (åtgärdsobjekt) of a work order, with its outline (EPSG:3006). */
export const serviceTreatmentUnits = pgTable(
  'service_treatment_units',
  {
    id: uuid('id').primaryKey(),
    orderId: requiredRef('order_id', () => serviceOrders.id),
    number: integer('number').notNull(),
    unitType: text('unit_type').notNull(),
    treatmentType: text('treatment_type').notNull(),
    draft: boolean('draft').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    season: text('season'),
    seedlingSize: text('seedling_size'),
    treatment: text('treatment'),
    provenance: text('provenance'),
    productionSystem: text('production_system'),
    species: text('species'),
    totalSeedlings: integer('total_seedlings'),
    seedlingsPerHa: integer('seedlings_per_ha'),
    volumePerHaM3fub: doublePrecision('volume_per_ha_m3fub'),
    startEarliest: date('start_earliest'),
    /** [[[E, N], ...]] in SWEREF 99 TM metres. */
    outline: jsonb('outline').$type<number[][][]>().notNull(),
  },
  (table) => [index('service_treatment_units_order_idx').on(table.orderId)],
);

/** Harvesting site information (§3): a point with a kind and a description. */
export const serviceSiteInfo = pgTable(
  'service_site_info',
  {
    id: uuid('id').primaryKey(),
    orderId: requiredRef('order_id', () => serviceOrders.id),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    n: doublePrecision('n').notNull(),
    e: doublePrecision('e').notNull(),
  },
  (table) => [index('service_site_info_order_idx').on(table.orderId)],
);

/**
 * One measurement of the order's timber (§3 Measured timber). The log bill is stored with it
 * as [lengthCm, diameterMm] pairs: it is read and shown whole, never queried per log.
 */
export const serviceMeasurements = pgTable(
  'service_measurements',
  {
    id: uuid('id').primaryKey(),
    orderId: requiredRef('order_id', () => serviceOrders.id),
    assortment: text('assortment').notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    measuredOn: date('measured_on').notNull(),
    logOrderNumber: text('log_order_number').notNull(),
    accountingNumber: text('accounting_number').notNull(),
    quantityM3fub: doublePrecision('quantity_m3fub').notNull(),
    priceBasedQuantityM3fub: doublePrecision('price_based_quantity_m3fub').notNull(),
    grossQuantityM3fub: doublePrecision('gross_quantity_m3fub').notNull(),
    finalMeasured: boolean('final_measured').notNull(),
    valueSek: doublePrecision('value_sek').notNull(),
    additionsSek: doublePrecision('additions_sek').notNull(),
    deductionsSek: doublePrecision('deductions_sek').notNull(),
    wreckCauses: jsonb('wreck_causes').$type<string[]>().notNull(),
    logs: jsonb('logs').$type<[number, number][]>().notNull(),
  },
  (table) => [index('service_measurements_order_idx').on(table.orderId)],
);
