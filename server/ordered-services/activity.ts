import { and, eq, gte, lte, min, or } from 'drizzle-orm';
import {
  serviceTreatmentTypeLabels,
  type ServiceTreatmentType,
} from '../../shared/contracts/ordered-services.ts';
import { orderedServicesElement } from '../../shared/contracts/ordered-services/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { formatQuantity } from '../../shared/format/units.ts';
import {
  dayInPeriod,
  eventsWithin,
  inPeriod,
  noonInSweden,
  type ActivityContext,
  type AreaActivity,
  type Period,
} from '../kit/activity.ts';
import { visibleOrders } from './queries.ts';
import { serviceMeasurements, serviceOrders, serviceTreatmentUnits } from './schema.ts';

const { rule } = orderedServicesElement.routes.productionService;

/** "3311241 Markberedning, Norrskogen 1:4": the order as the member's list shows it. */
const orderName = (order: { serviceOrderNumber: string; treatmentType: string; estate: string }) =>
  `${order.serviceOrderNumber} ${
    serviceTreatmentTypeLabels[order.treatmentType as ServiceTreatmentType] ?? order.treatmentType
  }, ${order.estate}`;

const orderHref = ({ slug }: ActivityContext, serviceOrderNumber: string) =>
  areaPath(orderedServicesElement.routes.productionService, slug, { serviceOrderNumber });

/** The member's work orders signed or changed in the period. */
function ordersIn(context: ActivityContext, period: Period) {
  return context.db
    .select()
    .from(serviceOrders)
    .where(
      and(
        visibleOrders(context.caller.effectiveMemberId),
        or(
          dayInPeriod(serviceOrders.signedOn, period),
          inPeriod(serviceOrders.lastModifiedAt, period),
        ),
      ),
    );
}

/** The timber measured on the member's work orders on the period's days (§3 Measured timber). */
function measurementsIn(context: ActivityContext, period: Period) {
  return context.db
    .select({ measurement: serviceMeasurements, order: serviceOrders })
    .from(serviceMeasurements)
    .innerJoin(serviceOrders, eq(serviceOrders.id, serviceMeasurements.orderId))
    .where(
      and(
        visibleOrders(context.caller.effectiveMemberId),
        dayInPeriod(serviceMeasurements.measuredOn, period),
      ),
    );
}

/**
 * Beställda tjänster in Händelser: a work order signed, timber measured on it, and its latest
 * production step
 * (timber-production-map §4 keeps the steps as completed/total and the order's last change,
 * so the step event is the count reached at that change) or its finishing. Ahead, for the
 * notices: the machines due on the member's land, at the work order's planned start (the
 * earliest start of its treatment units not in draft), while no step is done.
 */
export const orderedServicesActivity: AreaActivity = {
  area: 'ordered-services',
  requirement: rule.requirement,
  flags: rule.flags,
  events: async (context, period) => {
    const [rows, measured] = await Promise.all([
      ordersIn(context, period),
      measurementsIn(context, period),
    ]);
    const orders = rows.flatMap((order) => {
      const detail = orderName(order);
      const href = orderHref(context, order.serviceOrderNumber);
      const finished = order.state === 'finished';
      const stepped = finished || order.stepsCompleted > 0;
      return eventsWithin(period, [
        [
          noonInSweden(order.signedOn),
          {
            id: `ordered-services:signed:${order.id}`,
            title: 'Arbetsorder signerad',
            detail,
            href,
          },
        ],
        [
          stepped ? order.lastModifiedAt : null,
          {
            id: `ordered-services:${finished ? 'finished' : `step-${order.stepsCompleted}`}:${order.id}`,
            title: finished
              ? 'Arbetsordern är slutförd'
              : `Steg ${order.stepsCompleted} av ${order.stepsTotal} klart`,
            detail,
            href,
          },
        ],
      ]);
    });
    return [
      ...orders,
      ...measured.flatMap(({ measurement: m, order }) =>
        eventsWithin(period, [
          [
            noonInSweden(m.measuredOn),
            {
              id: `ordered-services:measured:${m.id}`,
              title: 'Virke inmätt',
              detail: `${orderName(order)}: ${m.assortment}, ${formatQuantity(m.quantityM3fub, 'm3fub', { decimals: 1 })}`,
              href: orderHref(context, order.serviceOrderNumber),
            },
          ],
        ]),
      ),
    ];
  },
  upcoming: async (context, days) => {
    const start = min(serviceTreatmentUnits.startEarliest);
    const rows = await context.db
      .select({
        id: serviceOrders.id,
        serviceOrderNumber: serviceOrders.serviceOrderNumber,
        treatmentType: serviceOrders.treatmentType,
        estate: serviceOrders.estate,
        worker: serviceOrders.worker,
        start,
      })
      .from(serviceOrders)
      .innerJoin(serviceTreatmentUnits, eq(serviceTreatmentUnits.orderId, serviceOrders.id))
      .where(
        and(
          visibleOrders(context.caller.effectiveMemberId),
          eq(serviceOrders.state, 'active'),
          eq(serviceOrders.stepsCompleted, 0),
          eq(serviceTreatmentUnits.draft, false),
        ),
      )
      .groupBy(serviceOrders.id)
      .having(and(gte(start, days.from), lte(start, days.to)));
    return rows.map((order) => ({
      id: `ordered-services:machines:${order.id}`,
      on: order.start!,
      title: 'Maskiner kommer till din mark',
      subject: order.worker ? `${orderName(order)} (${order.worker})` : orderName(order),
      href: orderHref(context, order.serviceOrderNumber),
      notice: 'workOrders' as const,
    }));
  },
};
