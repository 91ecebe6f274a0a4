import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { assortmentLabels } from '../../shared/contracts/price-model.ts';
import {
  deliveryLimits,
  type StackTagOrderInput,
} from '../../shared/contracts/timber-deliveries.ts';
import { addWorkingDays, todayInSweden } from '../../shared/time/index.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { carriesOut, defineTaskKind, lockedTaskSubject, type Tx } from '../staff-desk/kinds.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { touch, writableDelivery } from './access.ts';
import { agreementAssortments } from './deliveries.ts';
import { timberDeliveries, timberStackTagOrders } from './schema.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { problemOf } from '../kit/problem.ts';

/**
 * §9: stack tags arrive within 5 working days, 10 when the order is under EU review (the
 * delivery's origin review runs), counted in Swedish working days from the order's day.
 */
export const stackTagsExpectedBy = (orderedOn: string, underEuReview: boolean) =>
  addWorkingDays(
    orderedOn,
    underEuReview ? deliveryLimits.stackTagWorkingDaysEuReview : deliveryLimits.stackTagWorkingDays,
  );

/** The cooperative sends the tags and marks the order handled at the staff desk. */
export const stackTagOrderTask = defineTaskKind({
  name: 'timberStackTagOrder',
  label: 'Beställning av travlappar',
  data: z.object({
    orderNumber: z.string(),
    address: z.string(),
    lines: z.array(z.string()),
    expectedBy: z.string(),
  }),
  details: (task) => [
    { label: 'Virkesorder', value: task.data.orderNumber },
    { label: 'Adress', value: task.data.address },
    { label: 'Travlappar', value: task.data.lines },
    { label: 'Senast framme', value: task.data.expectedBy },
  ],
  actions: {
    handled: carriesOut('Markera som hanterad', async (tx, task) => {
      await markStackTagsHandled(tx, task.subjectId);
    }),
  },
});

export async function markStackTagsHandled(tx: Tx, orderId: string, now = new Date()) {
  const order = await lockedTaskSubject(
    tx,
    timberStackTagOrders,
    orderId,
    (row) => !row.handledAt,
    'Beställningen är redan hanterad.',
  );
  await tx
    .update(timberStackTagOrders)
    .set({ handledAt: now })
    .where(eq(timberStackTagOrders.id, orderId));
  // The member may act again from now: the 30-day close counts from the cooperative's handling.
  await tx
    .update(timberDeliveries)
    .set({ lastActivityAt: now })
    .where(eq(timberDeliveries.id, order.deliveryId));
}

/**
 * One stack tag order per delivery (a unique column), of the agreement's assortments; allowed
 * while the origin review runs, which makes them due in 10 working days instead of 5.
 */
export async function orderStackTags(
  db: Db,
  caller: Caller,
  deliveryId: string,
  body: StackTagOrderInput,
  today = todayInSweden(),
) {
  return db.transaction(async (tx) => {
    const { delivery } = await writableDelivery(tx, deliveryId, caller.effectiveMemberId, {
      duringOriginReview: true,
    });
    const agreed = await agreementAssortments(tx, delivery.agreementId);
    if (body.lines.some((line) => !agreed.includes(line.assortment)))
      throw problemOf(timberProblems, 'AssortmentNotInAgreementOrPeriodUnavailable');
    const expectedBy = stackTagsExpectedBy(today, delivery.eudrStatus === 'InReview');
    const postalCode = body.postalCode.replace(' ', '');
    const [order] = await tx
      .insert(timberStackTagOrders)
      .values({
        deliveryId: delivery.id,
        street: body.street,
        postalCode,
        city: body.city,
        lines: body.lines,
        expectedBy,
      })
      .onConflictDoNothing()
      .returning({ id: timberStackTagOrders.id });
    if (!order) throw problemOf(timberDeliveriesProblems, 'StackTagsAlreadyOrdered');
    await openStaffTask(tx, stackTagOrderTask, {
      subjectId: order.id,
      memberId: delivery.createdByMemberId,
      data: {
        orderNumber: `VO-${delivery.orderNo}`,
        address: `${body.street}, ${postalCode.slice(0, 3)} ${postalCode.slice(3)} ${body.city}`,
        lines: body.lines.map((l) => `${assortmentLabels[l.assortment]}: ${l.tags} st`),
        expectedBy,
      },
    });
    await touch(tx, delivery.id);
    return order;
  });
}
