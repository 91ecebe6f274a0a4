import {
  accountLimits,
  accountsOverviewSchema,
  fixedInterestOfferSchema,
  fixedInterestTypeOf,
  newAccountRequestSchema,
  statementQuerySchema,
  withdrawalRequestSchema,
  type Account,
  type AccountsOverview,
  type FixedInterestOffer,
  type Transaction,
  type WithdrawalBlockReason,
} from '../../../shared/contracts/accounts.ts';
import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  createFakeSigning,
  type FakeSigning,
} from '../../../shared/signing/testing/fakeSigning.ts';

/**
 * A stand-in for /api/v1/accounts in element tests (the real server is tested in
 * server/accounts): a member's accounts and transactions in memory, requests checked with
 * the shared schemas, withdrawals and new accounts signed with the fake signing service
 * (Anna's personal number) and completed as the server does (the amount reserved, the
 * deposit moved). Installed as window.fetch; `calls` records every request.
 */
export const annaNumber = '195001011237';

const blocked = (reason: WithdrawalBlockReason): Account['withdrawal'] => ({
  possible: false,
  reason,
});

function account(fields: Partial<Account> & Pick<Account, 'id' | 'type' | 'accountNumber'>) {
  const base: Account = {
    id: fields.id,
    type: fields.type,
    accountNumber: fields.accountNumber,
    interestRateBp: null,
    balanceOre: 0,
    reservedOre: 0,
    availableOre: 0,
    active: true,
    openedOn: '2019-03-01',
    endsOn: null,
    paymentPlan: null,
    withdrawal: blocked('invalidAccountType'),
  };
  const merged = { ...base, ...fields };
  merged.availableOre = merged.balanceOre - merged.reservedOre;
  return merged;
}

/** The withdrawal option as the server computes it for the two withdrawable types. */
function withdrawalOf(a: Account, organization: boolean): Account['withdrawal'] {
  if (organization) return blocked('organizationUser');
  if (a.type !== 'memberAccount' && a.type !== 'paymentPlan') return blocked('invalidAccountType');
  if (!a.active) return blocked('notActive');
  if (a.availableOre <= 0) return blocked('insufficientBalance');
  if (a.paymentPlan && a.paymentPlan.remainingWithdrawalsThisYear <= 0)
    return blocked('sameYearLimit');
  const maximumOre = a.availableOre - accountLimits.minimumRemainingOre;
  const everything = a.type === 'memberAccount';
  if (maximumOre < accountLimits.withdrawalMinimumOre && !everything)
    return blocked('minimumRemaining');
  return {
    possible: true,
    limits: {
      availableOre: a.availableOre,
      maximumOre,
      minimumOre: accountLimits.withdrawalMinimumOre,
      allowEverything: everything,
      requiresTerms: a.type === 'paymentPlan',
    },
  };
}

const id = (n: number) => `00000000-0000-4000-8000-0000000a${String(n).padStart(4, '0')}`;

/** Anna: one account of each type, one inactive, a payment plan; Lars's plan is locked. */
export function annaAccounts(): Account[] {
  return [
    account({
      id: id(1),
      type: 'memberAccount',
      accountNumber: '4711-100001',
      interestRateBp: 125,
      balanceOre: 12_345_650,
    }),
    account({
      id: id(2),
      type: 'fixedInterest1',
      accountNumber: '4712-100001',
      interestRateBp: 250,
      balanceOre: 5_000_000,
      openedOn: '2026-02-01',
      endsOn: '2027-02-01',
    }),
    account({
      id: id(3),
      type: 'fixedInterest3',
      accountNumber: '4713-100001',
      interestRateBp: 300,
      balanceOre: 10_000_000,
      openedOn: '2025-05-01',
      endsOn: '2028-05-01',
    }),
    account({
      id: id(4),
      type: 'fixedInterest5',
      accountNumber: '4715-100001',
      interestRateBp: 350,
      balanceOre: 20_000_000,
      openedOn: '2024-09-01',
      endsOn: '2029-09-01',
    }),
    account({ id: id(5), type: 'settlement', accountNumber: '4720-100001', balanceOre: 0 }),
    account({
      id: id(6),
      type: 'paidCapital',
      accountNumber: '4730-100001',
      balanceOre: 9_000_000,
    }),
    account({
      id: id(7),
      type: 'issuedCapital',
      accountNumber: '4731-100001',
      balanceOre: 2_340_000,
    }),
    account({
      id: id(8),
      type: 'paymentPlan',
      accountNumber: '4740-100001',
      interestRateBp: 200,
      balanceOre: 30_000_000,
      openedOn: '2024-03-15',
      endsOn: '2034-03-15',
      paymentPlan: {
        agreement: 'Avtal 2024-0315 (avverkning Norrskogen 1:4)',
        receiver: 'Anna Skog',
        remainingWithdrawalsThisYear: 1,
        endsOn: '2034-03-15',
      },
    }),
    account({
      id: id(9),
      type: 'fixedInterest1',
      accountNumber: '4712-099001',
      interestRateBp: 175,
      balanceOre: 0,
      active: false,
      openedOn: '2023-01-10',
      endsOn: '2024-01-10',
    }),
  ];
}

const activities = ['settlementPayout', 'interest', 'dividend', 'transfer', 'deposit'] as const;

/** 23 transactions, newest first, most on the member account. */
export function annaTransactions(accounts: readonly Account[]): Transaction[] {
  const items: Transaction[] = [];
  for (let i = 0; i < 23; i++) {
    const on = accounts[i % 4 === 3 ? 7 : 0]!;
    const month = 12 - Math.floor(i / 2);
    items.push({
      id: `t${String(i + 1).padStart(3, '0')}`,
      accountId: on.id,
      accountType: on.type,
      activity: activities[i % activities.length]!,
      text: i === 0 ? 'Likvid avtal 4711-0001' : `Bokning ${i + 1}`,
      bookedOn: `2026-${String(Math.max(1, month - 1)).padStart(2, '0')}-${String(28 - (i % 20)).padStart(2, '0')}`,
      amountOre: 100_000 + i * 12_345,
    });
  }
  return items;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeAccountsApi {
  accounts: Account[];
  transactions: Transaction[];
  signing: FakeSigning;
  calls: { method: string; path: string; search: string; body: unknown; headers: Headers }[];
  /** Answers the next call to a path (suffix match) with this instead. */
  failNext(pathEnd: string, answer: Answer): void;
  restore(): void;
}

const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: 'ignored by the client', status, ...(errors ? { errors } : {}) },
});

export interface FakeOptions {
  accounts?: Account[];
  transactions?: Transaction[];
  /** An organisation user (Cecilia): no withdrawals, no new accounts. */
  organization?: boolean;
  reference?: string;
}

export function installFakeAccountsApi(options: FakeOptions = {}): FakeAccountsApi {
  const original = window.fetch;
  const accounts = (options.accounts ?? annaAccounts()).map((a) => structuredClone(a));
  const transactions = options.transactions ?? annaTransactions(accounts);
  const organization = options.organization ?? false;
  const calls: FakeAccountsApi['calls'] = [];
  const failures: { pathEnd: string; answer: Answer }[] = [];
  const withdrawals = new Map<string, { accountId: string; amountOre: number }>();
  const openings = new Map<string, { term: 1 | 3 | 5; amountOre: number }>();
  let counter = 0;

  const view = (a: Account): Account => ({ ...a, withdrawal: withdrawalOf(a, organization) });
  const memberAccount = () => accounts.find((a) => a.type === 'memberAccount' && a.active);
  const offer = (): FixedInterestOffer => ({
    terms: [
      { term: 1, interestRateBp: 250 },
      { term: 3, interestRateBp: 275 },
      { term: 5, interestRateBp: 325 },
    ],
    minimumOre: accountLimits.fixedInterestMinimumOre,
    maximumOre: memberAccount()?.availableOre ?? 0,
  });

  const signing = createFakeSigning({
    personalNumber: annaNumber,
    userSignPolls: 0,
    complete: (order) => {
      if (order.kind === 'withdrawal') {
        const w = withdrawals.get(order.subjectId)!;
        const a = accounts.find((x) => x.id === w.accountId)!;
        if (w.amountOre > a.availableOre)
          return { problem: { type: 'withdrawalExceedsAvailable', title: 'x' } };
        a.reservedOre += w.amountOre;
        a.availableOre -= w.amountOre;
        if (a.paymentPlan) a.paymentPlan.remainingWithdrawalsThisYear -= 1;
        return { withdrawalId: order.subjectId, accountId: a.id, amountOre: w.amountOre };
      }
      const o = openings.get(order.subjectId)!;
      const from = memberAccount()!;
      from.balanceOre -= o.amountOre;
      from.availableOre -= o.amountOre;
      const rate = offer().terms.find((x) => x.term === o.term)!.interestRateBp;
      const opened = account({
        id: id(100 + ++counter),
        type: fixedInterestTypeOf[o.term],
        accountNumber: `471${o.term}-2000${counter}`,
        interestRateBp: rate,
        balanceOre: o.amountOre,
        openedOn: '2026-11-25',
      });
      accounts.push(opened);
      return { accountId: opened.id, accountNumber: opened.accountNumber };
    },
  });

  const answer = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname;
    const failure = failures.findIndex((f) => path.endsWith(f.pathEnd));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const signingAnswer = signing.answer(method, path, body);
    if (signingAnswer) return signingAnswer;
    const query = Object.fromEntries(url.searchParams);

    if (method === 'GET' && path === '/api/v1/accounts') {
      const member = memberAccount();
      const overview: AccountsOverview = {
        accounts: accounts.map(view),
        payment: { bankgiro: '5050-1055', reference: options.reference ?? '100001' },
        newAccount: organization
          ? { possible: false, reason: 'organizationUser' }
          : !member
            ? { possible: false, reason: 'noMemberAccount' }
            : member.availableOre < accountLimits.fixedInterestMinimumOre
              ? { possible: false, reason: 'insufficientBalance' }
              : { possible: true },
      };
      return { status: 200, body: accountsOverviewSchema.parse(overview) };
    }
    if (method === 'GET' && path === '/api/v1/accounts/transactions') {
      const all = transactions.filter((x) => !query.accountId || x.accountId === query.accountId);
      const start = query.after ? Number(query.after) : 0;
      const size = accountLimits.transactionsPageSize;
      const end = start + size;
      return {
        status: 200,
        body: { items: all.slice(start, end), next: end < all.length ? String(end) : null },
      };
    }
    if (method === 'GET' && path === '/api/v1/accounts/fixed-interest/offer') {
      if (organization) return problem(403, 'newAccountOrganizationUser');
      return { status: 200, body: fixedInterestOfferSchema.parse(offer()) };
    }
    if (method === 'GET' && path === '/api/v1/accounts/statement') {
      const parsed = statementQuerySchema.safeParse(query);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      return {
        status: 200,
        body: '%PDF-1.4 fake',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="kontoutdrag-${parsed.data.from}-${parsed.data.to}.pdf"`,
        },
      };
    }
    if (method === 'POST' && path === '/api/v1/accounts/fixed-interest') {
      const parsed = newAccountRequestSchema(offer()).safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const openingId = `opening-${++counter}`;
      openings.set(openingId, { term: parsed.data.term, amountOre: parsed.data.amountOre });
      const text = `Jag placerar ${parsed.data.amountOre / 100} kr i ${parsed.data.term} år.`;
      return { status: 201, body: { ...signing.start('newAccount', openingId, text), openingId } };
    }
    const match = /^\/api\/v1\/accounts\/([^/]+)(\/withdrawals)?$/.exec(path);
    const found = match && accounts.find((a) => a.id === match[1]);
    if (!match || !found) return problem(404, 'notFound');
    if (method === 'GET' && !match[2]) return { status: 200, body: view(found) };
    if (method === 'POST' && match[2]) {
      const option = withdrawalOf(found, organization);
      if (!option.possible)
        return problem(
          option.reason === 'organizationUser' ? 403 : 409,
          `withdrawal${option.reason[0]!.toUpperCase()}${option.reason.slice(1)}`,
        );
      const parsed = withdrawalRequestSchema(option.limits).safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const withdrawalId = `withdrawal-${++counter}`;
      withdrawals.set(withdrawalId, { accountId: found.id, amountOre: parsed.data.amountOre });
      const text = `Jag tar ut ${parsed.data.amountOre / 100} kr från konto ${found.accountNumber}.`;
      return {
        status: 201,
        body: { ...signing.start('withdrawal', withdrawalId, text), withdrawalId },
      };
    }
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: new Headers(init?.headers),
    });
    const { status, body: out, headers } = answer(method, url, body);
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(
      out === undefined ? null : typeof out === 'string' ? out : JSON.stringify(out),
      { status, headers: { 'content-type': type, ...headers } },
    );
  };

  return {
    accounts,
    transactions,
    signing,
    calls,
    failNext: (pathEnd, result) => failures.push({ pathEnd, answer: result }),
    restore: () => {
      window.fetch = original;
    },
  };
}
