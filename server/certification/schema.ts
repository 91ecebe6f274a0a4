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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, timestamptz, uuidId } from '../db/columns.ts';
import { members } from '../db/schema.ts';
import { mapEstates } from '../map/overlays/schema.ts';

/**
 * A member's certification held outside the cooperative (economy §6: then the certificate
 * download is unavailable). A member without a row is certified, if at all, through us.
 */
export const certificationMembers = pgTable('certification_members', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  certifiedOutsideCooperative: boolean('certified_outside_cooperative').notNull().default(false),
});

/**
 * An estate's certification facts: productive forest, the forest plan's date, an exemption,
 * the certified use-right group (brukningsenhet) and when its certificate ends. An estate
 * the cooperative adjusted by hand is left out of the certificate (§6).
 */
export const certificationEstates = pgTable(
  'certification_estates',
  {
    estateId: uuid('estate_id')
      .primaryKey()
      .references(() => mapEstates.id),
    productiveForestHa: doublePrecision('productive_forest_ha').notNull(),
    planDate: date('plan_date'),
    exemptionUntil: date('exemption_until'),
    useRightGroupId: text('use_right_group_id'),
    certifiedUntil: date('certified_until'),
    manuallyAdjusted: boolean('manually_adjusted').notNull().default(false),
  },
  (t) => [check('certification_estates_area', sql`${t.productiveForestHa} >= 0`)],
);

/** The application questions (GET /api/v1/certificates/questions), per certificate type. */
export const certificationQuestions = pgTable('certification_questions', {
  id: text('id').primaryKey(),
  /** FSC, PEFC, or 'any' (asked for every type). */
  certificateType: text('certificate_type').notNull(),
  text: text('text').notNull(),
  help: text('help'),
  /** Asked only when the member's total productive forest is at least this (ha). */
  minAreaHa: doublePrecision('min_area_ha').notNull().default(0),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * An application (§4): awaitingSignature until the member signs, then pending ('under
 * processing') until staff at the desk issue the certificate (completed, issued_on) or
 * reject it (rejected, rejection_reason). One
 * open application per member: a partial unique index, so two tabs sending at once make one.
 */
export const certificationApplications = pgTable(
  'certification_applications',
  {
    id: uuidId(),
    memberId: memberRef(),
    sentByMemberId: memberRef('sent_by_member_id'),
    certificateType: text('certificate_type').notNull(),
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, 'yes' | 'no'>>().notNull(),
    advisorMessage: text('advisor_message').notNull(),
    totalAreaForestHa: doublePrecision('total_area_forest_ha').notNull(),
    createdAt: createdAt(),
    submittedAt: timestamptz('submitted_at'),
    issuedOn: date('issued_on'),
    /** When staff approved or rejected it at the desk (server/certification/reviewTask.ts). */
    decidedAt: timestamptz('decided_at'),
    /** The adviser's reason for a rejection, shown to the member. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('certification_applications_one_open')
      .on(t.memberId)
      .where(sql`${t.status} in ('awaitingSignature', 'pending')`),
    index('certification_applications_member_idx').on(t.memberId, t.createdAt),
    check(
      'certification_applications_status',
      sql`${t.status} in ('awaitingSignature', 'pending', 'completed', 'rejected', 'cancelled')`,
    ),
  ],
);
