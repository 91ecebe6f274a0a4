import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { endReview } from './origin.ts';
import { timberDeliveries, timberStackTagOrders } from './schema.ts';
import { markStackTagsHandled } from './stackTags.ts';

/**
 * What other areas' server tests may use of the deliveries (testFaceOf('timber-deliveries')):
 * apart from testing.ts, which reads the whole area list for the area's own tests.
 */
import { demoDeliveryIds } from './seed.ts';

export { demoDeliveryIds };

/** The cooperative's review of a delivery's origin ended so, now (as the staff desk ends it). */
export async function setOriginReview(
  db: Db,
  deliveryId: string,
  status: 'Approved' | 'Returned',
  note: string | null = null,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(timberDeliveries)
      .set({ eudrStatus: 'InReview' })
      .where(eq(timberDeliveries.id, deliveryId));
    await endReview(tx, deliveryId, status, note);
  });
}

/**
 * The demo's stack tag order (Anna's ongoing delivery) sent by the cooperative now, as the
 * staff desk marks it; answers its undoing.
 */
export async function sendDemoStackTags(db: Db) {
  const id = demoDeliveryIds.stackTags;
  await db.transaction((tx) => markStackTagsHandled(tx, id));
  return {
    undo: () =>
      db
        .update(timberStackTagOrders)
        .set({ handledAt: null })
        .where(eq(timberStackTagOrders.id, id)),
  };
}
