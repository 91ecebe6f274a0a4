import { and, inArray, isNull, lt, ne, notInArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { deliveryLimits } from '../../shared/contracts/timber-deliveries.ts';
import { dateInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { dayMs, defineJobKind, hourMs, schedule } from '../jobs/index.ts';
import { areaService } from '../kit/services.ts';
import { timberDeliveries, timberStackTagOrders } from './schema.ts';

/**
 * Closes open notifications (§4, §9): after `idleDays` without activity (InactiveBySystem),
 * and those whose agreement has ended (PastProjectedEndDateBySystem; that reason wins). One
 * statement each, so a second run closes nothing more. A notification waiting for the
 * cooperative (its origin review running, its stack tags not handled) is not idle: the member
 * cannot act on it; the cooperative's handling counts as activity (origin.ts endReview,
 * stackTags.ts markStackTagsHandled), so the days count from then.
 */
export async function closeDeliveriesBySystem(db: Db, now: Date, idleDays: number) {
  const today = dateInSweden(now);
  const open = inArray(timberDeliveries.status, ['Draft', 'Ongoing']);
  const ended = await db
    .update(timberDeliveries)
    .set({ status: 'Closed', finalDeliveryReason: 'PastProjectedEndDateBySystem', closedAt: now })
    .where(
      and(
        open,
        inArray(
          timberDeliveries.agreementId,
          areaService('timberAgreements').endedAgreementIds(db, today),
        ),
      ),
    )
    .returning({ id: timberDeliveries.id });
  const idle = await db
    .update(timberDeliveries)
    .set({ status: 'Closed', finalDeliveryReason: 'InactiveBySystem', closedAt: now })
    .where(
      and(
        open,
        lt(timberDeliveries.lastActivityAt, new Date(now.getTime() - idleDays * dayMs)),
        ne(timberDeliveries.eudrStatus, 'InReview'),
        notInArray(
          timberDeliveries.id,
          db
            .select({ id: timberStackTagOrders.deliveryId })
            .from(timberStackTagOrders)
            .where(isNull(timberStackTagOrders.handledAt)),
        ),
      ),
    )
    .returning({ id: timberDeliveries.id });
  return { ended: ended.length, idle: idle.length };
}

export const closeDeliveries = defineJobKind({
  name: 'timberDeliveries.close',
  payload: z.object({ idleDays: z.int() }),
  maxAttempts: 3,
  handler: async ({ idleDays }, { db }) => closeDeliveriesBySystem(db, new Date(), idleDays),
});

/** Daily at 02:00 UTC. */
export const timberDeliveriesSchedules = [
  schedule({
    kind: closeDeliveries,
    payload: { idleDays: deliveryLimits.inactivityDays },
    everyMs: dayMs,
    offsetMs: 2 * hourMs,
  }),
];
