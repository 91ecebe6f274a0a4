import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Assortment } from '../../shared/contracts/price-model.ts';
import type {
  CompleteDeliveryInput,
  DeliveriesAnswer,
  DeliveryDetail,
  DeliveryMonths,
  DeliverySummary,
  DeliveryStatus,
  EudrStatus,
  FinalDeliveryReason,
  LandingView,
} from '../../shared/contracts/timber-deliveries.ts';
import { eudrGeoJson } from '../../shared/contracts/timber-deliveries/originGeometry.ts';
import type { Caller } from '../api/auth.ts';
import type { Db, Queryable } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { areaService } from '../kit/services.ts';
import type { DeliveryAgreement } from '../kit/services/timberAgreements.ts';
import { mapCompartments } from '../map/overlays/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import {
  agreementOpen,
  refuseWhileStackTagsPending,
  visibleDelivery,
  writableDelivery,
  type DeliveryRow,
} from './access.ts';
import { refreshReportedVolume } from './reportedVolume.ts';
import {
  timberDeliveries,
  timberLandingAssortments,
  timberLandings,
  timberOriginAreas,
  timberStackTagOrders,
} from './schema.ts';
import { estatesOf } from './origin.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { problemOf } from '../kit/problem.ts';

export const orderNumber = (no: number) => `VO-${no}`;
export const agreementNumber = (no: number) => `LV-${no}`;

async function visibleAgreement(db: Queryable, id: string, memberId: string) {
  if (!isUuid(id)) throw problemOf(timberProblems, 'OpportunityNotFound');
  const agreement = await areaService('timberAgreements').agreement(db, id, memberId);
  if (!agreement) throw problemOf(timberProblems, 'OpportunityNotFound');
  return agreement;
}

/** The assortments the agreement has volume for (what a landing may carry). */
export async function agreementAssortments(
  db: Queryable,
  agreementId: string,
): Promise<Assortment[]> {
  const agreed = await areaService('timberAgreements').agreedAssortments(db, agreementId);
  return agreed as Assortment[];
}

/** The member's name and postal address in force (the stack tag order, the EU declaration). */
async function memberInfo(db: Queryable, memberId: string) {
  const [member] = await db
    .select({
      name: members.name,
      address1: members.address1,
      postalCode: members.postalCode,
      city: members.city,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    name: member?.name ?? '',
    address: {
      street: member?.address1 ?? '',
      postalCode: member?.postalCode ?? '',
      city: member?.city ?? '',
    },
  };
}

type LandingRow = typeof timberLandings.$inferSelect;
type AssortmentRow = typeof timberLandingAssortments.$inferSelect;

/** Landings and their assortments of some deliveries, in two queries (no call per landing). */
async function landingsOf(db: Queryable, deliveryIds: string[]) {
  if (deliveryIds.length === 0)
    return { landings: [] as LandingRow[], assortments: [] as AssortmentRow[] };
  const landings = await db
    .select()
    .from(timberLandings)
    .where(inArray(timberLandings.deliveryId, deliveryIds))
    .orderBy(asc(timberLandings.createdAt), asc(timberLandings.name));
  const assortments =
    landings.length === 0
      ? []
      : await db
          .select()
          .from(timberLandingAssortments)
          .where(
            inArray(
              timberLandingAssortments.landingId,
              landings.map((l) => l.id),
            ),
          )
          .orderBy(asc(timberLandingAssortments.createdAt));
  return { landings, assortments };
}

type StackTagRow = typeof timberStackTagOrders.$inferSelect;

function summary(
  delivery: DeliveryRow,
  agreement: DeliveryAgreement,
  landings: LandingRow[],
  assortments: AssortmentRow[],
  stackTags: StackTagRow | undefined,
): DeliverySummary {
  const own = landings.filter((l) => l.deliveryId === delivery.id).map((l) => l.id);
  const mine = assortments.filter((a) => own.includes(a.landingId));
  return {
    id: delivery.id,
    timberOrderNumber: orderNumber(delivery.orderNo),
    agreementNumber: agreementNumber(agreement.agreementNo),
    status: delivery.status as DeliveryStatus,
    finalDeliveryReason: delivery.finalDeliveryReason as FinalDeliveryReason | null,
    createdAt: delivery.createdAt.toISOString(),
    closedAt: delivery.closedAt?.toISOString() ?? null,
    landings: own.length,
    assortments: [...new Set(mine.map((a) => a.assortment as Assortment))].sort(),
    volume: mine.reduce((sum, a) => sum + a.volume, 0),
    stackTags: stackTags
      ? {
          status: stackTags.handledAt ? 'Handled' : 'Ordered',
          street: stackTags.street,
          postalCode: stackTags.postalCode,
          city: stackTags.city,
          lines: stackTags.lines as { assortment: Assortment; tags: number }[],
          orderedAt: stackTags.createdAt.toISOString(),
          expectedBy: stackTags.expectedBy,
        }
      : null,
    eudrStatus: delivery.eudrStatus as EudrStatus,
    // Completing stores the e-mails; a final completion marks every assortment final (and a
    // partial one none), so the stored rows say which status was chosen: no column of its own.
    completion:
      delivery.emails === null
        ? null
        : {
            emails: delivery.emails,
            transporterMessage: delivery.transporterMessage ?? '',
            deliveryStatus: mine.length > 0 && mine.every((a) => a.final) ? 'final' : 'notFinal',
          },
  };
}

/** The deliveries view: the agreement and its notifications in one answer (4 queries). */
export async function listDeliveries(
  db: Db,
  caller: Caller,
  agreementId: string,
): Promise<DeliveriesAnswer> {
  const agreement = await visibleAgreement(db, agreementId, caller.effectiveMemberId);
  const deliveries = await db
    .select()
    .from(timberDeliveries)
    .where(eq(timberDeliveries.agreementId, agreement.id))
    .orderBy(desc(timberDeliveries.createdAt));
  const ids = deliveries.map((d) => d.id);
  const [{ landings, assortments }, stackTags, agreed, { address }] = await Promise.all([
    landingsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([] as StackTagRow[])
      : db.select().from(timberStackTagOrders).where(inArray(timberStackTagOrders.deliveryId, ids)),
    agreementAssortments(db, agreement.id),
    memberInfo(db, caller.effectiveMemberId),
  ]);
  return {
    address,
    agreement: {
      id: agreement.id,
      name: agreement.name,
      agreementNumber: agreementNumber(agreement.agreementNo),
      status: agreement.status,
      validTo: agreement.validTo,
      assortments: agreed,
    },
    deliveries: deliveries.map((d) =>
      summary(
        d,
        agreement,
        landings,
        assortments,
        stackTags.find((s) => s.deliveryId === d.id),
      ),
    ),
  };
}

/** §4: a landing's position is locked while notified timber on it is not final. */
export const positionLocked = (delivery: DeliveryRow, assortments: AssortmentRow[]) =>
  delivery.status === 'Ongoing' && assortments.some((a) => !a.final);

export function landingView(
  delivery: DeliveryRow,
  landing: LandingRow,
  assortments: AssortmentRow[],
): LandingView {
  const own = assortments.filter((a) => a.landingId === landing.id);
  return {
    id: landing.id,
    version: landing.version,
    name: landing.name,
    comment: landing.comment,
    position: { e: landing.e, n: landing.n },
    carryingCapacityClass: landing.carryingCapacityClass as LandingView['carryingCapacityClass'],
    availabilityClass: landing.availabilityClass as LandingView['availabilityClass'],
    passabilityClass: landing.passabilityClass as LandingView['passabilityClass'],
    turningPointClass: landing.turningPointClass as LandingView['turningPointClass'],
    reloadingClass: landing.reloadingClass as LandingView['reloadingClass'],
    plowedRoadClass: landing.plowedRoadClass as LandingView['plowedRoadClass'],
    stripRoadClass: landing.stripRoadClass as LandingView['stripRoadClass'],
    positionLocked: positionLocked(delivery, own),
    assortments: own.map((a) => ({
      id: a.id,
      assortment: a.assortment as Assortment,
      volume: a.volume,
      fellingWeek: a.fellingWeek,
      sprucePercentage: a.sprucePercentage,
      origin: a.origin as LandingView['assortments'][number]['origin'],
      numberOfStacks: a.numberOfStacks,
      final: a.final,
    })),
  };
}

/**
 * The agreement's estates with their borders and compartments, from the map foundation's
 * estates (in production the cooperative's GIS, a part of its own): null when they cannot be
 * read, so the landing list still opens with §8's "estates fetch failed" where the borders go.
 */
async function agreementEstates(
  db: Db,
  agreementId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<DeliveryDetail['estates']> {
  try {
    const estates = await estatesOf(db, agreementId);
    const compartments =
      estates.length === 0
        ? []
        : await db
            .select({
              id: mapCompartments.id,
              number: mapCompartments.number,
              estateId: mapCompartments.estateId,
            })
            .from(mapCompartments)
            .where(
              inArray(
                mapCompartments.estateId,
                estates.map((e) => e.id),
              ),
            )
            .orderBy(asc(mapCompartments.number));
    return estates.map((e) => ({
      ...e,
      compartments: compartments
        .filter((c) => c.estateId === e.id)
        .map((c) => ({ id: c.id, number: c.number })),
    }));
  } catch (error) {
    log.error({ err: error, agreementId }, 'the estates of an agreement could not be read');
    return null;
  }
}

/** The landing list: everything about one notification in one answer. */
export async function deliveryDetail(
  db: Db,
  caller: Caller,
  id: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<DeliveryDetail> {
  const { delivery, agreement } = await visibleDelivery(db, id, caller.effectiveMemberId);
  const [{ landings, assortments }, [stackTags], areas, estates, agreed, member] =
    await Promise.all([
      landingsOf(db, [delivery.id]),
      db
        .select()
        .from(timberStackTagOrders)
        .where(eq(timberStackTagOrders.deliveryId, delivery.id)),
      db
        .select()
        .from(timberOriginAreas)
        .where(eq(timberOriginAreas.deliveryId, delivery.id))
        .orderBy(asc(timberOriginAreas.createdAt)),
      agreementEstates(db, agreement.id, log),
      agreementAssortments(db, agreement.id),
      memberInfo(db, caller.effectiveMemberId),
    ]);
  return {
    delivery: summary(delivery, agreement, landings, assortments, stackTags),
    agreementAssortments: agreed,
    emails: delivery.emails ?? [],
    transporterMessage: delivery.transporterMessage,
    eudrVolume: delivery.eudrVolume,
    originReturnNote: delivery.eudrStatus === 'Returned' ? delivery.eudrReturnNote : null,
    originLocked: delivery.notifiedAt !== null,
    landings: landings.map((l) => landingView(delivery, l, assortments)),
    originAreas: areas.map((a) => ({
      id: a.id,
      geometry: { type: 'Polygon' as const, coordinates: a.rings },
      compartmentIds: a.compartmentIds,
      hectares: a.areaHa,
    })),
    // The file the export writes (origin.ts), by the same function: what the member declares.
    declaration:
      areas.length === 0
        ? null
        : eudrGeoJson(
            areas.map((a) => ({ rings: a.rings, hectares: a.areaHa })),
            member.name,
            (estates ?? []).map((e) => e.designation).join(', '),
          ),
    estates,
    address: member.address,
  };
}

/** The agreement's delivery months: agreed volume per month and assortment, month by month. */
export async function deliveryMonths(
  db: Db,
  caller: Caller,
  agreementId: string,
): Promise<DeliveryMonths> {
  const agreement = await visibleAgreement(db, agreementId, caller.effectiveMemberId);
  const rows = await areaService('timberAgreements').agreedVolumes(db, agreement.id);
  const months: DeliveryMonths['months'] = [];
  for (const row of rows) {
    let month = months.at(-1);
    if (month?.month !== row.month) {
      month = { month: row.month, volumes: [], total: 0 };
      months.push(month);
    }
    month.volumes.push({ assortment: row.assortment as Assortment, volume: row.volume });
    month.total += row.volume;
  }
  return { months };
}

/** A new draft notification; one draft per agreement (a partial unique index). */
export async function createDelivery(db: Db, caller: Caller, agreementId: string) {
  const agreement = await visibleAgreement(db, agreementId, caller.effectiveMemberId);
  if (!agreementOpen(agreement)) throw problemOf(timberProblems, 'AgreementPastEndDate');
  try {
    const [row] = await db
      .insert(timberDeliveries)
      .values({ agreementId: agreement.id, createdByMemberId: caller.effectiveMemberId })
      .returning({ id: timberDeliveries.id });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw problemOf(timberDeliveriesProblems, 'DraftDeliveryExists');
    throw error;
  }
}

export async function deleteDraft(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const { delivery } = await visibleDelivery(tx, id, caller.effectiveMemberId, true);
    if (delivery.status !== 'Draft') throw problemOf(timberProblems, 'DeliveryNotDraft');
    await tx.delete(timberDeliveries).where(eq(timberDeliveries.id, delivery.id));
  });
}

/** Closes a notification; the reason says who (§3 finalDeliveryReason). */
export async function closeDelivery(
  tx: Queryable,
  id: string,
  reason: FinalDeliveryReason,
  now = new Date(),
) {
  await tx
    .update(timberDeliveries)
    .set({ status: 'Closed', finalDeliveryReason: reason, closedAt: now, lastActivityAt: now })
    .where(eq(timberDeliveries.id, id));
}

export async function closeByMember(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const { delivery } = await visibleDelivery(tx, id, caller.effectiveMemberId, true);
    if (delivery.status !== 'Ongoing') throw problemOf(timberProblems, 'InvalidDeliveryStatus');
    await closeDelivery(tx, delivery.id, 'ManualByUser');
  });
}

/** Whether the EUDR origin is required (the flag Eudr, platform §3, timber §2.4). */
export interface EudrRule {
  eudr: boolean;
}

/**
 * What notifying and completing need: assortments, and while the flag Eudr is on, origin
 * areas approved by the cooperative's review (§1: EUDR origin reporting is required; a
 * returned review leaves them unapproved) and volume within the EUDR volume. With the flag
 * off the origin is neither asked for nor checked.
 */
async function requireReady(tx: Queryable, delivery: DeliveryRow, { eudr }: EudrRule) {
  const { assortments } = await landingsOf(tx, [delivery.id]);
  if (assortments.length === 0) throw problemOf(timberProblems, 'DeliveryWithoutAssortments');
  if (!eudr) return assortments;
  const [areas] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(timberOriginAreas)
    .where(eq(timberOriginAreas.deliveryId, delivery.id));
  if (!areas?.count || delivery.eudrVolume === null)
    throw problemOf(timberProblems, 'AreasMissing');
  if (delivery.eudrStatus !== 'Approved') throw problemOf(timberProblems, 'EudrStatusInvalid');
  const total = assortments.reduce((sum, a) => sum + a.volume, 0);
  if (total > delivery.eudrVolume)
    throw problemOf(timberProblems, 'TotalVolumeAboveEuReportedLimit');
  return assortments;
}

/**
 * §4 "closure ... by a successor": a newer notification of the agreement sent to the
 * cooperative succeeds the ongoing ones sent before it; they close as BySuccessorBySystem.
 */
export async function closeSucceeded(tx: Queryable, successor: DeliveryRow, now: Date) {
  return tx
    .update(timberDeliveries)
    .set({
      status: 'Closed',
      finalDeliveryReason: 'BySuccessorBySystem',
      closedAt: now,
      lastActivityAt: now,
    })
    .where(
      and(
        eq(timberDeliveries.agreementId, successor.agreementId),
        eq(timberDeliveries.status, 'Ongoing'),
        ne(timberDeliveries.id, successor.id),
      ),
    )
    .returning({ id: timberDeliveries.id });
}

/** Draft -> Ongoing: sent to the cooperative; origin areas lock (§4); it succeeds the older. */
export async function notifyDelivery(
  db: Db,
  caller: Caller,
  id: string,
  rule: EudrRule,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, id, caller.effectiveMemberId);
    if (delivery.status !== 'Draft') throw problemOf(timberProblems, 'DeliveryNotDraft');
    await requireReady(tx, delivery, rule);
    await tx
      .update(timberDeliveries)
      .set({ status: 'Ongoing', notifiedAt: now, lastActivityAt: now })
      .where(eq(timberDeliveries.id, delivery.id));
    await closeSucceeded(tx, delivery, now);
    await refreshReportedVolume(tx, delivery.agreementId);
  });
}

/**
 * The complete-delivery modal's last step: the e-mail and message to the transporter stored
 * and a draft notified on the way. The delivery status the member chose (§3, §5) decides the
 * rest: final marks every assortment final and closes the notification by the member (§4:
 * closure when the user marks all assortments final); notFinal keeps it Ongoing with its
 * assortments not final, so more landings and assortments may follow and a later completion
 * may be final.
 */
export async function completeDelivery(
  db: Db,
  caller: Caller,
  id: string,
  body: CompleteDeliveryInput,
  rule: EudrRule,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, id, caller.effectiveMemberId);
    await refuseWhileStackTagsPending(tx, delivery.id);
    const assortments = await requireReady(tx, delivery, rule);
    const final = body.deliveryStatus === 'final';
    if (final)
      await tx
        .update(timberLandingAssortments)
        .set({ final: true })
        .where(
          inArray(
            timberLandingAssortments.id,
            assortments.map((a) => a.id),
          ),
        );
    await tx
      .update(timberDeliveries)
      .set({
        emails: body.emails,
        transporterMessage: body.transporterMessage,
        status: 'Ongoing',
        notifiedAt: delivery.notifiedAt ?? now,
        lastActivityAt: now,
      })
      .where(eq(timberDeliveries.id, delivery.id));
    if (delivery.status === 'Draft') await closeSucceeded(tx, delivery, now);
    if (final) await closeDelivery(tx, delivery.id, 'ManualByUser', now);
    await refreshReportedVolume(tx, delivery.agreementId);
  });
}
