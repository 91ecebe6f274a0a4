import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  tradeOrderListSchema,
  tradeOrderRequestSchema,
  tradeOrderSchema,
  tradeOrderStartSchema,
  tradeOverviewSchema,
  tradePeriodSchema,
} from '../capital-trade.ts';
import { defineRoutes, memberRead, signedWrite, uuidParam } from '../routes.ts';
import { capitalTradeProblems } from './problems.ts';

export const tradeRead = requires.single('Service_Trade_Read');
const readWrite = requires.readWrite('Service_Trade');

/** §2 "Capital trade ... (flag CapitalTrade ...)": every call, read or order. */
const flags = requires.single('CapitalTrade');
const readCall = { ...memberRead(tradeRead), flags } as const;
/** Orders: trading needs the member's own BankID, never staff. */
const orderCall = { ...signedWrite(readWrite), flags } as const;

/**
 * Capital trade (economy-membership §2; the spec gives no calls, these are ours:
 * shared/contracts/capital-trade/README.md). Everything is the effective member's.
 */
export const capitalTradeRoutes = defineRoutes({
  getTradeOverview: {
    ...readCall,
    path: '/api/v1/capital-trade/overview',
    firstOn: [
      'tradeHome',
      'tradePeriods',
      'tradeOrders',
      'tradeNewOrder',
      'tradePreviousOrders',
      'tradeHistory',
      'tradeHowItWorks',
    ],
    summary:
      "Current and upcoming trade periods, the member's capital figures the amount rules need, whether digital orders are open to them, and their contact details for the confirm form.",
    response: tradeOverviewSchema,
  },
  getTradePeriod: {
    ...readCall,
    path: '/api/v1/capital-trade/periods/{periodId}',
    summary: 'One trade period.',
    params: z.object({ periodId: uuidParam(capitalTradeProblems, 'TradeOrderPeriodNotFound') }),
    response: tradePeriodSchema,
    problems: ['TradeOrderPeriodNotFound'],
  },
  listTradeOrders: {
    ...readCall,
    path: '/api/v1/capital-trade/orders',
    summary: "The member's orders, newest first (Tidigare ordrar).",
    response: tradeOrderListSchema,
  },
  getOrderForm: {
    ...readCall,
    path: '/api/v1/capital-trade/order-form',
    summary: 'The paper order form (PDF) for organisations, estates and departed members.',
    file: true,
  },
  getTradeTerms: {
    ...readCall,
    path: '/api/v1/capital-trade/terms',
    summary: 'The trade terms of 2017-06-30 (PDF), the same text as the terms modal.',
    file: true,
  },
  getPricingGuide: {
    ...readCall,
    path: '/api/v1/capital-trade/pricing',
    summary: 'How the rate of member capital is set in a trade period (PDF).',
    file: true,
  },
  startTradeOrder: {
    ...orderCall,
    status: 201,
    path: '/api/v1/capital-trade/orders',
    summary:
      'An order waiting for the BankID signature; its completion creates the order (or, with a PEP yes, a task for manual handling).',
    body: tradeOrderRequestSchema(),
    response: tradeOrderStartSchema,
    problems: [
      'CurrentTradeOrderPeriodNotFound',
      'InvalidTradeOrderPeriod',
      'InvalidOrderAccountType',
      'ExistingTradeOrder',
      'TradeOrganizationPaperForm',
      'TradeRequiresMembership',
      'AmountGreaterThanRemainingAmountToRequiredPaidCapitalAmount',
      'TradeOrderAmountNotCovered',
    ],
  },
  cancelTradeOrder: {
    ...orderCall,
    path: '/api/v1/capital-trade/orders/{orderId}/cancel',
    summary: 'Cancels an active order of the current period (irreversible).',
    params: z.object({ orderId: uuidParam(capitalTradeProblems, 'TradeOrderNotFound') }),
    response: tradeOrderSchema,
    problems: ['TradeOrderNotFound', 'InvalidTradeOrderStatus', 'InvalidTradeOrderPeriod'],
  },
});
