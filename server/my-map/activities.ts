import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problemOf } from '../kit/problem.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import {
  activityCategoryOf,
  activityWarnings,
  slopeActivityTypes,
  type Activity,
  type ActivityRequest,
} from '../../shared/contracts/my-map.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { compartmentNumbers, planOf } from './plans.ts';
import { myMapActivities, myMapCompartments, myMapPlans } from './schema.ts';

type Row = typeof myMapActivities.$inferSelect;

const activityOf = (row: Row, numbers: Map<string, string>, now: Date): Activity => ({
  id: row.id,
  compartmentId: row.compartmentId,
  compartmentNumber: numbers.get(row.compartmentId) ?? '',
  status: row.status as Activity['status'],
  role: row.role as Activity['role'],
  type: row.type as Activity['type'],
  category: activityCategoryOf[row.type as Activity['type']],
  performer: row.performer as Activity['performer'],
  startYear: row.startYear,
  endYear: row.endYear,
  harvestVolume: row.harvestVolume,
  unit: row.unit as Activity['unit'],
  note: row.note,
  dateDone: row.dateDone,
  speciesShares: row.speciesShares as Activity['speciesShares'],
  slopePercent: row.slopePercent,
  slopeLengthM: row.slopeLengthM,
  warnings: activityWarnings(row as Parameters<typeof activityWarnings>[0], todayInSweden(now)),
});

export async function listActivities(db: Db, memberId: string, planId: string, now: Date) {
  const plan = await planOf(db, memberId, planId);
  const numbers = await compartmentNumbers(db, plan.id);
  const rows = await db
    .select()
    .from(myMapActivities)
    .where(inArray(myMapActivities.compartmentId, [...numbers.keys()]))
    .orderBy(
      asc(myMapActivities.startYear),
      asc(myMapActivities.createdAt),
      asc(myMapActivities.id),
    );
  return { activities: rows.map((row) => activityOf(row, numbers, now)) };
}

/** Only what the status allows is stored: a proposed activity has no date done or shares. */
const valuesOf = (request: ActivityRequest) => ({
  compartmentId: request.compartmentId,
  status: request.status,
  role: request.role,
  type: request.type,
  performer: request.performer,
  startYear: request.startYear,
  endYear: request.endYear,
  harvestVolume: request.harvestVolume,
  unit: request.harvestVolume === null ? null : request.unit,
  note: request.note,
  dateDone: request.status === 'performed' ? request.dateDone : null,
  speciesShares: request.status === 'performed' ? request.speciesShares : [],
  slopePercent: slopeActivityTypes.includes(request.type) ? (request.slopePercent ?? null) : null,
  slopeLengthM: slopeActivityTypes.includes(request.type) ? (request.slopeLengthM ?? null) : null,
});

/**
 * Adds or changes an activity in one transaction: the plan row is locked, so a checkout by
 * the cooperative (PlanLocked) cannot land between the check and the write.
 */
/** Locks the plan row for the transaction; a plan checked out by the cooperative is PlanLocked. */
async function lockPlan(tx: Pick<Db, 'select'>, planId: string) {
  const [locked] = await tx
    .select({ checkedOut: myMapPlans.checkedOut })
    .from(myMapPlans)
    .where(eq(myMapPlans.id, planId))
    .for('update');
  if (locked?.checkedOut) throw problemOf(myMapProblems, 'PlanLocked');
}

export async function saveActivity(
  db: Db,
  memberId: string,
  planId: string,
  request: ActivityRequest,
  now: Date,
  activityId?: string,
): Promise<Activity> {
  const plan = await planOf(db, memberId, planId);
  return db.transaction(async (tx) => {
    await lockPlan(tx, plan.id);
    const numbers = await compartmentNumbers(tx, plan.id);
    if (!numbers.has(request.compartmentId))
      throw problemOf(myMapProblems, 'CompartmentNotFound', {
        compartmentId: myMapProblems.CompartmentNotFound.message,
      });
    if (activityId === undefined) {
      const [row] = await tx
        .insert(myMapActivities)
        .values({ ...valuesOf(request), createdByMemberId: memberId })
        .returning();
      return activityOf(row!, numbers, now);
    }
    const [row] = numbers.size
      ? await tx
          .update(myMapActivities)
          .set(valuesOf(request))
          .where(
            and(
              eq(myMapActivities.id, activityId),
              inArray(myMapActivities.compartmentId, [...numbers.keys()]),
            ),
          )
          .returning()
      : [];
    if (!row) throw problemOf(myMapProblems, 'ActivityNotFound');
    return activityOf(row, numbers, now);
  });
}

/**
 * Deletes an activity of the member's plan (§8 "plan delete"), the plan row locked as in
 * saveActivity. Another plan's activity, or one already deleted, is ActivityNotFound.
 */
export async function deleteActivity(db: Db, memberId: string, planId: string, activityId: string) {
  const plan = await planOf(db, memberId, planId);
  await db.transaction(async (tx) => {
    await lockPlan(tx, plan.id);
    const compartments = tx
      .select({ id: myMapCompartments.id })
      .from(myMapCompartments)
      .where(eq(myMapCompartments.planId, plan.id));
    const deleted = await tx
      .delete(myMapActivities)
      .where(
        and(
          eq(myMapActivities.id, activityId),
          inArray(myMapActivities.compartmentId, compartments),
        ),
      )
      .returning({ id: myMapActivities.id });
    if (deleted.length === 0) throw problemOf(myMapProblems, 'ActivityNotFound');
  });
}
