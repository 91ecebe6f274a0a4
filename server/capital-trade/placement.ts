import { eq, sql } from 'drizzle-orm';
import {
  accountTypesOf,
  tradeAmountProblem,
  tradeSumOre,
  type TradeAccountType,
  type TradeOrderType,
  type TradeType,
} from '../../shared/contracts/capital-trade.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../signing/service.ts';
import { tradeLimitsOf } from './limits.ts';
import { refusePaperFormMember } from './paperForm.ts';
import { currentPeriod } from './periods.ts';
import { tradeOrderNumberSequence, tradeOrderRequests, tradeOrders } from './schema.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { problemOf } from '../kit/problem.ts';

type Queryable = Db | Tx;
type RequestRow = typeof tradeOrderRequests.$inferSelect;

/** The period must be the current one and open for the account type (§3, §8). */
export async function openPeriodFor(
  db: Queryable,
  periodId: string,
  accountType: TradeAccountType,
  today: string,
) {
  const period = await currentPeriod(db, today);
  if (!period) throw problemOf(capitalTradeProblems, 'CurrentTradeOrderPeriodNotFound');
  if (period.id !== periodId) throw problemOf(capitalTradeProblems, 'InvalidTradeOrderPeriod');
  if (!accountTypesOf[period.tradeType as TradeType].includes(accountType))
    throw problemOf(capitalTradeProblems, 'InvalidOrderAccountType');
  return period;
}

/**
 * Creates the order of a request inside the caller's transaction: the paper-form, period and
 * amount rules against the member data and figures of this moment; the partial unique index decides between two
 * requests of one period (the loser: ExistingTradeOrder).
 */
export async function createOrderFrom(tx: Tx, request: RequestRow, today: string) {
  const accountType = request.accountType as TradeAccountType;
  await refusePaperFormMember(tx, request.memberId, today);
  await openPeriodFor(tx, request.periodId, accountType, today);
  const limits = await tradeLimitsOf(tx, request.memberId, today);
  if (
    tradeAmountProblem(
      { ...request, accountType, orderType: request.orderType as TradeOrderType },
      limits,
    )
  ) {
    throw problemOf(
      capitalTradeProblems,
      request.orderType === 'Buy' && accountType === 'PaidCapital'
        ? 'AmountGreaterThanRemainingAmountToRequiredPaidCapitalAmount'
        : 'TradeOrderAmountNotCovered',
    );
  }
  const [order] = await tx
    .insert(tradeOrders)
    .values({
      orderNumber: sql`'HO-' || nextval('${sql.raw(tradeOrderNumberSequence.seqName!)}')`,
      memberId: request.memberId,
      periodId: request.periodId,
      accountType,
      orderType: request.orderType,
      amountOre: request.amountOre,
      rateHundredths: request.rateHundredths,
      sumOre: tradeSumOre(request.amountOre, request.rateHundredths),
      status: 'Active',
      requestId: request.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) throw problemOf(capitalTradeProblems, 'ExistingTradeOrder');
  await tx
    .update(tradeOrderRequests)
    .set({ status: 'created' })
    .where(eq(tradeOrderRequests.id, request.id));
  return order;
}
