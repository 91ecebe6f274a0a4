import { and, eq, inArray, or } from 'drizzle-orm';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { eventsWithin, inPeriod, type AreaActivity } from '../kit/activity.ts';
import { areaService } from '../kit/services.ts';
import type { DeliveryAgreement } from '../kit/services/timberAgreements.ts';
import { deliveryGenerations } from './generations.ts';
import { agreementNumber } from './deliveries.ts';
import { timberDeliveries } from './schema.ts';

const { rule } = timberDeliveriesElement.routes.timberManagerDeliveries;

/** The member's agreements of the generations whose deliveries are on. */
async function ownedAgreements(
  context: Parameters<NonNullable<AreaActivity['actions']>>[0],
): Promise<DeliveryAgreement[]> {
  const on = deliveryGenerations(context.content().featureFlags) as string[];
  const all = await areaService('timberAgreements').ownedAgreements(
    context.db,
    context.caller.effectiveMemberId,
  );
  return all.filter((a) => on.includes(a.generation));
}

/** A delivery named as the member sees it: its order number and its agreement. */
const subjectOf = (orderNo: number, agreement: DeliveryAgreement | undefined) =>
  `VO-${orderNo}${agreement ? `, ${agreementNumber(agreement.agreementNo)} ${agreement.name}` : ''}`;

/**
 * Leveransanmälan in Att göra: an origin the cooperative returned for completion (EUDR,
 * with its note); in Händelser, a notification sent to the cooperative and one closed.
 */
export const timberDeliveriesActivity: AreaActivity = {
  area: 'timber-deliveries',
  requirement: rule.requirement,
  flags: rule.flags,
  actions: async (context) => {
    const agreements = await ownedAgreements(context);
    if (agreements.length === 0) return [];
    const returned = await context.db
      .select()
      .from(timberDeliveries)
      .where(
        and(
          inArray(
            timberDeliveries.agreementId,
            agreements.map((a) => a.id),
          ),
          eq(timberDeliveries.eudrStatus, 'Returned'),
          inArray(timberDeliveries.status, ['Draft', 'Ongoing']),
        ),
      );
    return returned.map((d) => ({
      id: `timber-deliveries:origin:${d.id}`,
      title: 'Komplettera ursprunget för leveransen',
      subject: `${subjectOf(
        d.orderNo,
        agreements.find((a) => a.id === d.agreementId),
      )}${d.eudrReturnNote ? `: ${d.eudrReturnNote}` : ''}`,
      dueOn: null,
      href: areaPath(timberDeliveriesElement.routes.timberManagerLandings, context.slug, {
        agreementId: d.agreementId,
        deliveryId: d.id,
      }),
    }));
  },
  events: async (context, period) => {
    const agreements = await ownedAgreements(context);
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
          or(
            inPeriod(timberDeliveries.notifiedAt, period),
            inPeriod(timberDeliveries.closedAt, period),
          ),
        ),
      );
    return rows.flatMap((d) => {
      const detail = subjectOf(
        d.orderNo,
        agreements.find((a) => a.id === d.agreementId),
      );
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
