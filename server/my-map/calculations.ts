import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { problemOf } from '../kit/problem.ts';
import { defineJobKind, enqueue, jobs, PermanentJobError, type Job } from '../jobs/index.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { maturityClassOf } from '../../shared/contracts/my-map.ts';
import {
  nextGrowthSeason,
  projectionAvailable,
  projectionResultSchema,
  reportResultSchema,
  seasonsBetween,
  type Calculation,
  type CalculationKind,
  type Calculations,
  type ProjectionResult,
  type ReportResult,
} from '../../shared/contracts/my-map/calculations.ts';
import { proposedHarvestM3sk } from './harvestVolume.ts';
import { planOf } from './plans.ts';
import { myMapActivities, myMapCalculations, myMapCompartments, myMapPlans } from './schema.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The plan row locked for this transaction: a checkout or another projection waits. */
async function lockedPlan(tx: Db, planId: string) {
  const [plan] = await tx.select().from(myMapPlans).where(eq(myMapPlans.id, planId)).for('update');
  return plan;
}

/**
 * Plan projection (uppräkning): every compartment grows by its yearly growth per growth
 * season passed since the plan's date (or its last projection) up to `projectTo`, a 1 May,
 * and ages as many years. Safe to run twice: a plan already at `projectTo` stays as it is.
 */
export const planProjection = defineJobKind({
  name: 'myMap.planProjection',
  payload: z.object({ planId: z.string(), projectTo: z.string() }),
  maxAttempts: 3,
  handler: async ({ planId, projectTo }, { db }): Promise<ProjectionResult> =>
    db.transaction(async (tx) => {
      const plan = await lockedPlan(tx, planId);
      if (!plan) throw new PermanentJobError(`plan ${planId} is gone`);
      if (plan.checkedOut) throw new PermanentJobError(`plan ${planId} is checked out`);
      const seasons = seasonsBetween(plan.projectedTo ?? plan.planDate, projectTo);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(myMapCompartments)
        .where(eq(myMapCompartments.planId, planId));
      if (seasons > 0) {
        await tx
          .update(myMapCompartments)
          .set({
            age: sql`${myMapCompartments.age} + ${seasons}`,
            volumeM3skPerHa: sql`round((${myMapCompartments.volumeM3skPerHa} + ${myMapCompartments.growthM3skPerHaYear} * ${seasons})::numeric, 1)::float8`,
          })
          .where(eq(myMapCompartments.planId, planId));
        await tx
          .update(myMapPlans)
          .set({ projectedTo: projectTo })
          .where(eq(myMapPlans.id, planId));
      }
      return {
        projectedTo: plan.projectedTo && seasons === 0 ? plan.projectedTo : projectTo,
        seasons,
        compartments: Number(n),
      };
    }),
});

/** Report calculation (rapportberäkning): the plan's totals as they stand today. */
export const reportCalculation = defineJobKind({
  name: 'myMap.reportCalculation',
  payload: z.object({ planId: z.string(), day: z.string() }),
  maxAttempts: 3,
  handler: async ({ planId, day }, { db }): Promise<ReportResult> => {
    const rows = await db
      .select()
      .from(myMapCompartments)
      .where(eq(myMapCompartments.planId, planId));
    if (rows.length === 0) throw new PermanentJobError(`plan ${planId} has no compartments`);
    const byClass = new Map<string, number>();
    for (const row of rows) {
      const maturityClass = maturityClassOf(row.maturityClass);
      byClass.set(maturityClass, (byClass.get(maturityClass) ?? 0) + row.areaHa);
    }
    const year = Number(day.slice(0, 4));
    const proposed = (
      await db
        .select()
        .from(myMapActivities)
        .where(
          and(
            inArray(
              myMapActivities.compartmentId,
              rows.map((row) => row.id),
            ),
            eq(myMapActivities.status, 'proposed'),
          ),
        )
    ).filter((a) => a.startYear >= year && a.startYear < year + 10);
    return {
      calculatedOn: day,
      areaHa: round1(rows.reduce((sum, row) => sum + row.areaHa, 0)),
      volumeM3sk: Math.round(rows.reduce((sum, row) => sum + row.volumeM3skPerHa * row.areaHa, 0)),
      growthM3skPerYear: Math.round(
        rows.reduce((sum, row) => sum + row.growthM3skPerHaYear * row.areaHa, 0),
      ),
      maturityClassAreas: [...byClass]
        .sort(([a], [b]) => a.localeCompare(b, 'sv'))
        .map(([maturityClass, areaHa]) => ({ maturityClass, areaHa: round1(areaHa) })),
      proposedHarvestM3sk: proposedHarvestM3sk(proposed),
      proposedActivities: proposed.length,
    };
  },
});

export const myMapJobKinds = [planProjection, reportCalculation] as const;

const kindOf: Record<string, CalculationKind> = {
  [planProjection.name]: 'projection',
  [reportCalculation.name]: 'report',
};

type JobPart = Pick<Job, 'id' | 'kind' | 'state' | 'createdAt' | 'finishedAt' | 'result'>;

function calculationOf(calculationId: string, job: JobPart): Calculation {
  const kind = kindOf[job.kind] ?? 'report';
  const state =
    job.state === 'completed' ? 'completed' : job.state === 'error' ? 'error' : 'inProgress';
  return {
    id: calculationId,
    kind,
    state,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
    projection:
      state === 'completed' && kind === 'projection'
        ? projectionResultSchema.parse(job.result)
        : null,
    report:
      state === 'completed' && kind === 'report' ? reportResultSchema.parse(job.result) : null,
  };
}

const calculationRows = (db: Db, planId: string, calculationId?: string) =>
  db
    .select({
      calculationId: myMapCalculations.id,
      day: myMapCalculations.day,
      id: jobs.id,
      kind: jobs.kind,
      state: jobs.state,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
      result: jobs.result,
    })
    .from(myMapCalculations)
    .innerJoin(jobs, eq(jobs.id, myMapCalculations.jobId))
    .where(
      and(
        eq(myMapCalculations.planId, planId),
        calculationId ? eq(myMapCalculations.id, calculationId) : undefined,
      ),
    )
    .orderBy(desc(myMapCalculations.createdAt), desc(myMapCalculations.id));

/** The plan's calculations, newest first, and whether each kind may run now. */
export async function calculations(
  db: Db,
  memberId: string,
  planId: string,
  now: Date,
): Promise<Calculations> {
  const plan = await planOf(db, memberId, planId);
  const today = todayInSweden(now);
  const rows = await calculationRows(db, plan.id).limit(10);
  const reportToday = rows.some(
    (r) => r.kind === reportCalculation.name && r.day === today && r.state !== 'error',
  );
  return {
    projection: {
      available: projectionAvailable(today),
      nextSeason: nextGrowthSeason(today),
      projectedTo: plan.projectedTo,
    },
    report: { available: !reportToday },
    calculations: rows.map((r) => calculationOf(r.calculationId, r)),
  };
}

export async function calculation(
  db: Db,
  memberId: string,
  planId: string,
  calculationId: string,
): Promise<Calculation> {
  const plan = await planOf(db, memberId, planId);
  const rows = await calculationRows(db, plan.id, calculationId);
  const row = rows[0];
  if (!row) throw problemOf(myMapProblems, 'CalculationNotFound');
  return calculationOf(row.calculationId, row);
}

/**
 * Starts a projection: refused from 1 May until after August (§9) and while the plan is
 * checked out; a projection already under way is the one answered (the job's unique key).
 */
export async function startProjection(
  db: Db,
  memberId: string,
  planId: string,
  now: Date,
): Promise<Calculation> {
  const plan = await planOf(db, memberId, planId);
  const today = todayInSweden(now);
  if (!projectionAvailable(today)) throw problemOf(myMapProblems, 'ProjectionDisabled');
  return db.transaction(async (tx) => {
    const locked = await lockedPlan(tx, plan.id);
    if (locked?.checkedOut) throw problemOf(myMapProblems, 'PlanLocked');
    const job = await enqueue(
      tx,
      planProjection,
      { planId: plan.id, projectTo: nextGrowthSeason(today) },
      { uniqueKey: `myMap.projection:${plan.id}`, memberId },
    );
    const [existing] = await tx
      .select({ id: myMapCalculations.id })
      .from(myMapCalculations)
      .where(eq(myMapCalculations.jobId, job.id));
    const [row] = existing
      ? [existing]
      : await tx
          .insert(myMapCalculations)
          .values({ planId: plan.id, kind: 'projection', day: today, jobId: job.id })
          .returning({ id: myMapCalculations.id });
    return calculationOf(row!.id, job);
  });
}

/**
 * Starts today's report calculation: once per plan and Swedish day (§9), the partial unique
 * index deciding between two requests at once. A report that failed may be asked again.
 */
export async function startReport(
  db: Db,
  memberId: string,
  planId: string,
  now: Date,
): Promise<Calculation> {
  const plan = await planOf(db, memberId, planId);
  const day = todayInSweden(now);
  try {
    return await db.transaction(async (tx) => {
      await lockedPlan(tx, plan.id);
      const [earlier] = await tx
        .select({ id: myMapCalculations.id, state: jobs.state })
        .from(myMapCalculations)
        .innerJoin(jobs, eq(jobs.id, myMapCalculations.jobId))
        .where(
          and(
            eq(myMapCalculations.planId, plan.id),
            eq(myMapCalculations.kind, 'report'),
            eq(myMapCalculations.day, day),
          ),
        );
      if (earlier && earlier.state !== 'error') {
        throw problemOf(myMapProblems, 'ReportCalculationDisabled');
      }
      if (earlier) await tx.delete(myMapCalculations).where(eq(myMapCalculations.id, earlier.id));
      const job = await enqueue(tx, reportCalculation, { planId: plan.id, day }, { memberId });
      const [row] = await tx
        .insert(myMapCalculations)
        .values({ planId: plan.id, kind: 'report', day, jobId: job.id })
        .returning({ id: myMapCalculations.id });
      return calculationOf(row!.id, job);
    });
  } catch (error) {
    // The other request of a pair won the unique index: today's report is taken.
    if (isUniqueViolation(error)) throw problemOf(myMapProblems, 'ReportCalculationDisabled');
    throw error;
  }
}
