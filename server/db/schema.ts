import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Geometry } from '../../shared/contracts/mapOverlays.ts';
import { envelopeColumns } from './columns.ts';

/** A member of the cooperative (a private person or an organisation user). */
export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerNo: text('customer_no').notNull().unique(),
  personalNumber: text('personal_number').unique(),
  name: text('name').notNull(),
  email: text('email').unique(),
  /** scrypt hash (see server/identity/passwords.ts); null = no e-mail sign-in. */
  passwordHash: text('password_hash'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isOrganizationUser: boolean('is_organization_user').notNull().default(false),
  /** The member is the estate of a deceased person (dödsbo), run by its heirs. */
  isEstate: boolean('is_estate').notNull().default(false),
  /** The day the member left the cooperative (utträde); null while a member. */
  departedOn: date('departed_on'),
  isExplicitMember: boolean('is_explicit_member').notNull().default(true),
  isFscCertified: boolean('is_fsc_certified').notNull().default(false),
  isPefcCertified: boolean('is_pefc_certified').notNull().default(false),
  lastModifiedEmailPhone: timestamp('last_modified_email_phone', { withTimezone: true }),
  /** Mobile phone: country code ('+46') and 7-10 digits without a leading zero (§5). */
  mobileCountryCode: text('mobile_country_code'),
  mobilePhone: text('mobile_phone'),
  /** The postal address in force (changes go through address_change_requests). */
  addressCo: text('address_co'),
  address1: text('address1'),
  address2: text('address2'),
  country: text('country'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** Contact preferences (economy §3): flag name -> chosen. */
  contactPreferences: jsonb('contact_preferences').$type<Record<string, boolean>>(),
  /** Stake choices (economy §3): deduction percent 2 or 4, above-stake participation. */
  stakePercent: integer('stake_percent'),
  aboveStakeParticipation: boolean('above_stake_participation'),
  /** Member info (economy §3): the day membership began, the voting area (röstområde) and
   * the member area in hundredths of a hectare; null until the registry has them. */
  memberSince: date('member_since'),
  votingArea: text('voting_area'),
  memberAreaHundredthsHa: integer('member_area_hundredths_ha'),
  /** Optimistic concurrency for profile edits (ETag / If-Match). */
  profileVersion: integer('profile_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Binary content (PDFs, documents) kept in the database, never on a public path. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** An address change waits for review before it replaces the address in force. */
export const addressChangeRequests = pgTable('address_change_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  co: text('co'),
  address1: text('address1').notNull(),
  address2: text('address2'),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  status: text('status').notNull().default('pendingReview'),
  requestedBy: uuid('requested_by').references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff who may sign in and impersonate members. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/** The member's forest inspectors (contact cards in the sidebar). */
export const inspectors = pgTable('inspectors', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A proxy (fullmakt): the giver lets the receiver act for them with the given roles.
 * Status: pendingCreationOfParty, sentForSigning, active, inactive, cancelled.
 */
export const proxies = pgTable(
  'proxies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giverMemberId: uuid('giver_member_id')
      .notNull()
      .references(() => members.id),
    receiverMemberId: uuid('receiver_member_id').references(() => members.id),
    receiverNationalId: text('receiver_national_id').notNull(),
    receiverName: text('receiver_name'),
    receiverEmail: text('receiver_email').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    /** Named rights: chooseLiquidityRecipient, signForestAgreements. */
    rights: text('rights').array().notNull(),
    /** The roles the receiver holds while acting for the giver. */
    roles: text('roles').array().notNull(),
    status: text('status').notNull(),
    validTo: date('valid_to'),
    replacesProxyId: uuid('replaces_proxy_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('proxies_giver_idx').on(t.giverMemberId),
    index('proxies_receiver_idx').on(t.receiverMemberId),
  ],
);

/** Staff impersonations: time-limited and kept as an audit trail. */
export const impersonations = pgTable('impersonations', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => staffUsers.id),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
});

/** Failed and successful sign-in attempts, for rate limiting per account and address. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_account_idx').on(t.accountKey, t.attemptedAt),
    index('sign_in_attempts_ip_idx').on(t.ipAddress, t.attemptedAt),
  ],
);

/** oidc-provider's models (sessions, grants, codes, interactions...), see identity/adapter.ts. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
  ],
);

/** Signing keys of the local identity provider, shared by every server process. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text('id').primaryKey(),
  jwks: jsonb('jwks').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Usage tracking (platform §7: POST /api/v1/production/customevents/{event}). Who opened
 * what and when, for the cooperative's statistics; acting-for member kept apart.
 */
/** Views of the pages platform §2 tracks ('/', the proxy list); a visitor has no member. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    effectiveMemberId: uuid('effective_member_id').references(() => members.id),
    impersonated: boolean('impersonated').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_page_idx').on(t.page, t.occurredAt)],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    effectiveMemberId: uuid('effective_member_id')
      .notNull()
      .references(() => members.id),
    impersonated: boolean('impersonated').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_event_idx').on(t.event, t.occurredAt)],
);

/** One-time tickets for a proxy receiver's external registration (/fullmakter/extern/{ticketId}/). */
export const proxyTickets = pgTable('proxy_tickets', {
  id: text('id').primaryKey(),
  proxyId: uuid('proxy_id')
    .notNull()
    .references(() => proxies.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Support messages (skogsägarsupport), kept for the member they concern. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    sentByMemberId: uuid('sent_by_member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').notNull(),
    contactPreference: text('contact_preference').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_member_idx').on(t.memberId)],
);

/** The member's own documents (settlements, agreements, certificates), in the database. */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    listId: text('list_id').notNull(),
    driveItemId: text('drive_item_id').notNull().unique(),
    filename: text('filename').notNull(),
    title: text('title').notNull(),
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    modified: timestamp('modified', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_documents_member_idx').on(t.memberId, t.listId)],
);

// ---------------------------------------------------------------------------------------
// Map overlays (issue 5, server/map/overlays): geometry is GeoJSON in SWEREF 99 TM
// (EPSG:3006, positions [E, N]) kept as jsonb, with its bounding box in four columns so a
// bbox query is plain SQL on any PostgreSQL (no PostGIS).

/** A member's estate (fastighet), owned alone or together with others. */
export const mapEstates = pgTable('map_estates', {
  id: uuid('id').primaryKey().defaultRandom(),
  designation: text('designation').notNull().unique(),
  municipality: text('municipality').notNull(),
  geometry: jsonb('geometry').$type<Geometry>().notNull(),
  ...envelopeColumns(),
});

/** Who owns an estate: every co-owner sees it and everything on it. */
export const mapEstateOwners = pgTable(
  'map_estate_owners',
  {
    estateId: uuid('estate_id')
      .notNull()
      .references(() => mapEstates.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
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
    id: uuid('id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => mapEstates.id),
    number: text('number').notNull(),
    areaHa: doublePrecision('area_ha').notNull(),
    sprucePercent: integer('spruce_percent').notNull(),
    pinePercent: integer('pine_percent').notNull(),
    deciduousPercent: integer('deciduous_percent').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => mapEstates.id),
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
    sprucePercent: integer('spruce_percent').notNull(),
    pinePercent: integer('pine_percent').notNull(),
    deciduousPercent: integer('deciduous_percent').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => mapEstates.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_notes_estate_idx').on(t.estateId)],
);

/** A landing (avlägg) on one of the estates, with the classes a haulier needs. */
export const mapLandings = pgTable(
  'map_landings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => mapEstates.id),
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
    id: uuid('id').primaryKey().defaultRandom(),
    layer: text('layer').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    geometry: jsonb('geometry').$type<Geometry>().notNull(),
    ...envelopeColumns(),
  },
  (t) => [index('map_reference_features_layer_idx').on(t.layer, t.minE, t.maxE)],
);
