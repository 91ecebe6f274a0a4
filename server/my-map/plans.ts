import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mapEstateOwners, mapEstates } from '../map/overlays/schema.ts';
import { areaHa } from '../map/overlays/geometry.ts';
import { problemOf } from '../kit/problem.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { dominantSpecies, type Bbox } from '../../shared/contracts/mapOverlays.ts';
import {
  adviserEstateMinHa,
  maturityClassOf,
  planMaxAgeYears,
  type Compartment,
  type CompartmentComment,
  type CompartmentEdit,
  type CompartmentSummary,
  type MyMapOverview,
  type Plan,
  type PlanSummary,
} from '../../shared/contracts/my-map.ts';
import { compartmentsAtZoom } from '../../shared/contracts/my-map/byZoom.ts';
import { myMapCompartments, myMapPlans } from './schema.ts';

type PlanRow = typeof myMapPlans.$inferSelect & { estateDesignation: string };
type CompartmentRow = typeof myMapCompartments.$inferSelect;

/** The estates the member owns alone or together with others (the map's visibility rule). */
export const ownedEstateIds = (db: Db, memberId: string) =>
  db
    .select({ id: mapEstateOwners.estateId })
    .from(mapEstateOwners)
    .where(eq(mapEstateOwners.memberId, memberId));

/** §9: a plan older than ten years (by its date) needs an adviser. */
export function isTooOld(planDate: string, today: Date): boolean {
  const [y, m, d] = planDate.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + planMaxAgeYears, m - 1, d));
  return today.getTime() > limit.getTime();
}

const summary = (row: PlanRow, today: Date): PlanSummary => ({
  id: row.id,
  estateId: row.estateId,
  estateDesignation: row.estateDesignation,
  planDate: row.planDate,
  checkedOut: row.checkedOut,
  tooOld: isTooOld(row.planDate, today),
});

async function planRows(db: Db, memberId: string, planId?: string): Promise<PlanRow[]> {
  return db
    .select({
      id: myMapPlans.id,
      estateId: myMapPlans.estateId,
      planDate: myMapPlans.planDate,
      checkedOut: myMapPlans.checkedOut,
      projectedTo: myMapPlans.projectedTo,
      estateDesignation: mapEstates.designation,
    })
    .from(myMapPlans)
    .innerJoin(mapEstates, eq(mapEstates.id, myMapPlans.estateId))
    .where(
      and(
        inArray(myMapPlans.estateId, ownedEstateIds(db, memberId)),
        planId ? eq(myMapPlans.id, planId) : undefined,
      ),
    )
    .orderBy(asc(mapEstates.designation));
}

/** The member's plan, or 404 PlanNotFound (another member's plan is not found either). */
export async function planOf(db: Db, memberId: string, planId: string): Promise<PlanRow> {
  const [row] = await planRows(db, memberId, planId);
  if (!row) throw problemOf(myMapProblems, 'PlanNotFound');
  return row;
}

/** A plan the owner may change: 409 PlanLocked while the cooperative has it checked out. */
export async function writablePlanOf(db: Db, memberId: string, planId: string) {
  const plan = await planOf(db, memberId, planId);
  if (plan.checkedOut) throw problemOf(myMapProblems, 'PlanLocked');
  return plan;
}

export async function overview(db: Db, memberId: string, today: Date): Promise<MyMapOverview> {
  const plans = await planRows(db, memberId);
  const estates = await db
    .select({
      id: mapEstates.id,
      designation: mapEstates.designation,
      geometry: mapEstates.geometry,
      minE: mapEstates.minE,
      minN: mapEstates.minN,
      maxE: mapEstates.maxE,
      maxN: mapEstates.maxN,
    })
    .from(mapEstates)
    .where(inArray(mapEstates.id, ownedEstateIds(db, memberId)))
    .orderBy(asc(mapEstates.designation));
  const withPlan = new Set(plans.map((plan) => plan.estateId));
  const [member] = await db
    .select({ country: members.country })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    plans: plans.map((row) => summary(row, today)),
    estates: estates.map(({ minE, minN, maxE, maxN, geometry: _geometry, ...estate }) => ({
      ...estate,
      hasPlan: withPlan.has(estate.id),
      extent: { minE, minN, maxE, maxN },
    })),
    adviser: {
      // No address at all is not "abroad": the member is simply not asked about it.
      abroad: Boolean(member?.country && member.country !== 'SE'),
      largeEstatesWithoutPlan: estates
        .filter((e) => !withPlan.has(e.id) && areaHa(e.geometry) > adviserEstateMinHa)
        .map((e) => e.designation),
    },
  };
}

const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, 'sv', { numeric: true });

const compartmentSummary = (row: CompartmentRow): CompartmentSummary => ({
  id: row.id,
  number: row.number,
  areaHa: row.areaHa,
  age: row.age,
  maturityClass: maturityClassOf(row.maturityClass),
  volumeM3sk: Math.round(row.volumeM3skPerHa * row.areaHa),
  sprucePercent: row.sprucePercent,
  pinePercent: row.pinePercent,
  deciduousPercent: row.deciduousPercent,
  targetClass: row.targetClass as CompartmentSummary['targetClass'],
});

export const compartmentOfRow = (row: CompartmentRow): Compartment => ({
  ...compartmentSummary(row),
  siteIndex: row.siteIndex,
  volumeM3skPerHa: row.volumeM3skPerHa,
  growthM3skPerHaYear: row.growthM3skPerHaYear,
  diameterCm: row.diameterCm,
  heightM: row.heightM,
  basalAreaM2PerHa: row.basalAreaM2PerHa,
  managementClass: row.managementClass as Compartment['managementClass'],
  soilMoisture: row.soilMoisture as Compartment['soilMoisture'],
  waterTargetClass: row.waterTargetClass as Compartment['waterTargetClass'],
  comment: row.comment,
  editedByOwner: row.editedByOwner,
});

export async function planWithCompartments(
  db: Db,
  memberId: string,
  planId: string,
  today: Date,
): Promise<Plan> {
  const plan = await planOf(db, memberId, planId);
  const rows = await db
    .select()
    .from(myMapCompartments)
    .where(eq(myMapCompartments.planId, plan.id));
  const compartments = rows.map(compartmentSummary).sort(byNumber);
  const totalAreaHa = Math.round(compartments.reduce((sum, c) => sum + c.areaHa, 0) * 10) / 10;
  const extent = {
    minE: Math.min(...rows.map((row) => row.minE)),
    minN: Math.min(...rows.map((row) => row.minN)),
    maxE: Math.max(...rows.map((row) => row.maxE)),
    maxN: Math.max(...rows.map((row) => row.maxN)),
  };
  return { ...summary(plan, today), totalAreaHa, extent, compartments };
}

/**
 * The plan's compartments in the view (all without a bbox), as the map's overlay features;
 * with a coarse zoom their boundaries thinned to what that zoom can show (byZoom.ts).
 */
export async function planGeometry(
  db: Db,
  memberId: string,
  planId: string,
  bbox: Bbox | null,
  zoom: number | null = null,
) {
  const plan = await planOf(db, memberId, planId);
  const rows = await db
    .select()
    .from(myMapCompartments)
    .where(
      and(
        eq(myMapCompartments.planId, plan.id),
        bbox
          ? and(
              lte(myMapCompartments.minE, bbox.maxE),
              gte(myMapCompartments.maxE, bbox.minE),
              lte(myMapCompartments.minN, bbox.maxN),
              gte(myMapCompartments.maxN, bbox.minN),
            )
          : undefined,
      ),
    );
  const features = rows.sort(byNumber).map((row) => ({
    id: row.id,
    geometry: row.geometry,
    properties: {
      estateId: plan.estateId,
      estateDesignation: plan.estateDesignation,
      number: row.number,
      areaHa: row.areaHa,
      sprucePercent: row.sprucePercent,
      pinePercent: row.pinePercent,
      deciduousPercent: row.deciduousPercent,
      dominantSpecies: dominantSpecies({
        sprucePercent: row.sprucePercent,
        pinePercent: row.pinePercent,
        deciduousPercent: row.deciduousPercent,
      }),
      age: row.age,
      volumeM3sk: Math.round(row.volumeM3skPerHa * row.areaHa),
      volumeM3skPerHa: row.volumeM3skPerHa,
      siteIndex: row.siteIndex,
      maturityClass: maturityClassOf(row.maturityClass),
      targetClass: row.targetClass as CompartmentSummary['targetClass'],
    },
  }));
  return { features: compartmentsAtZoom(features, zoom) };
}

async function compartmentRow(db: Db, planId: string, compartmentId: string) {
  const [row] = await db
    .select()
    .from(myMapCompartments)
    .where(and(eq(myMapCompartments.planId, planId), eq(myMapCompartments.id, compartmentId)));
  if (!row) throw problemOf(myMapProblems, 'CompartmentNotFound');
  return row;
}

export async function compartment(db: Db, memberId: string, planId: string, compartmentId: string) {
  const plan = await planOf(db, memberId, planId);
  return compartmentOfRow(await compartmentRow(db, plan.id, compartmentId));
}

/** The compartment of a plan the member may change (checked and locked in one transaction). */
export async function changeCompartment(
  db: Db,
  memberId: string,
  planId: string,
  compartmentId: string,
  change: CompartmentEdit | CompartmentComment,
): Promise<Compartment> {
  return db.transaction(async (tx) => {
    const plan = await planOf(tx, memberId, planId);
    // The row lock keeps a checkout by the cooperative from landing between check and write.
    const [locked] = await tx
      .select({ checkedOut: myMapPlans.checkedOut })
      .from(myMapPlans)
      .where(eq(myMapPlans.id, plan.id))
      .for('update');
    if (locked?.checkedOut) throw problemOf(myMapProblems, 'PlanLocked');
    await compartmentRow(tx, plan.id, compartmentId);
    const values =
      'comment' in change
        ? { comment: change.comment }
        : {
            age: change.age,
            heightM: change.heightM,
            diameterCm: change.diameterCm,
            basalAreaM2PerHa: change.basalAreaM2PerHa,
            volumeM3skPerHa: change.volumeM3skPerHa,
            editedByOwner: true,
          };
    const [row] = await tx
      .update(myMapCompartments)
      .set(values)
      .where(eq(myMapCompartments.id, compartmentId))
      .returning();
    return compartmentOfRow(row!);
  });
}

export const compartmentNumbers = async (db: Db, planId: string) =>
  new Map(
    (
      await db
        .select({ id: myMapCompartments.id, number: myMapCompartments.number })
        .from(myMapCompartments)
        .where(eq(myMapCompartments.planId, planId))
    ).map((row) => [row.id, row.number]),
  );
