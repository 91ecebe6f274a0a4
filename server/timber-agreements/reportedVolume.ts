import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../staff-desk/kinds.ts';
import {
  timberDeliveries,
  timberLandingAssortments,
  timberLandings,
} from '../timber-deliveries/schema.ts';
import { timberAgreements } from './schema.ts';

/**
 * §3 "agreed and reported volume": the reported volume is the m3fub the member has reported
 * in the agreement's delivery notifications sent to the cooperative (ongoing or closed; a
 * draft reports nothing), summed over their landings' assortments. The deliveries area calls
 * this in the transaction that sends a notification or changes one's volumes.
 */
export async function refreshReportedVolume(tx: Tx, agreementId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${timberLandingAssortments.volume}), 0)::int` })
    .from(timberLandingAssortments)
    .innerJoin(timberLandings, eq(timberLandings.id, timberLandingAssortments.landingId))
    .innerJoin(timberDeliveries, eq(timberDeliveries.id, timberLandings.deliveryId))
    .where(
      and(eq(timberDeliveries.agreementId, agreementId), isNotNull(timberDeliveries.notifiedAt)),
    );
  const total = row?.total ?? 0;
  await tx
    .update(timberAgreements)
    .set({ reportedVolume: total })
    .where(eq(timberAgreements.id, agreementId));
  return total;
}
