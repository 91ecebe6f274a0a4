import { eq } from 'drizzle-orm';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { problemOf } from '../kit/problem.ts';
import { areaService } from '../kit/services.ts';
import type { DeliveryAgreement } from '../kit/services/timberAgreements.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { refreshReportedVolume } from './reportedVolume.ts';
import { timberDeliveries, timberStackTagOrders } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';

export type DeliveryRow = typeof timberDeliveries.$inferSelect;

/** The delivery and its agreement when the member owns the agreement; else 404. */
export async function visibleDelivery(
  db: Queryable,
  id: string,
  memberId: string,
  lock = false,
): Promise<{ delivery: DeliveryRow; agreement: DeliveryAgreement }> {
  if (!isUuid(id)) throw problemOf(timberProblems, 'DeliveryNotFound');
  const query = db.select().from(timberDeliveries).where(eq(timberDeliveries.id, id));
  const [delivery] = lock ? await query.for('update') : await query;
  const agreement =
    delivery &&
    (await areaService('timberAgreements').agreement(db, delivery.agreementId, memberId));
  if (!delivery || !agreement) throw problemOf(timberProblems, 'DeliveryNotFound');
  return { delivery, agreement };
}

/** Whether the agreement still takes deliveries: active and not past its end (§4). */
export function agreementOpen(agreement: DeliveryAgreement, today = todayInSweden()): boolean {
  return agreement.status === 'Active' && (!agreement.validTo || agreement.validTo >= today);
}

/**
 * A write to a delivery: locked row, visible, not closed, the agreement open, and no origin
 * review running (§4: the order is locked meanwhile). Ordering stack tags alone may go on
 * during the review (§9: they then take 10 working days), so it passes duringOriginReview.
 */
export async function writableDelivery(
  tx: Tx,
  id: string,
  memberId: string,
  { duringOriginReview = false } = {},
) {
  const found = await visibleDelivery(tx, id, memberId, true);
  if (found.delivery.status === 'Closed') throw problemOf(timberProblems, 'InvalidDeliveryStatus');
  if (!agreementOpen(found.agreement)) throw problemOf(timberProblems, 'AgreementPastEndDate');
  if (found.delivery.eudrStatus === 'InReview' && !duringOriginReview)
    throw problemOf(timberProblems, 'EudrStatusInvalid');
  return found;
}

/** §4: assortments and completion wait until the cooperative has handled the stack tags. */
export async function refuseWhileStackTagsPending(tx: Queryable, deliveryId: string) {
  const [order] = await tx
    .select({ handledAt: timberStackTagOrders.handledAt })
    .from(timberStackTagOrders)
    .where(eq(timberStackTagOrders.deliveryId, deliveryId));
  if (order && !order.handledAt) throw problemOf(timberDeliveriesProblems, 'StackTagsPending');
}

/**
 * Any change counts as activity for the 30-day close (§9); a sent notification's changed
 * volumes are reported to its agreement (timber-agreements reportedVolume.ts).
 */
export async function touch(tx: Tx, deliveryId: string, now = new Date()) {
  const [delivery] = await tx
    .update(timberDeliveries)
    .set({ lastActivityAt: now })
    .where(eq(timberDeliveries.id, deliveryId))
    .returning({ agreementId: timberDeliveries.agreementId });
  if (delivery) await refreshReportedVolume(tx, delivery.agreementId);
}
