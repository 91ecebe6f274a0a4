import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, requiredRef, timestamptz, uuidId } from '../db/columns.ts';
import { staffUsers } from '../db/schema.ts';

/**
 * A step the cooperative takes for a member (README.md): one row per subject (an address
 * change request, an agreement, an order...) and kind. Status: open, done, rejected, or
 * cancelled (closed by the member's side, e.g. a newer request replaced it). The partial
 * unique index lets one subject have at most one open task of a kind.
 */
export const staffTasks = pgTable(
  'staff_tasks',
  {
    id: uuidId(),
    /** The kind's name (an area's `staffTasks`), e.g. 'addressChangeReview'. */
    kind: text('kind').notNull(),
    /** The id of the thing the task is about, in the area's own table. */
    subjectId: text('subject_id').notNull(),
    memberId: memberRef(),
    status: text('status').notNull().default('open'),
    /** The kind's details, checked by its zod schema when the task is opened. */
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
    handledBy: uuid('handled_by').references(() => staffUsers.id),
    handledAt: timestamptz('handled_at'),
    /** The action taken (the kind's action name), or 'cancelled'. */
    handledAction: text('handled_action'),
  },
  (t) => [
    uniqueIndex('staff_tasks_one_open_per_subject')
      .on(t.kind, t.subjectId)
      .where(sql`status = 'open'`),
    index('staff_tasks_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Append-only trail of every task: opened, each staff action (who, what, when, note) and
 * closures by the member's side (staff_user_id null). Never updated or deleted.
 */
export const staffTaskAudit = pgTable(
  'staff_task_audit',
  {
    id: uuidId(),
    taskId: requiredRef('task_id', () => staffTasks.id),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id),
    action: text('action').notNull(),
    note: text('note'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('staff_task_audit_task_idx').on(t.taskId, t.at)],
);

/**
 * Signed-in staff at the desk (/personal/): the cookie holds a random token, the table only
 * its sha256, so a read of the table signs nobody in. In the database because the portal
 * runs as several processes.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** sha256 (hex) of the cookie's token. */
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: requiredRef('staff_user_id', () => staffUsers.id),
    /** The synchronizer token every form of the session carries. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffUserId)],
);

/**
 * Append-only trail of the content system's roles given and taken at the desk
 * (contentRoles.ts): who changed whose roles, from what to what, when. Never updated.
 */
export const contentRoleAudit = pgTable(
  'content_role_audit',
  {
    id: uuidId(),
    staffUserId: requiredRef('staff_user_id', () => staffUsers.id),
    changedBy: requiredRef('changed_by', () => staffUsers.id),
    rolesBefore: text('roles_before').array().notNull(),
    rolesAfter: text('roles_after').array().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('content_role_audit_staff_idx').on(t.staffUserId, t.at)],
);
