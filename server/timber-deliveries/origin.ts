import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import type { OriginAreasInput } from '../../shared/contracts/timber-deliveries.ts';
import {
  eudrGeoJson,
  originAreaProblem,
  ringsHectares,
} from '../../shared/contracts/timber-deliveries/originGeometry.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { areaService } from '../kit/services.ts';
import { mapCompartments } from '../map/overlays/schema.ts';
import {
  carriesOut,
  defineTaskKind,
  refuses,
  TaskActionRefused,
  type Tx,
} from '../staff-desk/kinds.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { touch, visibleDelivery, writableDelivery } from './access.ts';
import { timberDeliveries, timberOriginAreas } from './schema.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { problemOf } from '../kit/problem.ts';

/** The cooperative reviews the origin (EUDR) before the order goes on; it is locked meanwhile. */
export const originReviewTask = defineTaskKind({
  name: 'timberOriginReview',
  label: 'Granska ursprung (EUDR)',
  data: z.object({ orderNumber: z.string(), areas: z.array(z.string()), eudrVolume: z.number() }),
  details: (task) => [
    { label: 'Virkesorder', value: task.data.orderNumber },
    { label: 'Ursprungsytor', value: task.data.areas },
    { label: 'EUDR-volym', value: `${task.data.eudrVolume} ${unitSymbols.m3fub}` },
  ],
  actions: {
    approve: carriesOut('Godkänn', async (tx, task) => {
      await endReview(tx, task.subjectId, 'Approved', null);
    }),
    reject: refuses('Skicka tillbaka', async (tx, task, _staff, note) => {
      await endReview(tx, task.subjectId, 'Returned', note);
    }),
  },
});

/**
 * The review's end: approved, or returned with the cooperative's note for the member to see.
 * The cooperative's handling counts as activity for the 30-day close (the member may act now).
 */
export async function endReview(
  tx: Tx,
  deliveryId: string,
  status: 'Approved' | 'Returned',
  note: string | null,
  now = new Date(),
) {
  const [row] = await tx
    .select({ eudrStatus: timberDeliveries.eudrStatus })
    .from(timberDeliveries)
    .where(eq(timberDeliveries.id, deliveryId))
    .for('update');
  if (row?.eudrStatus !== 'InReview')
    throw new TaskActionRefused('Ursprungsgranskningen pågår inte längre.');
  await tx
    .update(timberDeliveries)
    .set({
      eudrStatus: status,
      eudrReturnNote: status === 'Returned' ? note : null,
      eudrReviewedAt: now,
      lastActivityAt: now,
    })
    .where(eq(timberDeliveries.id, deliveryId));
}

/** The estates of an agreement with their borders, by designation (the agreement's own). */
export function estatesOf(db: Tx | Db, agreementId: string) {
  return areaService('timberAgreements').estates(db, agreementId);
}

/**
 * Replaces the delivery's origin areas and EUDR volume. Every polygon must be simple and
 * inside the agreement's estates (the same turf rules the drawing applies), its compartments
 * on those estates; locked after the first notification; opens the cooperative's review.
 */
export async function saveOriginAreas(
  db: Db,
  caller: Caller,
  deliveryId: string,
  body: OriginAreasInput,
) {
  return db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, deliveryId, caller.effectiveMemberId);
    if (delivery.notifiedAt) throw problemOf(timberDeliveriesProblems, 'OriginLocked');
    const estates = await estatesOf(tx, delivery.agreementId);
    const borders = estates.map((e) => e.geometry);
    const errors: Record<string, string> = {};
    body.areas.forEach((area, i) => {
      const problem = originAreaProblem(area.geometry.coordinates, borders);
      if (problem === 'invalidPolygon')
        errors[`areas.${i}`] = timberScreenMessages.eudrInvalidPolygons;
      if (problem === 'outsideBorders')
        errors[`areas.${i}`] = timberScreenMessages.eudrAreasOutsideBorders;
    });
    const compartmentIds = [...new Set(body.areas.flatMap((a) => a.compartmentIds))];
    if (compartmentIds.length > 0) {
      const known = await tx
        .select({ id: mapCompartments.id })
        .from(mapCompartments)
        .where(
          inArray(
            mapCompartments.estateId,
            estates.map((e) => e.id),
          ),
        );
      const ids = new Set(known.map((k) => k.id));
      body.areas.forEach((area, i) => {
        if (area.compartmentIds.some((id) => !ids.has(id)))
          errors[`areas.${i}.compartmentIds`] = 'Avdelningen ligger inte på fastigheten.';
      });
    }
    if (Object.keys(errors).length > 0)
      throw problemOf(timberProblems, 'InvalidAreaGeometry', errors);
    await tx.delete(timberOriginAreas).where(eq(timberOriginAreas.deliveryId, delivery.id));
    const rows = body.areas.map((area) => ({
      deliveryId: delivery.id,
      rings: area.geometry.coordinates,
      compartmentIds: area.compartmentIds,
      areaHa: Math.round(ringsHectares(area.geometry.coordinates) * 100) / 100,
    }));
    await tx.insert(timberOriginAreas).values(rows);
    await tx
      .update(timberDeliveries)
      .set({ eudrVolume: body.eudrVolume, eudrStatus: 'InReview', eudrReturnNote: null })
      .where(eq(timberDeliveries.id, delivery.id));
    await openStaffTask(tx, originReviewTask, {
      subjectId: delivery.id,
      memberId: delivery.createdByMemberId,
      data: {
        orderNumber: `VO-${delivery.orderNo}`,
        areas: rows.map((r, i) => `Yta ${i + 1}: ${r.areaHa.toFixed(2).replace('.', ',')} ha`),
        eudrVolume: body.eudrVolume,
      },
    });
    await touch(tx, delivery.id);
    return { id: delivery.id };
  });
}

/** The origin as GeoJSON for the EU information system (producer and estate named). */
export async function exportOrigin(db: Db, caller: Caller, deliveryId: string) {
  const { delivery } = await visibleDelivery(db, deliveryId, caller.effectiveMemberId);
  const [areas, estates, [member]] = await Promise.all([
    db
      .select()
      .from(timberOriginAreas)
      .where(eq(timberOriginAreas.deliveryId, delivery.id))
      .orderBy(asc(timberOriginAreas.createdAt)),
    estatesOf(db, delivery.agreementId),
    db.select({ name: members.name }).from(members).where(eq(members.id, caller.effectiveMemberId)),
  ]);
  if (areas.length === 0) throw problemOf(timberProblems, 'AreasMissing');
  return eudrGeoJson(
    areas.map((a) => ({ rings: a.rings, hectares: a.areaHa })),
    member?.name ?? '',
    estates.map((e) => e.designation).join(', '),
  );
}
