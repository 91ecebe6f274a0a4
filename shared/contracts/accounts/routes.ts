import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  accountSchema,
  accountsOverviewSchema,
  fixedInterestOfferSchema,
  newAccountRequestSchema,
  newAccountStartSchema,
  statementQuerySchema,
  transactionPageSchema,
  transactionQuerySchema,
  withdrawalRequestSchema,
  withdrawalStartSchema,
  withdrawalBlockReasons,
  newAccountBlockReasons,
} from '../accounts.ts';
import { defineRoutes, memberRead, signedWrite, uuidParam } from '../routes.ts';
import { newAccountProblemType, withdrawalProblemType } from './problems.ts';

const read = requires.single('Service_Finance_Read');
const readWrite = requires.readWrite('Service_Finance');
/** §2 "Accounts ... (flag Accounts ...)": every call, read or write. */
const flags = requires.single('Accounts');
/** Reading: the member and staff impersonating (who only look); no proxy right gives it. */
const readCall = { ...memberRead(read), flags } as const;
/** Money and signing (§6, issue 11). */
const signedMoneyCall = { ...signedWrite(readWrite), flags, status: 201 } as const;

// An id that is no account of the effective member answers 404 like one that does not exist.
const accountParams = z.object({ accountId: uuidParam() });

/**
 * Accounts (economy-membership §2 Accounts; the spec gives no calls, these are ours:
 * shared/contracts/accounts/README.md). Everything is the effective member's; no proxy right
 * reaches the giver's accounts (issue 28).
 */
export const accountsRoutes = defineRoutes({
  getAccounts: {
    ...readCall,
    path: '/api/v1/accounts',
    firstOn: ['accountsHome'],
    summary:
      "The member's accounts (active and inactive) with balances, reservations and whether each allows a withdrawal; how to pay in; whether a fixed-interest account can be opened.",
    response: accountsOverviewSchema,
  },
  getTransactions: {
    ...readCall,
    path: '/api/v1/accounts/transactions',
    summary:
      "The latest transactions, newest first, of all the member's accounts or of one (accountId); `after` is the previous page's `next`.",
    query: transactionQuerySchema,
    response: transactionPageSchema,
  },
  getFixedInterestOffer: {
    ...readCall,
    path: '/api/v1/accounts/fixed-interest/offer',
    summary:
      "Today's fixed-interest rates for 1, 3 and 5 years, the smallest deposit and the most (the member account's available balance).",
    response: fixedInterestOfferSchema,
    problems: newAccountBlockReasons.map(newAccountProblemType),
  },
  getStatement: {
    ...readCall,
    path: '/api/v1/accounts/statement',
    summary:
      'An account statement PDF for an interval of at most one year, of all accounts or of one (accountId).',
    query: statementQuerySchema,
    file: true,
    problems: ['statementEmpty', 'statementUnavailable'],
  },
  getAccount: {
    ...readCall,
    path: '/api/v1/accounts/{accountId}',
    summary: 'One account of the member, with its payment plan and withdrawal option.',
    params: accountParams,
    response: accountSchema,
  },
  startWithdrawal: {
    ...signedMoneyCall,
    path: '/api/v1/accounts/{accountId}/withdrawals',
    summary:
      'A withdrawal waiting for the signature: starts the sign order; its completion reserves the amount, and a job books it (paid within 1–2 bank days).',
    params: accountParams,
    body: withdrawalRequestSchema(),
    response: withdrawalStartSchema,
    problems: [
      ...withdrawalBlockReasons.map(withdrawalProblemType),
      'withdrawalExceedsAvailable',
      'withdrawalNotSignable',
    ],
  },
  startNewAccount: {
    ...signedMoneyCall,
    path: '/api/v1/accounts/fixed-interest',
    summary:
      'A new fixed-interest account waiting for the signature; its completion opens it with the deposit moved from the member account.',
    body: newAccountRequestSchema(),
    response: newAccountStartSchema,
    problems: [
      ...newAccountBlockReasons.map(newAccountProblemType),
      'newAccountExceedsAvailable',
      'newAccountRateChanged',
      'newAccountNotSignable',
    ],
  },
});
