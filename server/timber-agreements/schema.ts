import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, requiredRef, timestamptz, uuidId } from '../db/columns.ts';
import { members, proxies, staffUsers } from '../db/schema.ts';
import { mapEstates } from '../map/overlays/schema.ts';
import { priceLists } from '../price-model/schema.ts';

/**
 * Delivery-timber agreements (timber-production-map §3 Agreement, §4). One row per agreement
 * (the spec's opportunity; its id is the v3 `opportunityId`, and the id the deliveries area's
 * notifications reference: `avtal/{id}/anmalan/`). Owners are every co-owner of its estates,
 * named by `owner_key` (their member ids sorted, joined by ','): one draft per owner
 * constellation and pricing moment is a unique index.
 */
export const timberAgreements = pgTable(
  'timber_agreements',
  {
    id: uuidId(),
    /**
     * 'v3' (TimberManagerViol3: the wizard's id is the opportunity, `id`) or 'v2'
     * (TimberManagerViol2: the wizard's id is the quote project, `quote_project_id`).
     */
    generation: text('generation').notNull().default('v3'),
    /** v2's opportunityQuoteProjectId (the wizard's `avtal/{id}/`); null for v3. */
    quoteProjectId: uuid('quote_project_id').unique(),
    /** Shown as LV-<no>. */
    agreementNo: serial('agreement_no').notNull().unique(),
    name: text('name').notNull(),
    /** shared/contracts/timber-agreements.ts agreementStatuses. */
    status: text('status').notNull().default('Draft'),
    version: integer('version').notNull().default(1),
    createdByMemberId: memberRef('created_by_member_id'),
    ownerKey: text('owner_key').notNull(),
    /** Every co-owner's member id: who sees the agreement. */
    ownerIds: uuid('owner_ids').array().notNull(),
    /** The pricing moment: the price list the agreement is priced by. */
    priceListId: requiredRef('price_list_id', () => priceLists.id),
    economicRepresentativeId: uuid('economic_representative_id').references(() => members.id),
    /** 'none' (handled by the cooperative) or 'electronic'; set on submit. */
    signMethod: text('sign_method'),
    agreedVolume: integer('agreed_volume').notNull().default(0),
    /** Reported (delivered) volume, written by the deliveries area. */
    reportedVolume: integer('reported_volume').notNull().default(0),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    submittedAt: timestamptz('submitted_at'),
    cooperativeSignedAt: timestamptz('cooperative_signed_at'),
    signDeadline: timestamptz('sign_deadline'),
    /** Why it ended: 'validityEnded', 'signingExpired', 'declined'. */
    endedReason: text('ended_reason'),
    endedAt: timestamptz('ended_at'),
    /** Assortments removed because their prices expired, until the next save (§4). */
    removedAssortments: text('removed_assortments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timber_agreements_one_draft')
      .on(t.ownerKey, t.priceListId)
      .where(sql`${t.status} = 'Draft'`),
    index('timber_agreements_owner_idx').on(t.ownerKey),
    check(
      'timber_agreements_status',
      sql`${t.status} in ('Draft','SentForSign','Active','Won','Archived','Unknown')`,
    ),
    check(
      'timber_agreements_generation',
      sql`(${t.generation} = 'v3' AND ${t.quoteProjectId} IS NULL) OR (${t.generation} = 'v2' AND ${t.quoteProjectId} IS NOT NULL)`,
    ),
    check('timber_agreements_volumes', sql`${t.agreedVolume} >= 0 AND ${t.reportedVolume} >= 0`),
  ],
);

/** The agreement's estates: one main estate per district (a unique index). */
export const timberAgreementEstates = pgTable(
  'timber_agreement_estates',
  {
    agreementId: requiredRef('agreement_id', () => timberAgreements.id, { onDelete: 'cascade' }),
    estateId: requiredRef('estate_id', () => mapEstates.id),
    district: text('district').notNull(),
    isMain: boolean('is_main').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.estateId] }),
    uniqueIndex('timber_agreement_estates_main')
      .on(t.agreementId, t.district)
      .where(sql`${t.isMain}`),
  ],
);

/** Volume per assortment and delivery month, whole m3fub (§3). */
export const timberAgreementVolumes = pgTable(
  'timber_agreement_volumes',
  {
    agreementId: requiredRef('agreement_id', () => timberAgreements.id, { onDelete: 'cascade' }),
    assortment: text('assortment').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    volume: integer('volume').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.assortment, t.month] }),
    check('timber_agreement_volumes_bounds', sql`${t.volume} >= 0 AND ${t.volume} <= 5000`),
  ],
);

/**
 * One signing per co-owner (§6), opened when the cooperative has signed; `deadline` is 10
 * days later (the expiry job). `signed_by_member_id` differs from `member_id` when a proxy
 * signed (`proxy_id`).
 */
export const timberAgreementSigners = pgTable(
  'timber_agreement_signers',
  {
    agreementId: requiredRef('agreement_id', () => timberAgreements.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** 'electronic' or 'postal' (a legal person, §6). */
    method: text('method').notNull(),
    signedAt: timestamptz('signed_at'),
    signedByMemberId: uuid('signed_by_member_id').references(() => members.id),
    proxyId: uuid('proxy_id').references(() => proxies.id),
    /** A postal signature: who signed the returned paper, the day it came in, who registered it. */
    postalSignatory: text('postal_signatory'),
    postalReceivedOn: date('postal_received_on'),
    postalRegisteredBy: uuid('postal_registered_by').references(() => staffUsers.id),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.memberId] }),
    check(
      'timber_agreement_signers_postal',
      sql`(${t.postalReceivedOn} IS NULL) = (${t.postalSignatory} IS NULL) AND (${t.postalReceivedOn} IS NULL OR ${t.method} = 'postal')`,
    ),
  ],
);
