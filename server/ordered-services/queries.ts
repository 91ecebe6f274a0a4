import { and, asc, count, desc, eq, gte, gt, lt, sql, type SQL } from 'drizzle-orm';
import {
  serviceOrderPageSize,
  serviceOrdersFrom,
  type MeasuredTimber,
  type ServiceMap,
  type ServiceOrderDetails,
  type ServiceOrderList,
  type ServiceOrderQuery,
  type ServiceOrderSummary,
  type ServiceOrderState,
  type ServiceTreatmentType,
  type SiteInfoKind,
  type TreatmentSeason,
} from '../../shared/contracts/ordered-services.ts';
import { orderedServicesProblems } from '../../shared/contracts/ordered-services/problems.ts';
import type { Db } from '../db/client.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import { totalsOf } from './totals.ts';
import {
  serviceMeasurements,
  serviceOrders,
  serviceSiteInfo,
  serviceTreatmentUnits,
} from './schema.ts';

/** §9: only the member's orders signed on or after 2020-03-15 exist for the portal. */
export const visibleOrders = (memberId: string) =>
  and(eq(serviceOrders.memberId, memberId), gte(serviceOrders.signedOn, serviceOrdersFrom));

/** The query's conditions: tab, step status, treatment type and search, all in SQL. */
function conditions(memberId: string, query: ServiceOrderQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    visibleOrders(memberId),
    eq(serviceOrders.state, query.state),
  ];
  if (query.status === 'notStarted') parts.push(eq(serviceOrders.stepsCompleted, 0));
  if (query.status === 'inProgress')
    parts.push(
      gt(serviceOrders.stepsCompleted, 0),
      lt(serviceOrders.stepsCompleted, serviceOrders.stepsTotal),
    );
  if (query.treatmentType) parts.push(eq(serviceOrders.treatmentType, query.treatmentType));
  const q = query.q?.trim().toLocaleLowerCase('sv-SE');
  // position() rather than LIKE: the member's text needs no escaping of % and _.
  if (q) parts.push(sql`position(${q} in ${serviceOrders.searchText}) > 0`);
  return and(...parts);
}

const summaryColumns = {
  serviceOrderNumber: serviceOrders.serviceOrderNumber,
  subProject: serviceOrders.subProject,
  treatmentType: serviceOrders.treatmentType,
  estate: serviceOrders.estate,
  state: serviceOrders.state,
  signedOn: serviceOrders.signedOn,
  totalAreaHa: serviceOrders.totalAreaHa,
  stepsCompleted: serviceOrders.stepsCompleted,
  stepsTotal: serviceOrders.stepsTotal,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown };
function toSummary(row: SummaryRow): ServiceOrderSummary {
  return {
    ...(row as Omit<ServiceOrderSummary, 'treatmentType' | 'state'>),
    treatmentType: row.treatmentType as ServiceTreatmentType,
    state: row.state as ServiceOrderState,
  };
}

function orderBy(sort: ServiceOrderQuery['sort']) {
  switch (sort) {
    case 'oldest':
      return [asc(serviceOrders.signedOn), asc(serviceOrders.serviceOrderNumber)];
    case 'orderNumber':
      return [asc(serviceOrders.serviceOrderNumber)];
    default:
      return [desc(serviceOrders.signedOn), desc(serviceOrders.serviceOrderNumber)];
  }
}

/** One page of one tab, with the query's total and each tab's count: three queries in all. */
export async function listServiceOrders(
  db: Db,
  memberId: string,
  query: ServiceOrderQuery,
): Promise<ServiceOrderList> {
  const where = conditions(memberId, query);
  const offset = Number(query.offset ?? 0);
  const [rows, [matched], tabs] = await Promise.all([
    db
      .select(summaryColumns)
      .from(serviceOrders)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(serviceOrderPageSize)
      .offset(offset),
    db.select({ total: count() }).from(serviceOrders).where(where),
    db
      .select({ state: serviceOrders.state, total: count() })
      .from(serviceOrders)
      .where(visibleOrders(memberId))
      .groupBy(serviceOrders.state),
  ]);
  const tab = (state: ServiceOrderState) => tabs.find((t) => t.state === state)?.total ?? 0;
  return {
    orders: rows.map(toSummary),
    total: matched?.total ?? 0,
    counts: { active: tab('active'), finished: tab('finished') },
  };
}

export async function countServiceOrders(
  db: Db,
  memberId: string,
  query: ServiceOrderQuery,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(serviceOrders)
    .where(conditions(memberId, query));
  return row?.total ?? 0;
}

/** The member's visible order by number, or 404 (another member's answers the same). */
async function findOrder(db: Db, memberId: string, serviceOrderNumber: string) {
  const [order] = await db
    .select()
    .from(serviceOrders)
    .where(and(visibleOrders(memberId), eq(serviceOrders.serviceOrderNumber, serviceOrderNumber)));
  if (!order) throw notFound();
  return order;
}

export async function getServiceOrder(
  db: Db,
  memberId: string,
  serviceOrderNumber: string,
): Promise<ServiceOrderDetails> {
  const order = await findOrder(db, memberId, serviceOrderNumber);
  const [units, [measured]] = await Promise.all([
    db
      .select()
      .from(serviceTreatmentUnits)
      .where(eq(serviceTreatmentUnits.orderId, order.id))
      .orderBy(asc(serviceTreatmentUnits.number)),
    db
      .select({ total: count() })
      .from(serviceMeasurements)
      .where(eq(serviceMeasurements.orderId, order.id)),
  ]);
  return {
    ...toSummary(order),
    worker: order.worker,
    totalVolumeM3fub: order.totalVolumeM3fub,
    lastModifiedAt: order.lastModifiedAt.toISOString(),
    responsibleManager: { name: order.managerName, phone: order.managerPhone },
    relatedLinks: order.relatedLinks,
    hasMeasuredTimber: (measured?.total ?? 0) > 0,
    treatmentUnits: units.map((unit) => ({
      id: unit.id,
      number: unit.number,
      unitType: unit.unitType,
      treatmentType: unit.treatmentType as ServiceTreatmentType,
      draft: unit.draft,
      areaHa: unit.areaHa,
      season: unit.season as TreatmentSeason | null,
      seedlingSize: unit.seedlingSize,
      treatment: unit.treatment,
      provenance: unit.provenance,
      productionSystem: unit.productionSystem,
      species: unit.species,
      totalSeedlings: unit.totalSeedlings,
      seedlingsPerHa: unit.seedlingsPerHa,
      volumePerHaM3fub: unit.volumePerHaM3fub,
      startEarliest: unit.startEarliest,
    })),
  };
}

export async function getMeasuredTimber(
  db: Db,
  memberId: string,
  serviceOrderNumber: string,
): Promise<MeasuredTimber> {
  const order = await findOrder(db, memberId, serviceOrderNumber);
  const rows = await db
    .select()
    .from(serviceMeasurements)
    .where(eq(serviceMeasurements.orderId, order.id))
    .orderBy(asc(serviceMeasurements.measuredOn), asc(serviceMeasurements.logOrderNumber));
  if (rows.length === 0) throw problemOf(orderedServicesProblems, 'timberDataUnavailable');
  const measurements = rows.map((row) => ({
    id: row.id,
    assortment: row.assortment,
    deliveryPlace: row.deliveryPlace,
    measuredOn: row.measuredOn,
    logOrderNumber: row.logOrderNumber,
    accountingNumber: row.accountingNumber,
    quantityM3fub: row.quantityM3fub,
    priceBasedQuantityM3fub: row.priceBasedQuantityM3fub,
    grossQuantityM3fub: row.grossQuantityM3fub,
    finalMeasured: row.finalMeasured,
    valueSek: row.valueSek,
    additionsSek: row.additionsSek,
    deductionsSek: row.deductionsSek,
    wreckCauses: row.wreckCauses,
    logs: row.logs.map(([lengthCm, diameterMm]) => ({ lengthCm, diameterMm })),
  }));
  return {
    serviceOrderNumber: order.serviceOrderNumber,
    subProject: order.subProject,
    estate: order.estate,
    measurements,
    ...totalsOf(measurements),
  };
}

export async function getServiceMap(
  db: Db,
  memberId: string,
  serviceOrderNumber: string,
): Promise<ServiceMap> {
  const order = await findOrder(db, memberId, serviceOrderNumber);
  const [units, points] = await Promise.all([
    db
      .select()
      .from(serviceTreatmentUnits)
      .where(eq(serviceTreatmentUnits.orderId, order.id))
      .orderBy(asc(serviceTreatmentUnits.number)),
    db
      .select()
      .from(serviceSiteInfo)
      .where(eq(serviceSiteInfo.orderId, order.id))
      .orderBy(asc(serviceSiteInfo.kind)),
  ]);
  return {
    crs: 'EPSG:3006',
    units: units.map((unit) => ({
      id: unit.id,
      number: unit.number,
      treatmentType: unit.treatmentType as ServiceTreatmentType,
      areaHa: unit.areaHa,
      draft: unit.draft,
      geometry: { type: 'Polygon', coordinates: unit.outline },
    })),
    siteInfo: points.map((point) => ({
      id: point.id,
      kind: point.kind as SiteInfoKind,
      description: point.description,
      position: { n: point.n, e: point.e },
    })),
  };
}
