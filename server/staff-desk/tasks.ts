import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/client.ts';
import { members, staffUsers } from '../db/schema.ts';
import {
  TaskActionRefused,
  type StaffTask,
  type StaffUser,
  type TaskKind,
  type TaskStatus,
  type Tx,
} from './kinds.ts';
import { staffTaskAudit, staffTasks } from './schema.ts';

/**
 * Opening, closing, listing and handling staff tasks. Areas call openStaffTask (and
 * cancelStaffTasks) inside the transaction of their member-side write; the desk calls
 * handleStaffTask.
 */

export interface OpenTask<D> {
  /** The id of the thing in the area's table (e.g. the address change request). */
  subjectId: string;
  /** The member the task concerns (shown with name and customer number). */
  memberId: string;
  data: D;
}

/**
 * Opens a task of `kind` for the subject, in the caller's transaction; an open task of the
 * kind for the same subject is kept (the unique index), so calling twice opens one. Returns
 * the open task's id.
 */
export async function openStaffTask<D>(
  tx: Tx | Db,
  kind: TaskKind<D>,
  task: OpenTask<D>,
): Promise<string> {
  const data = z.parse(kind.data, task.data);
  const [created] = await tx
    .insert(staffTasks)
    .values({ kind: kind.name, subjectId: task.subjectId, memberId: task.memberId, data })
    .onConflictDoNothing()
    .returning({ id: staffTasks.id });
  if (created) {
    await tx.insert(staffTaskAudit).values({ taskId: created.id, action: 'opened' });
    return created.id;
  }
  const [open] = await tx
    .select({ id: staffTasks.id })
    .from(staffTasks)
    .where(
      and(
        eq(staffTasks.kind, kind.name),
        eq(staffTasks.subjectId, task.subjectId),
        eq(staffTasks.status, 'open'),
      ),
    );
  if (!open) throw new Error(`Could not open a ${kind.name} task for ${task.subjectId}`);
  return open.id;
}

/**
 * Closes the open tasks of `kind` for these subjects without a staff action (the member
 * withdrew or replaced the request): status 'cancelled', audited with the reason.
 */
export async function cancelStaffTasks(
  tx: Tx | Db,
  kind: { name: string },
  subjectIds: readonly string[],
  reason: string,
): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const closed = await tx
    .update(staffTasks)
    .set({ status: 'cancelled', handledAt: new Date(), handledAction: 'cancelled' })
    .where(
      and(
        eq(staffTasks.kind, kind.name),
        inArray(staffTasks.subjectId, [...subjectIds]),
        eq(staffTasks.status, 'open'),
      ),
    )
    .returning({ id: staffTasks.id });
  if (closed.length > 0) {
    await tx
      .insert(staffTaskAudit)
      .values(closed.map(({ id }) => ({ taskId: id, action: 'cancelled', note: reason })));
  }
  return closed.length;
}

/** A task row with the member it concerns, for the desk's list and page. */
export interface TaskSummary {
  id: string;
  kind: string;
  subjectId: string;
  memberId: string;
  memberName: string;
  customerNo: string;
  status: TaskStatus;
  data: unknown;
  createdAt: Date;
  handledAt: Date | null;
  handledAction: string | null;
  handledByName: string | null;
}

const summaryColumns = {
  id: staffTasks.id,
  kind: staffTasks.kind,
  subjectId: staffTasks.subjectId,
  memberId: staffTasks.memberId,
  memberName: members.name,
  customerNo: members.customerNo,
  status: staffTasks.status,
  data: staffTasks.data,
  createdAt: staffTasks.createdAt,
  handledAt: staffTasks.handledAt,
  handledAction: staffTasks.handledAction,
  handledByName: staffUsers.name,
};

/** Tasks with their member and who handled them, as TaskSummary reads them. */
const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(staffTasks)
    .innerJoin(members, eq(members.id, staffTasks.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, staffTasks.handledBy));

/** Open tasks, oldest first (the queue's order). */
export async function listOpenTasks(db: Db): Promise<TaskSummary[]> {
  const rows = await summaries(db)
    .where(eq(staffTasks.status, 'open'))
    .orderBy(asc(staffTasks.createdAt), asc(staffTasks.id));
  return rows as TaskSummary[];
}

export async function readTask(db: Db, taskId: string): Promise<TaskSummary | undefined> {
  const [row] = await summaries(db).where(eq(staffTasks.id, taskId));
  return row as TaskSummary | undefined;
}

export interface AuditEntry {
  action: string;
  note: string | null;
  at: Date;
  staffName: string | null;
}

/** The task's trail, oldest first. */
export async function readAudit(db: Db, taskId: string): Promise<AuditEntry[]> {
  return db
    .select({
      action: staffTaskAudit.action,
      note: staffTaskAudit.note,
      at: staffTaskAudit.at,
      staffName: staffUsers.name,
    })
    .from(staffTaskAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffTaskAudit.staffUserId))
    .where(eq(staffTaskAudit.taskId, taskId))
    .orderBy(asc(staffTaskAudit.at), asc(staffTaskAudit.id));
}

/**
 * The member's tasks of `kind` that staff decided (done or rejected) between two instants,
 * with their data: what staff did for the member, for the area's part of Händelser.
 */
export async function decidedTasks<D>(
  db: Db,
  kind: TaskKind<D>,
  memberId: string,
  { from, to }: { from: Date; to: Date },
) {
  const rows = await db
    .select({
      id: staffTasks.id,
      status: staffTasks.status,
      handledAt: staffTasks.handledAt,
      data: staffTasks.data,
    })
    .from(staffTasks)
    .where(
      and(
        eq(staffTasks.kind, kind.name),
        eq(staffTasks.memberId, memberId),
        inArray(staffTasks.status, ['done', 'rejected']),
        gte(staffTasks.handledAt, from),
        lte(staffTasks.handledAt, to),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    outcome: row.status as 'done' | 'rejected',
    handledAt: row.handledAt!,
    data: z.parse(kind.data, row.data),
  }));
}

/** The task as its kind's functions see it (data parsed by the kind's schema). */
export function taskFor<D>(kind: TaskKind<D>, row: TaskSummary): StaffTask<D> {
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    memberId: row.memberId,
    status: row.status,
    data: z.parse(kind.data, row.data),
    createdAt: row.createdAt,
  };
}

/** Longest note kept (characters). */
export const maxNoteLength = 2000;

export type HandleOutcome =
  | { ok: true; status: 'done' | 'rejected' }
  | {
      ok: false;
      reason: 'notFound' | 'unknownAction' | 'noteRequired' | 'alreadyHandled' | 'refused';
      message: string;
    };

export const handleMessages = {
  notFound: 'Uppgiften finns inte.',
  unknownAction: 'Åtgärden finns inte för den här uppgiften.',
  noteRequired: 'Skriv en anteckning: den behövs för den här åtgärden.',
  alreadyHandled: 'Uppgiften är redan hanterad av någon annan. Den visas nu som den är.',
} as const;

/** A note as stored: trimmed, control characters (but line breaks) removed, capped. */
export function cleanNote(raw: string): string | null {
  const text = raw
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .trim()
    .slice(0, maxNoteLength);
  return text === '' ? null : text;
}

/**
 * Takes an action on an open task: in one transaction claims the task (only while it is
 * still open, so two staff pressing at once handle it once), runs the kind's handler and
 * appends the audit row. A refused handler rolls everything back.
 */
export async function handleStaffTask(
  db: Db,
  kinds: readonly TaskKind<unknown>[],
  input: { taskId: string; action: string; staff: StaffUser; note: string },
): Promise<HandleOutcome> {
  const row = await readTask(db, input.taskId);
  if (!row) return { ok: false, reason: 'notFound', message: handleMessages.notFound };
  const kind = kinds.find((k) => k.name === row.kind);
  const action =
    kind && Object.hasOwn(kind.actions, input.action) ? kind.actions[input.action] : undefined;
  if (!kind || !action) {
    return { ok: false, reason: 'unknownAction', message: handleMessages.unknownAction };
  }
  const note = cleanNote(input.note);
  if (action.note === 'required' && !note) {
    return { ok: false, reason: 'noteRequired', message: handleMessages.noteRequired };
  }
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [claimed] = await tx
        .update(staffTasks)
        .set({
          status: action.outcome,
          handledBy: input.staff.id,
          handledAt: now,
          handledAction: input.action,
        })
        .where(and(eq(staffTasks.id, row.id), eq(staffTasks.status, 'open')))
        .returning({ id: staffTasks.id });
      if (!claimed) {
        return {
          ok: false as const,
          reason: 'alreadyHandled' as const,
          message: handleMessages.alreadyHandled,
        };
      }
      await action.handle(tx, taskFor(kind, row), input.staff, note);
      await tx.insert(staffTaskAudit).values({
        taskId: row.id,
        staffUserId: input.staff.id,
        action: input.action,
        note,
        at: now,
      });
      return { ok: true as const, status: action.outcome };
    });
  } catch (error) {
    if (error instanceof TaskActionRefused) {
      return { ok: false, reason: 'refused', message: error.swedishMessage };
    }
    throw error;
  }
}
