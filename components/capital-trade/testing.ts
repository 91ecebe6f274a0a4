import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import {
  tradeOrderRequestSchema,
  tradeSumOre,
  type TradeLimits,
  type TradeOrder,
  type TradeOrderRequest,
  type TradeOverview,
  type TradePeriod,
} from '../../shared/contracts/capital-trade.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { capitalTradeRoutes } from '../../shared/contracts/capital-trade/routes.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, parseWith, problem, reply } from '../../shared/testing/fakeApi.ts';
import { addDays, monthAround, todayInSweden } from '../../shared/time/index.ts';

/**
 * The capital trade element's test support: Anna's periods, figures and orders, and a
 * stand-in for /api/v1/capital-trade made from its route table (the real server is tested
 * in server/capital-trade): the orders in memory, an order parsed again with her limits, her
 * personal number for signing.
 */
export const annaNumber = '195001011237';

/** The first and last day of the month `offset` months from today's (as the seed makes them). */
const monthOf = (offset: number) => monthAround(todayInSweden(), offset);

export const lastPeriod: TradePeriod = {
  id: 'period-last',
  ...monthOf(-1),
  tradeType: 'full',
  current: false,
};
export const currentPeriod: TradePeriod = {
  id: 'period-current',
  ...monthOf(0),
  tradeType: 'full',
  current: true,
};
export const nextPeriods: TradePeriod[] = [
  { id: 'period-next', ...monthOf(1), tradeType: 'limited', current: false },
  { id: 'period-after', ...monthOf(2), tradeType: 'full', current: false },
];

/** Anna's figures as the server reads them from the demo ledger (server/capital-trade tests). */
export const annaLimits: TradeLimits = {
  issuedBalanceOre: 3_850_000,
  paidBalanceOre: 8_925_000,
  remainingObligationOre: 1_155_000,
  excessStakeOre: 0,
  overStakeRoomOre: 53_305_000,
  memberAccountAvailableOre: 23_485_975,
};

export const annaOverview = (): TradeOverview => ({
  periods: [currentPeriod, ...nextPeriods],
  limits: { ...annaLimits },
  digitalOrdersBlocked: null,
  contact: { email: 'anna.skog@example.se', phone: '0701234567' },
});

/** Anna's earlier order, cancelled, in last month's period (the seed's). */
export const annaCanceledOrder: TradeOrder = {
  id: 'order-old',
  orderNumber: `HO-${lastPeriod.opensOn.slice(0, 7).replace('-', '')}1`,
  periodId: lastPeriod.id,
  accountType: 'IssuedCapital',
  orderType: 'Buy',
  amountOre: 500_000,
  rateHundredths: 10_250,
  sumOre: 512_500,
  status: 'Canceled',
  createdAt: `${addDays(lastPeriod.opensOn, 3)}T10:12:00.000Z`,
  canceledAt: `${addDays(lastPeriod.opensOn, 5)}T08:40:00.000Z`,
};

/** A PDF of the area as the server sends it, under the name it is saved as. */
const pdf = (name: string) => () =>
  reply(`%PDF-1.4 ${name}`, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });

export interface FakeTradeOptions {
  overview?: TradeOverview;
  orders?: TradeOrder[];
}
export type FakeTradeApi = ReturnType<typeof installFakeTradeApi>;

export function installFakeTradeApi(options: FakeTradeOptions = {}) {
  const overview = structuredClone(options.overview ?? annaOverview());
  const orders = structuredClone(options.orders ?? [annaCanceledOrder]);
  /** Orders waiting for the signature, by request id. */
  const requests = new Map<string, TradeOrderRequest>();
  let counter = 0;

  const activeOrder = (periodId: string, accountType: string) =>
    orders.find(
      (o) => o.periodId === periodId && o.accountType === accountType && o.status === 'Active',
    );

  const signing = createFakeSigning({
    personalNumber: annaNumber,
    userSignPolls: 0,
    complete: (order) => {
      const request = requests.get(order.subjectId);
      if (!request) return { problem: { type: 'InvalidSignSession', title: 'x' } };
      if (request.pep) return { kind: 'manualHandling', requestId: order.subjectId };
      if (activeOrder(request.periodId, request.accountType))
        return { problem: { type: 'ExistingTradeOrder', title: 'x' } };
      const created: TradeOrder = {
        id: `order-${++counter}`,
        orderNumber: `HO-${currentPeriod.opensOn.slice(0, 7).replace('-', '')}${100 + counter}`,
        periodId: request.periodId,
        accountType: request.accountType,
        orderType: request.orderType,
        amountOre: request.amountOre,
        rateHundredths: request.rateHundredths,
        sumOre: tradeSumOre(request.amountOre, request.rateHundredths),
        status: 'Active',
        createdAt: new Date().toISOString(),
        canceledAt: null,
      };
      orders.unshift(created);
      return { kind: 'created', orderId: created.id, orderNumber: created.orderNumber };
    },
  });

  const api = installFakeApi(
    { ...capitalTradeRoutes, ...signingRoutes },
    {
      getTradeOverview: () => overview,
      listTradeOrders: () => ({ orders }),
      getOrderForm: pdf('orderblankett-insatskapital.pdf'),
      getTradeTerms: pdf('villkor-handel-med-insatskapital-2017-06-30.pdf'),
      getPricingGuide: pdf('prissattning-insatskapital.pdf'),
      getTradePeriod: ({ params }) =>
        [lastPeriod, ...overview.periods].find((p) => p.id === params.periodId) ??
        problem('TradeOrderPeriodNotFound'),
      startTradeOrder: ({ call }) => {
        const request = parseWith(tradeOrderRequestSchema(overview.limits), call.body);
        if (overview.digitalOrdersBlocked) return problem('TradeOrganizationPaperForm');
        const current = overview.periods.find((p) => p.current);
        if (!current) return problem('CurrentTradeOrderPeriodNotFound');
        if (request.periodId !== current.id) return problem('InvalidTradeOrderPeriod');
        if (activeOrder(current.id, request.accountType)) return problem('ExistingTradeOrder');
        const requestId = `request-${++counter}`;
        requests.set(requestId, request);
        const text = `Jag ${request.orderType === 'Buy' ? 'köper' : 'säljer'} insatskapital.`;
        return { ...signing.start('capitalTrade.order', requestId, text), requestId };
      },
      cancelTradeOrder: ({ params }) => {
        const order = orders.find((o) => o.id === params.orderId);
        if (!order) return problem('TradeOrderNotFound');
        if (order.status !== 'Active') return problem('InvalidTradeOrderStatus');
        if (order.periodId !== currentPeriod.id) return problem('InvalidTradeOrderPeriod');
        Object.assign(order, { status: 'Canceled', canceledAt: new Date().toISOString() });
        return order;
      },
      ...signing.handlers,
    },
    { problems: [capitalTradeProblems, signingProblems] },
  );
  return Object.assign(api, { overview, orders, requests, signing });
}

const element = { name: capitalTradeElement.element, define: () => import('./index.tsx') };

/** The capital trade element for each test: Anna on the fake above, unless set up otherwise. */
export const capitalTradePerTest = () => demoElementPerTest(element, installFakeTradeApi);
