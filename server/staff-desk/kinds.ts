import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { $ZodType } from 'zod/v4/core';
import type { Db } from '../db/client.ts';

/** A transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a task stands; only 'open' tasks are listed and can be acted on. */
export type TaskStatus = 'open' | 'done' | 'rejected' | 'cancelled';

/** A task as the kind's functions see it; `data` is parsed by the kind's schema. */
export interface StaffTask<D> {
  id: string;
  kind: string;
  subjectId: string;
  memberId: string;
  status: TaskStatus;
  data: D;
  createdAt: Date;
}

/** The staff user signed in at the desk. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
}

/** One line of a task's details on the desk: a Swedish label and its value (plain text). */
export interface DetailRow {
  label: string;
  /** Plain text; several lines are shown one under the other. */
  value: string | readonly string[];
}

/** Thrown by a handler when the action cannot be taken; nothing is stored, staff read why. */
export class TaskActionRefused extends Error {
  constructor(readonly swedishMessage: string) {
    super(swedishMessage);
  }
}

/**
 * A task's subject row, locked for the action, while it still waits for what the task is
 * for; otherwise (gone, or another desk user or the member got there first) the action is
 * refused with `refusal`.
 */
export async function lockedTaskSubject<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  id: string,
  waiting: (row: InferSelectModel<T>) => boolean,
  refusal: string,
): Promise<InferSelectModel<T>> {
  // Drizzle's select cannot type a generic table: the row type is restored below.
  const subject: PgTable = table;
  const [row] = (await tx
    .select()
    .from(subject)
    .where(eq(table.id, id))
    .for('update')) as InferSelectModel<T>[];
  if (!row || !waiting(row)) throw new TaskActionRefused(refusal);
  return row;
}

export interface TaskAction<D> {
  /** The button's Swedish text, e.g. 'Godkänn'. */
  label: string;
  /** 'required': the desk refuses the action without a note (e.g. a rejection's reason). */
  note: 'required' | 'optional';
  /** The task's status after the action. */
  outcome: 'done' | 'rejected';
  /**
   * Does the area's part (apply the address, mark the request). Runs in the same
   * transaction as the task's status change and its audit row, after the task was
   * claimed: it runs at most once per task. Throw TaskActionRefused to refuse.
   */
  handle(tx: Tx, task: StaffTask<D>, staff: StaffUser, note: string | null): Promise<void>;
}

export interface TaskKind<D = unknown> {
  /** Stored in staff_tasks.kind; never rename once tasks exist. */
  name: string;
  /** Swedish name of the kind in the desk's list, e.g. 'Adressändring'. */
  label: string;
  /** The task's data (staff_tasks.data): checked when opened, parsed when read. */
  data: $ZodType<D>;
  /** The desk's rows for the task page (may read the database, e.g. the value in force). */
  details(task: StaffTask<D>, db: Db): Promise<DetailRow[]> | DetailRow[];
  /**
   * The actions, by name (the name is stored in the audit trail). NoInfer: the data's type
   * comes from `data` alone, so `carriesOut(...)` and `refuses(...)` take it from there.
   */
  actions: Record<string, TaskAction<NoInfer<D>>>;
}

/**
 * The action that carries the task out ('Godkänn', 'Skriv under avtalet'): the task is done,
 * a note may be given.
 */
export const carriesOut = <D>(label: string, handle: TaskAction<D>['handle']): TaskAction<D> => ({
  label,
  note: 'optional',
  outcome: 'done',
  handle,
});

/** The action that refuses the task ('Avslå', 'Skicka tillbaka'): its reason is required. */
export const refuses = <D>(label: string, handle: TaskAction<D>['handle']): TaskAction<D> => ({
  label,
  note: 'required',
  outcome: 'rejected',
  handle,
});

/** Declares a task kind with its data type inferred from the schema. */
export function defineTaskKind<D>(kind: TaskKind<D>): TaskKind<D> {
  return kind;
}

/** Statuses' Swedish names on the desk. */
export const statusLabels: Record<TaskStatus, string> = {
  open: 'Öppen',
  done: 'Klar',
  rejected: 'Avslagen',
  cancelled: 'Avbruten',
};
