import { and, eq, sql } from 'drizzle-orm';
import type { ServiceOrdersService } from '../kit/services/serviceOrders.ts';
import { serviceOrders, serviceSiteInfo } from './schema.ts';

/** What other areas read of the work orders (areaService('serviceOrders')). */
export const serviceOrdersService: ServiceOrdersService = {
  async landingInActiveOrder(db, memberId, { e, n }, withinM) {
    const [open] = await db
      .select({ id: serviceSiteInfo.id })
      .from(serviceSiteInfo)
      .innerJoin(serviceOrders, eq(serviceOrders.id, serviceSiteInfo.orderId))
      .where(
        and(
          eq(serviceOrders.memberId, memberId),
          eq(serviceOrders.state, 'active'),
          eq(serviceSiteInfo.kind, 'landing'),
          sql`(${serviceSiteInfo.e} - ${e}) * (${serviceSiteInfo.e} - ${e}) + (${serviceSiteInfo.n} - ${n}) * (${serviceSiteInfo.n} - ${n}) <= ${withinM * withinM}`,
        ),
      )
      .limit(1);
    return open !== undefined;
  },
};
