import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import {
  eventsWithin,
  inPeriod,
  type ActivityContext,
  type AreaActivity,
} from '../kit/activity.ts';
import { areaService } from '../kit/services.ts';
import { deliveryGenerations } from './generations.ts';
import { agreementNumber } from './deliveries.ts';
import { timberDeliveries } from './schema.ts';

const { rule } = timberDeliveriesElement.routes.timberManagerDeliveries;

/**
 * The member's deliveries that meet `where`, on the agreements they own of the generations
 * whose deliveries are on, each named as the member sees it: its order number and agreement.
 */
async function ownDeliveries(context: ActivityContext, where: SQL | undefined) {
  const on = deliveryGenerations(context.content().featureFlags) as string[];
  const agreements = (
    await areaService('timberAgreements').ownedAgreements(
      context.db,
      context.caller.effectiveMemberId,
    )
  ).filter((a) => on.includes(a.generation));
  if (agreements.length === 0) return [];
  const rows = await context.db
    .select()
    .from(timberDeliveries)
    .where(
      and(
        inArray(
          timberDeliveries.agreementId,
          agreements.map((a) => a.id),
        ),
        where,
      ),
    );
  return rows.map((delivery) => {
    const agreement = agreements.find((a) => a.id === delivery.agreementId)!;
    const name = `VO-${delivery.orderNo}, ${agreementNumber(agreement.agreementNo)} ${agreement.name}`;
    return { delivery, name };
  });
}

/**
 * Leveransanmälan in Att göra: an origin the cooperative returned for completion (EUDR,
 * with its note); in Händelser, a notification sent to the cooperative and one closed.
 */
export const timberDeliveriesActivity: AreaActivity = {
  area: 'timber-deliveries',
  requirement: rule.requirement,
  flags: rule.flags,
  actions: async (context) => {
    const returned = await ownDeliveries(
      context,
      and(
        eq(timberDeliveries.eudrStatus, 'Returned'),
        inArray(timberDeliveries.status, ['Draft', 'Ongoing']),
      ),
    );
    return returned.map(({ delivery: d, name }) => ({
      id: `timber-deliveries:origin:${d.id}`,
      title: 'Komplettera ursprunget för leveransen',
      subject: d.eudrReturnNote ? `${name}: ${d.eudrReturnNote}` : name,
      dueOn: null,
      href: areaPath(timberDeliveriesElement.routes.timberManagerLandings, context.slug, {
        agreementId: d.agreementId,
        deliveryId: d.id,
      }),
    }));
  },
  events: async (context, period) => {
    const rows = await ownDeliveries(
      context,
      or(
        inPeriod(timberDeliveries.notifiedAt, period),
        inPeriod(timberDeliveries.closedAt, period),
      ),
    );
    return rows.flatMap(({ delivery: d, name: detail }) => {
      const href = areaPath(timberDeliveriesElement.routes.timberManagerDeliveries, context.slug, {
        agreementId: d.agreementId,
      });
      return eventsWithin(period, [
        [
          d.notifiedAt,
          { id: `timber-deliveries:sent:${d.id}`, title: 'Leveransanmälan skickad', detail, href },
        ],
        [
          d.closedAt,
          {
            id: `timber-deliveries:closed:${d.id}`,
            title: 'Leveransanmälan avslutad',
            detail,
            href,
          },
        ],
      ]);
    });
  },
};
