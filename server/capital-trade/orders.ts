import { and, desc, eq } from 'drizzle-orm';
import {
  tradeOrderRequestSchema,
  tradeSumOre,
  type TradeAccountType,
  type TradeOrder,
  type TradeOrderResult,
  type TradeOrderStatus,
  type TradeOrderType,
} from '../../shared/contracts/capital-trade.ts';
import { formatAmount } from '../../shared/validation/amount.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { parseInput } from '../kit/parseInput.ts';
import type { SignOrderRow, Tx } from '../signing/service.ts';
import { openStaffTask } from '../staff-desk/tasks.ts';
import { tradeLimitsOf } from './limits.ts';
import { currentPeriod, type PeriodRow } from './periods.ts';
import { createOrderFrom, openPeriodFor } from './placement.ts';
import { refusePaperFormMember } from './paperForm.ts';
import { pepTradeOrderReview } from './pepTask.ts';
import { tradeOrderRequests, tradeOrders } from './schema.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { problemOf } from '../kit/problem.ts';

type Queryable = Db | Tx;
export const tradeSignKind = 'capitalTrade.order';
export type RequestRow = typeof tradeOrderRequests.$inferSelect;
type OrderRow = typeof tradeOrders.$inferSelect;

export const orderView = (row: OrderRow): TradeOrder => ({
  id: row.id,
  orderNumber: row.orderNumber,
  periodId: row.periodId,
  accountType: row.accountType as TradeAccountType,
  orderType: row.orderType as TradeOrderType,
  amountOre: row.amountOre,
  rateHundredths: row.rateHundredths,
  sumOre: row.sumOre,
  status: row.status as TradeOrderStatus,
  createdAt: row.createdAt.toISOString(),
  canceledAt: row.canceledAt?.toISOString() ?? null,
});

export function membersOrders(db: Db, memberId: string) {
  return db
    .select()
    .from(tradeOrders)
    .where(eq(tradeOrders.memberId, memberId))
    .orderBy(desc(tradeOrders.createdAt));
}

async function hasActiveOrder(
  db: Queryable,
  memberId: string,
  period: PeriodRow,
  accountType: string,
) {
  const [row] = await db
    .select({ id: tradeOrders.id })
    .from(tradeOrders)
    .where(
      and(
        eq(tradeOrders.memberId, memberId),
        eq(tradeOrders.periodId, period.id),
        eq(tradeOrders.accountType, accountType),
        eq(tradeOrders.status, 'Active'),
      ),
    );
  return Boolean(row);
}

/** The order as the member filled it in: stored on the request, shown on the PEP task. */
const orderTerms = (order: {
  accountType: string;
  orderType: string;
  amountOre: number;
  rateHundredths: number;
  email: string;
  phone: string;
}) => ({
  accountType: order.accountType,
  orderType: order.orderType,
  amountOre: order.amountOre,
  rateHundredths: order.rateHundredths,
  email: order.email,
  phone: order.phone,
});

/**
 * An order as the member filled it in, waiting for the signature. Every rule is checked now
 * (a clear answer before BankID opens) and again when the signature completes it.
 */
export async function createOrderRequest(
  db: Db,
  caller: Caller,
  body: unknown,
  today = todayInSweden(),
) {
  const memberId = caller.effectiveMemberId;
  const limits = await tradeLimitsOf(db, memberId, today);
  const request = parseInput(tradeOrderRequestSchema(limits), body);
  const period = await openPeriodFor(db, request.periodId, request.accountType, today);
  if (await hasActiveOrder(db, memberId, period, request.accountType))
    throw problemOf(capitalTradeProblems, 'ExistingTradeOrder');
  const [row] = await db
    .insert(tradeOrderRequests)
    .values({
      memberId,
      requestedBy: caller.memberId,
      periodId: period.id,
      ...orderTerms(request),
      pep: request.pep,
      status: 'unsigned',
    })
    .returning();
  return row!;
}

export const requestSignData = (r: RequestRow) => ({
  requestId: r.id,
  periodId: r.periodId,
  accountType: r.accountType,
  orderType: r.orderType,
  amountOre: r.amountOre,
  rateHundredths: r.rateHundredths,
  pep: r.pep,
});

const capitalNames: Record<TradeAccountType, string> = {
  IssuedCapital: 'emitterat insatskapital',
  PaidCapital: 'inbetalt insatskapital',
  IssuedAndPaidCapital: 'emitterat och inbetalt insatskapital',
};

export const requestSignText = (r: RequestRow) =>
  `Jag ${r.orderType === 'Buy' ? 'köper' : 'säljer'} ${capitalNames[r.accountType as TradeAccountType]} för ${formatAmount(r.amountOre)} till kursen ${(r.rateHundredths / 100).toFixed(2).replace('.', ',')} %, summa ${formatAmount(tradeSumOre(r.amountOre, r.rateHundredths))}, enligt villkoren för handel med insatskapital.`;

/**
 * The sign order completed (exactly once, by the signing service): the order is created, or
 * with a PEP yes (§6: political exposure needs manual handling) a staff task is opened
 * instead. Anything refused rolls back and the member reads the problem.
 */
export async function completeSignedRequest(
  tx: Tx,
  order: Pick<SignOrderRow, 'subjectId' | 'actingForMemberId' | 'dataSha256'>,
  sha256: (data: unknown) => string,
  now = new Date(),
): Promise<TradeOrderResult> {
  const [request] = isUuid(order.subjectId)
    ? await tx
        .select()
        .from(tradeOrderRequests)
        .where(
          and(
            eq(tradeOrderRequests.id, order.subjectId),
            eq(tradeOrderRequests.memberId, order.actingForMemberId),
          ),
        )
        .for('update')
    : [];
  if (request?.status !== 'unsigned' || sha256(requestSignData(request)) !== order.dataSha256)
    throw problemOf(capitalTradeProblems, 'InvalidSignSession');
  const today = todayInSweden(now);
  if (request.pep) {
    await refusePaperFormMember(tx, request.memberId, today);
    await openPeriodFor(tx, request.periodId, request.accountType as TradeAccountType, today);
    await tx
      .update(tradeOrderRequests)
      .set({ status: 'manual' })
      .where(eq(tradeOrderRequests.id, request.id));
    await openStaffTask(tx, pepTradeOrderReview, {
      subjectId: request.id,
      memberId: request.memberId,
      data: orderTerms(request),
    });
    return { kind: 'manualHandling', requestId: request.id };
  }
  const created = await createOrderFrom(tx, request, today);
  return { kind: 'created', orderId: created.id, orderNumber: created.orderNumber };
}

/** Cancels an active order of the current period (§4: irreversible). */
export async function cancelOrder(db: Db, memberId: string, orderId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(tradeOrders)
      .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.memberId, memberId)))
      .for('update');
    if (!order) throw problemOf(capitalTradeProblems, 'TradeOrderNotFound');
    if (order.status !== 'Active') throw problemOf(capitalTradeProblems, 'InvalidTradeOrderStatus');
    const period = await currentPeriod(tx, todayInSweden(now));
    if (period?.id !== order.periodId)
      throw problemOf(capitalTradeProblems, 'InvalidTradeOrderPeriod');
    const [canceled] = await tx
      .update(tradeOrders)
      .set({ status: 'Canceled', canceledAt: now })
      .where(eq(tradeOrders.id, order.id))
      .returning();
    return orderView(canceled!);
  });
}
