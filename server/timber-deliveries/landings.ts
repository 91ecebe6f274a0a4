import { and, eq, sql } from 'drizzle-orm';
import {
  deliveryLimits,
  type LandingAssortmentInput,
  type LandingInput,
} from '../../shared/contracts/timber-deliveries.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import type { Tx } from '../staff-desk/kinds.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { refuseWhileStackTagsPending, touch, writableDelivery } from './access.ts';
import { agreementAssortments, positionLocked } from './deliveries.ts';
import { timberLandingAssortments, timberLandings } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { problemOf } from '../kit/problem.ts';

const landingValues = (body: LandingInput) => ({
  name: body.name,
  comment: body.comment,
  e: body.position.e,
  n: body.position.n,
  carryingCapacityClass: body.carryingCapacityClass,
  availabilityClass: body.availabilityClass,
  passabilityClass: body.passabilityClass,
  turningPointClass: body.turningPointClass,
  reloadingClass: body.reloadingClass,
  plowedRoadClass: body.plowedRoadClass,
  stripRoadClass: body.stripRoadClass,
});

async function lockedLanding(tx: Tx, deliveryId: string, landingId: string) {
  const [landing] = await tx
    .select()
    .from(timberLandings)
    .where(and(eq(timberLandings.id, landingId), eq(timberLandings.deliveryId, deliveryId)))
    .for('update');
  if (!landing) throw problemOf(timberProblems, 'DeliveryNotFound');
  return landing;
}

/**
 * §8 LandingInOpenServiceOrder: a landing the cooperative's crew uses for a work order still
 * running (a 'landing' site-info point of the member's active service order within the
 * nearby-landing distance) is that order's landing: the member cannot move, change or remove
 * it until the order is finished (README "Landings in a service order").
 */
async function refuseInOpenServiceOrder(
  tx: Tx,
  memberId: string,
  { e, n }: { e: number; n: number },
) {
  const near = deliveryLimits.nearbyLandingMetres;
  const orders = areaService('serviceOrders');
  if (await orders.landingInActiveOrder(tx, memberId, { e, n }, near))
    throw problemOf(timberProblems, 'LandingInOpenServiceOrder');
}

/** A new landing; at most `landingsMax` per delivery (counted under the delivery's row lock). */
export async function createLanding(
  db: Db,
  caller: Caller,
  deliveryId: string,
  body: LandingInput,
) {
  return db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, deliveryId, caller.effectiveMemberId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(timberLandings)
      .where(eq(timberLandings.deliveryId, delivery.id));
    if ((count?.n ?? 0) >= deliveryLimits.landingsMax)
      throw problemOf(timberProblems, 'MaximumLandingsReached');
    const [row] = await tx
      .insert(timberLandings)
      .values({ deliveryId: delivery.id, ...landingValues(body) })
      .returning({ id: timberLandings.id, version: timberLandings.version });
    await touch(tx, delivery.id);
    return row!;
  });
}

/**
 * Updates a landing based on `expected` (If-Match): another tab's newer save answers 412
 * LandingUpdatedConflict. The position stays while notified timber on it is not final (§4).
 */
export async function updateLanding(
  db: Db,
  caller: Caller,
  deliveryId: string,
  landingId: string,
  expected: number,
  body: LandingInput,
) {
  return db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, deliveryId, caller.effectiveMemberId);
    const landing = await lockedLanding(tx, delivery.id, landingId);
    if (landing.version !== expected) throw problemOf(timberProblems, 'LandingUpdatedConflict');
    await refuseInOpenServiceOrder(tx, caller.effectiveMemberId, landing);
    const moved = landing.e !== body.position.e || landing.n !== body.position.n;
    if (moved) {
      const assortments = await tx
        .select()
        .from(timberLandingAssortments)
        .where(eq(timberLandingAssortments.landingId, landing.id));
      if (positionLocked(delivery, assortments))
        throw problemOf(timberDeliveriesProblems, 'LandingPositionLocked');
    }
    const [row] = await tx
      .update(timberLandings)
      .set({ ...landingValues(body), version: landing.version + 1 })
      .where(eq(timberLandings.id, landing.id))
      .returning({ id: timberLandings.id, version: timberLandings.version });
    await touch(tx, delivery.id);
    return row!;
  });
}

export async function deleteLanding(db: Db, caller: Caller, deliveryId: string, landingId: string) {
  await db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, deliveryId, caller.effectiveMemberId);
    const landing = await lockedLanding(tx, delivery.id, landingId);
    await refuseInOpenServiceOrder(tx, caller.effectiveMemberId, landing);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(timberLandingAssortments)
      .where(eq(timberLandingAssortments.landingId, landing.id));
    if ((count?.n ?? 0) > 0) throw problemOf(timberProblems, 'LandingHasAssortments');
    await tx.delete(timberLandings).where(eq(timberLandings.id, landing.id));
    await touch(tx, delivery.id);
  });
}

const assortmentValues = (body: LandingAssortmentInput) => ({
  volume: body.volume,
  sprucePercentage: body.sprucePercentage,
  origin: body.origin,
  numberOfStacks: body.numberOfStacks,
});

/** Opens a landing for an assortment change: not while stack tags wait (§4). */
async function assortmentWrite(tx: Tx, caller: Caller, deliveryId: string, landingId: string) {
  const found = await writableDelivery(tx, deliveryId, caller.effectiveMemberId);
  await refuseWhileStackTagsPending(tx, found.delivery.id);
  const landing = await lockedLanding(tx, found.delivery.id, landingId);
  return { ...found, landing };
}

export async function addAssortment(
  db: Db,
  caller: Caller,
  deliveryId: string,
  landingId: string,
  body: LandingAssortmentInput,
) {
  return db.transaction(async (tx) => {
    const { delivery, landing } = await assortmentWrite(tx, caller, deliveryId, landingId);
    const agreed = await agreementAssortments(tx, delivery.agreementId);
    if (!agreed.includes(body.assortment))
      throw problemOf(timberProblems, 'AssortmentNotInAgreementOrPeriodUnavailable');
    try {
      const [row] = await tx
        .insert(timberLandingAssortments)
        .values({
          landingId: landing.id,
          assortment: body.assortment,
          fellingWeek: body.fellingWeek,
          ...assortmentValues(body),
        })
        .returning({ id: timberLandingAssortments.id });
      await touch(tx, delivery.id);
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw problemOf(timberProblems, 'AssortmentAlreadyAdded');
      throw error;
    }
  });
}

async function lockedAssortment(tx: Tx, landingId: string, id: string) {
  const [row] = await tx
    .select()
    .from(timberLandingAssortments)
    .where(
      and(eq(timberLandingAssortments.id, id), eq(timberLandingAssortments.landingId, landingId)),
    )
    .for('update');
  if (!row) throw problemOf(timberProblems, 'AssortmentNotFound');
  return row;
}

/** Changes an assortment: the assortment itself and its felling week stay as added (§4). */
export async function updateAssortment(
  db: Db,
  caller: Caller,
  deliveryId: string,
  landingId: string,
  assortmentId: string,
  body: LandingAssortmentInput,
) {
  return db.transaction(async (tx) => {
    const { delivery, landing } = await assortmentWrite(tx, caller, deliveryId, landingId);
    const row = await lockedAssortment(tx, landing.id, assortmentId);
    if (row.assortment !== body.assortment) throw problemOf(timberProblems, 'AssortmentNotFound');
    if (row.fellingWeek !== body.fellingWeek)
      throw problemOf(timberProblems, 'FellingWeekConflict');
    await tx
      .update(timberLandingAssortments)
      .set(assortmentValues(body))
      .where(eq(timberLandingAssortments.id, row.id));
    await touch(tx, delivery.id);
    return { id: row.id };
  });
}

export async function deleteAssortment(
  db: Db,
  caller: Caller,
  deliveryId: string,
  landingId: string,
  assortmentId: string,
) {
  await db.transaction(async (tx) => {
    const { delivery, landing } = await assortmentWrite(tx, caller, deliveryId, landingId);
    const row = await lockedAssortment(tx, landing.id, assortmentId);
    await tx.delete(timberLandingAssortments).where(eq(timberLandingAssortments.id, row.id));
    await touch(tx, delivery.id);
  });
}
