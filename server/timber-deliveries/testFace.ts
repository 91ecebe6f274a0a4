import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timberDeliveries } from './schema.ts';

/**
 * What other areas' server tests may use of the deliveries (testFaceOf('timber-deliveries')):
 * apart from testing.ts, which reads the whole area list for the area's own tests.
 */
export { demoDeliveryIds } from './seed.ts';

/** The cooperative's review of a delivery's origin ended so. */
export async function setOriginReview(
  db: Db,
  deliveryId: string,
  status: 'Approved' | 'Returned',
  note: string | null = null,
) {
  await db
    .update(timberDeliveries)
    .set({ eudrStatus: status, eudrReturnNote: note })
    .where(eq(timberDeliveries.id, deliveryId));
}
