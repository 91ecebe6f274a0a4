import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** Staff who may sign in and impersonate members. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /**
   * What the person may do in the editors' content system (cms/): `editor` composes and
   * saves drafts, `publisher` also publishes. Empty: no sign-in to the content system.
   */
  contentRoles: text('content_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
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
