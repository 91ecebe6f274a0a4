import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import { timberDeliveries, timberLandingAssortments, timberLandings } from './schema.ts';

/**
 * §3 "agreed and reported volume": the reported volume is the m3fub the member has reported
 * in the agreement's delivery notifications sent to the cooperative (ongoing or closed; a
 * draft reports nothing), summed over their landings' assortments. Counted in the transaction
 * that sends a notification or changes one's volumes; the agreement stores it.
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
  await areaService('timberAgreements').setReportedVolume(tx, agreementId, total);
  return total;
}
