import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  tradeOrderRequestSchema,
  tradeSumOre,
  type TradeLimits,
  type TradeOrder,
  type TradeOrderRequest,
  type TradeOverview,
  type TradePeriod,
} from '../../../shared/contracts/capital-trade.ts';
import { capitalTradeProblems } from '../../../shared/contracts/capital-trade/problems.ts';
import { addDays, todayInSweden } from '../../../shared/time/index.ts';
import {
  createFakeSigning,
  type FakeSigning,
} from '../../../shared/signing/testing/fakeSigning.ts';

/**
 * A stand-in for /api/v1/capital-trade in element tests (the real server is tested in
 * server/capital-trade): Anna's periods, figures and orders in memory, the shared schemas
 * for input, her personal number for signing. Installed as window.fetch; `calls` records
 * every request with its Idempotency-Key.
 */
export const annaNumber = '195001011237';

/** The first and last day of the month `offset` months from today's (as the seed makes them). */
export function monthOf(offset: number): { opensOn: string; closesOn: string } {
  const today = todayInSweden();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + offset;
  const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
  return { opensOn: first, closesOn: addDays(next, -1) };
}

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

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeTradeApi {
  overview: TradeOverview;
  orders: TradeOrder[];
  /** Orders waiting for the signature, by request id. */
  requests: Map<string, TradeOrderRequest>;
  signing: FakeSigning;
  calls: { method: string; path: string; body: unknown; idempotencyKey: string | null }[];
  /** Answers the next call to a path (suffix match, and method) with this instead. */
  failNext(method: string, pathEnd: string, answer: Answer): void;
  restore(): void;
}

const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});
const tradeProblem = (type: keyof typeof capitalTradeProblems) =>
  problem(capitalTradeProblems[type].status, type);

/** The area's PDFs by path, with the names the server saves them under. */
const pdfs: Record<string, string> = {
  '/order-form': 'orderblankett-insatskapital.pdf',
  '/terms': 'villkor-handel-med-insatskapital-2017-06-30.pdf',
  '/pricing': 'prissattning-insatskapital.pdf',
};

export function installFakeTradeApi(
  options: { overview?: TradeOverview; orders?: TradeOrder[] } = {},
): FakeTradeApi {
  const original = window.fetch;
  const overview = structuredClone(options.overview ?? annaOverview());
  const orders = structuredClone(options.orders ?? [annaCanceledOrder]);
  const requests = new Map<string, TradeOrderRequest>();
  const calls: FakeTradeApi['calls'] = [];
  const failures: { method: string; pathEnd: string; answer: Answer }[] = [];
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

  const base = '/api/v1/capital-trade';
  const answer = (method: string, path: string, body: unknown): Answer => {
    const failure = failures.findIndex((f) => f.method === method && path.endsWith(f.pathEnd));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const signingAnswer = signing.answer(method, path, body);
    if (signingAnswer) return signingAnswer;
    if (!path.startsWith(base)) return problem(404, 'notFound');
    const rest = path.slice(base.length);
    if (method === 'GET' && rest === '/overview') return { status: 200, body: overview };
    if (method === 'GET' && rest === '/orders') return { status: 200, body: { orders } };
    const pdf = pdfs[rest];
    if (method === 'GET' && pdf) {
      return {
        status: 200,
        body: `%PDF-1.4 ${pdf}`,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${pdf}"`,
        },
      };
    }
    const period = /^\/periods\/([^/]+)$/.exec(rest);
    if (method === 'GET' && period) {
      const found = [lastPeriod, ...overview.periods].find((p) => p.id === period[1]);
      return found ? { status: 200, body: found } : tradeProblem('TradeOrderPeriodNotFound');
    }
    if (method === 'POST' && rest === '/orders') {
      const parsed = tradeOrderRequestSchema(overview.limits).safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      if (overview.digitalOrdersBlocked) return tradeProblem('TradeOrganizationPaperForm');
      const current = overview.periods.find((p) => p.current);
      if (!current) return tradeProblem('CurrentTradeOrderPeriodNotFound');
      if (parsed.data.periodId !== current.id) return tradeProblem('InvalidTradeOrderPeriod');
      if (activeOrder(current.id, parsed.data.accountType))
        return tradeProblem('ExistingTradeOrder');
      const requestId = `request-${++counter}`;
      requests.set(requestId, parsed.data);
      const text = `Jag ${parsed.data.orderType === 'Buy' ? 'köper' : 'säljer'} insatskapital.`;
      return {
        status: 201,
        body: { ...signing.start('capitalTrade.order', requestId, text), requestId },
      };
    }
    const cancel = /^\/orders\/([^/]+)\/cancel$/.exec(rest);
    if (method === 'POST' && cancel) {
      const order = orders.find((o) => o.id === cancel[1]);
      if (!order) return tradeProblem('TradeOrderNotFound');
      if (order.status !== 'Active') return tradeProblem('InvalidTradeOrderStatus');
      if (order.periodId !== currentPeriod.id) return tradeProblem('InvalidTradeOrderPeriod');
      Object.assign(order, { status: 'Canceled', canceledAt: new Date().toISOString() });
      return { status: 200, body: order };
    }
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ method, path: url.pathname, body, idempotencyKey });
    const { status, body: out, headers } = answer(method, url.pathname, body);
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    const text = out === undefined ? null : typeof out === 'string' ? out : JSON.stringify(out);
    return new Response(text, { status, headers: { 'content-type': type, ...headers } });
  };

  return {
    overview,
    orders,
    requests,
    signing,
    calls,
    failNext: (method, pathEnd, result) => failures.push({ method, pathEnd, answer: result }),
    restore: () => {
      window.fetch = original;
    },
  };
}
