import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import {
  accountLimits,
  fixedInterestTypeOf,
  newAccountRequestSchema,
  withdrawalRequestSchema,
  type Account,
  type AccountsOverview,
  type FixedInterestOffer,
  type Transaction,
  type WithdrawalBlockReason,
} from '../../shared/contracts/accounts.ts';
import {
  accountsProblems,
  withdrawalProblemType,
} from '../../shared/contracts/accounts/problems.ts';
import { accountsRoutes } from '../../shared/contracts/accounts/routes.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, parseWith, problem, reply } from '../../shared/testing/fakeApi.ts';

/**
 * The accounts element's test support: a member's accounts and transactions, and a stand-in
 * for /api/v1/accounts made from its route table (the real server is tested in
 * server/accounts): the accounts in memory, withdrawals and new accounts parsed again with
 * their limits and signed with the fake signing service (Anna's personal number), completed
 * as the server does (the amount reserved, the deposit moved).
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

export interface FakeOptions {
  accounts?: Account[];
  transactions?: Transaction[];
  /** An organisation user (Cecilia): no withdrawals, no new accounts. */
  organization?: boolean;
  reference?: string;
}

export type FakeAccountsApi = ReturnType<typeof installFakeAccountsApi>;

export function installFakeAccountsApi(options: FakeOptions = {}) {
  const accounts = (options.accounts ?? annaAccounts()).map((a) => structuredClone(a));
  const transactions = options.transactions ?? annaTransactions(accounts);
  const organization = options.organization ?? false;
  const withdrawals = new Map<string, { accountId: string; amountOre: number }>();
  const openings = new Map<string, { term: 1 | 3 | 5; amountOre: number }>();
  let counter = 0;

  const view = (a: Account): Account => ({ ...a, withdrawal: withdrawalOf(a, organization) });
  const accountOf = (accountId: string) => {
    const found = accounts.find((a) => a.id === accountId);
    if (!found) throw problem('notFound');
    return found;
  };
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

  const api = installFakeApi(
    { ...accountsRoutes, ...signingRoutes },
    {
      getAccounts: () => {
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
        return overview;
      },
      getTransactions: ({ query }) => {
        const all = transactions.filter((x) => !query.accountId || x.accountId === query.accountId);
        const start = query.after ? Number(query.after) : 0;
        const end = start + accountLimits.transactionsPageSize;
        return { items: all.slice(start, end), next: end < all.length ? String(end) : null };
      },
      getFixedInterestOffer: () => (organization ? problem('newAccountOrganizationUser') : offer()),
      getStatement: ({ query }) =>
        reply('%PDF-1.4 fake', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="kontoutdrag-${query.from}-${query.to}.pdf"`,
          },
        }),
      getAccount: ({ params }) => view(accountOf(params.accountId)),
      startWithdrawal: ({ params, call }) => {
        const found = accountOf(params.accountId);
        const option = withdrawalOf(found, organization);
        if (!option.possible) return problem(withdrawalProblemType(option.reason));
        const request = parseWith(withdrawalRequestSchema(option.limits), call.body);
        const withdrawalId = `withdrawal-${++counter}`;
        withdrawals.set(withdrawalId, { accountId: found.id, amountOre: request.amountOre });
        const text = `Jag tar ut ${request.amountOre / 100} kr från konto ${found.accountNumber}.`;
        return { ...signing.start('withdrawal', withdrawalId, text), withdrawalId };
      },
      startNewAccount: ({ call }) => {
        const request = parseWith(newAccountRequestSchema(offer()), call.body);
        const openingId = `opening-${++counter}`;
        openings.set(openingId, { term: request.term, amountOre: request.amountOre });
        const text = `Jag placerar ${request.amountOre / 100} kr i ${request.term} år.`;
        return { ...signing.start('newAccount', openingId, text), openingId };
      },
      ...signing.handlers,
    },
    { problems: [accountsProblems, signingProblems] },
  );
  return Object.assign(api, { accounts, transactions, signing });
}

/** The accounts element for each test: Anna on the fake above, unless set up otherwise. */
export const accountsPerTest = () =>
  demoElementPerTest(
    { name: accountsElement.element, define: () => import('./index.tsx') },
    installFakeAccountsApi,
  );
