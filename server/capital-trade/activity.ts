import { and, eq, or } from 'drizzle-orm';
import { requires } from '../../shared/access/requirements.ts';
import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { tradeRead } from '../../shared/contracts/capital-trade/routes.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { formatOre } from '../../shared/format/format.ts';
import { eventsWithin, inPeriod, type AreaActivity } from '../kit/activity.ts';
import { tradeOrders } from './schema.ts';

/** What an order does, as a sentence's object (Swedish). */
const orderText = (orderType: string, accountType: string) =>
  `${orderType === 'Buy' ? 'Köp' : 'Försäljning'} av ${
    {
      IssuedCapital: 'emitterat insatskapital',
      PaidCapital: 'inbetalt insatskapital',
      IssuedAndPaidCapital: 'emitterat och inbetalt insatskapital',
    }[accountType] ?? 'insatskapital'
  }`;

/** Handel med insatskapital in Händelser: an order placed, and one cancelled. */
export const capitalTradeActivity: AreaActivity = {
  area: 'capital-trade',
  requirement: tradeRead,
  flags: requires.single('CapitalTrade'),
  events: async ({ db, caller, slug }, period) => {
    const rows = await db
      .select()
      .from(tradeOrders)
      .where(
        and(
          eq(tradeOrders.memberId, caller.effectiveMemberId),
          or(inPeriod(tradeOrders.createdAt, period), inPeriod(tradeOrders.canceledAt, period)),
        ),
      );
    const href = areaPath(capitalTradeElement.routes.tradePreviousOrders, slug);
    return rows.flatMap((o) => {
      const detail = `${orderText(o.orderType, o.accountType)}, ${formatOre(o.sumOre)} (order ${o.orderNumber})`;
      return eventsWithin(period, [
        [o.createdAt, { id: `capital-trade:placed:${o.id}`, title: 'Order lagd', detail, href }],
        [
          o.canceledAt,
          { id: `capital-trade:canceled:${o.id}`, title: 'Order makulerad', detail, href },
        ],
      ]);
    });
  },
};
