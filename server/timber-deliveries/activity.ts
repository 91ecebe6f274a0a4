import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import {
  eventsWithin,
  inPeriod,
  type ActivityContext,
  type AreaActivity,
  type Period,
} from '../kit/activity.ts';
import { areaService } from '../kit/services.ts';
import { deliveryGenerations } from './generations.ts';
import { agreementNumber } from './deliveries.ts';
import { timberDeliveries, timberStackTagOrders } from './schema.ts';

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

/** The stack tag orders (travlappar) of the member's deliveries ordered or sent in the period. */
async function stackTagEvents(context: ActivityContext, period: Period) {
  const rows = await ownDeliveries(
    context,
    inArray(
      timberDeliveries.id,
      context.db
        .select({ id: timberStackTagOrders.deliveryId })
        .from(timberStackTagOrders)
        .where(
          or(
            inPeriod(timberStackTagOrders.createdAt, period),
            inPeriod(timberStackTagOrders.handledAt, period),
          ),
        ),
    ),
  );
  if (rows.length === 0) return [];
  const orders = await context.db
    .select()
    .from(timberStackTagOrders)
    .where(
      inArray(
        timberStackTagOrders.deliveryId,
        rows.map((row) => row.delivery.id),
      ),
    );
  return orders.flatMap((order) => {
    const { delivery: d, name } = rows.find((row) => row.delivery.id === order.deliveryId)!;
    const href = areaPath(timberDeliveriesElement.routes.timberManagerDeliveries, context.slug, {
      agreementId: d.agreementId,
    });
    return eventsWithin(period, [
      [
        order.createdAt,
        {
          id: `timber-deliveries:tags-ordered:${order.id}`,
          title: 'Travlappar beställda',
          detail: `${name}, framme senast ${order.expectedBy}`,
          href,
        },
      ],
      [
        order.handledAt,
        {
          id: `timber-deliveries:tags-sent:${order.id}`,
          title: 'Travlapparna är skickade',
          detail: name,
          href,
        },
      ],
    ]);
  });
}

/**
 * Leveransanmälan in Att göra: an origin the cooperative returned for completion (EUDR,
 * with its note); in Händelser, a notification sent to the cooperative and one closed, the
 * origin review's end (approved, or returned: a notice of kind deliveries) and stack tags
 * ordered and sent (a notice too).
 */
export const timberDeliveriesActivity: AreaActivity = {
  area: 'timber-deliveries',
  requirement: rule.requirement,
  flags: rule.flags,
  noticeOf: (event) =>
    /^timber-deliveries:(origin-returned|tags-sent):/.test(event.id) ? 'deliveries' : null,
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
    const [rows, tags] = await Promise.all([
      ownDeliveries(
        context,
        or(
          inPeriod(timberDeliveries.notifiedAt, period),
          inPeriod(timberDeliveries.closedAt, period),
          inPeriod(timberDeliveries.eudrReviewedAt, period),
        ),
      ),
      stackTagEvents(context, period),
    ]);
    const deliveries = rows.flatMap(({ delivery: d, name: detail }) => {
      const href = areaPath(timberDeliveriesElement.routes.timberManagerDeliveries, context.slug, {
        agreementId: d.agreementId,
      });
      // The review's last end, while its outcome stands (a new review hides the old one).
      const reviewed = d.eudrStatus === 'Approved' || d.eudrStatus === 'Returned';
      const returned = d.eudrStatus === 'Returned';
      return eventsWithin(period, [
        [
          reviewed ? d.eudrReviewedAt : null,
          {
            // The time in the id: a second return of the same delivery is a notice of its own.
            id: `timber-deliveries:origin-${returned ? 'returned' : 'approved'}:${d.id}:${d.eudrReviewedAt?.getTime()}`,
            title: returned
              ? 'Ursprunget skickades tillbaka för komplettering'
              : 'Ursprunget är godkänt',
            detail: returned && d.eudrReturnNote ? `${detail}: ${d.eudrReturnNote}` : detail,
            href: returned
              ? areaPath(timberDeliveriesElement.routes.timberManagerLandings, context.slug, {
                  agreementId: d.agreementId,
                  deliveryId: d.id,
                })
              : href,
          },
        ],
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
    return [...deliveries, ...tags];
  },
};
