import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import type { demoIds } from '../db/seed.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import { registerTestSigning, signingCalls } from '../signing/testing.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { accountsRoutes } from './routes.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { accounts, accountTransactions, withdrawals } from './schema.ts';

export { demoAccountIds } from './seed.ts';

type Person = keyof typeof demoIds;

export const personalNumbers = {
  anna: '195001011237',
  bertil: '196211034563',
  cecilia: '197506157895',
} as const;

/**
 * The area with the test signer and a booking delay of 0 (the job is due at once); every
 * feature flag on but those `off()` names.
 */
export async function registerAccounts(
  app: FastifyInstance,
  database: Database,
  off: () => readonly FeatureFlagName[] = () => [],
) {
  const { signing } = await registerTestSigning(app, database.db);
  await app.register(accountsRoutes, {
    db: database.db,
    signing,
    productName: 'Granskog',
    content: flagsContent(off),
    config: { accounts: { bankgiro: '5050-1055', bookingDelayMs: 0 } },
  });
}

/** The element's calls as a demo person makes them (app.inject). */
export function accountCalls(t: ApiTestApp) {
  const signing = signingCalls(t);
  const headersOf = async (person: Person, actingFor?: string, key?: string) => ({
    ...(await t.as(person, actingFor)),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const get = async (person: Person, url: string, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: await headersOf(person, actingFor) });
  return {
    signing,
    overview: (person: Person, actingFor?: string) => get(person, '/api/v1/accounts', actingFor),
    account: (person: Person, id: string, actingFor?: string) =>
      get(person, `/api/v1/accounts/${id}`, actingFor),
    transactions: (person: Person, query = '', actingFor?: string) =>
      get(person, `/api/v1/accounts/transactions${query}`, actingFor),
    offer: (person: Person) => get(person, '/api/v1/accounts/fixed-interest/offer'),
    statement: (person: Person, query: string) => get(person, `/api/v1/accounts/statement${query}`),
    withdraw: async (
      person: Person,
      accountId: string,
      body: unknown,
      options: { key?: string | null; actingFor?: string } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${accountId}/withdrawals`,
        headers: await headersOf(
          person,
          options.actingFor,
          options.key === null ? undefined : (options.key ?? randomUUID()),
        ),
        payload: body as object,
      }),
    open: async (person: Person, body: unknown, key: string = randomUUID(), actingFor?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/fixed-interest',
        headers: await headersOf(person, actingFor, key),
        payload: body as object,
      }),
  };
}

/** For other areas' server tests: a transaction booked as the cooperative's ledger books it. */
export async function bookTransaction(db: Db, row: typeof accountTransactions.$inferInsert) {
  await db.insert(accountTransactions).values(row);
}

/** The account's transactions booked on `day` gone again (what a test booked). */
export async function removeTransactionsBookedOn(db: Db, accountId: string, day: string) {
  await db
    .delete(accountTransactions)
    .where(
      and(eq(accountTransactions.accountId, accountId), eq(accountTransactions.bookedOn, day)),
    );
}

/**
 * A withdrawal of the member's member account, signed at `signedAt` and not yet booked, for
 * another area's test; `remove` takes it away again.
 */
export async function signedWithdrawal(
  db: Db,
  memberId: string,
  amountOre: number,
  signedAt: Date,
) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.type, 'memberAccount')));
  const [row] = await db
    .insert(withdrawals)
    .values({
      accountId: account!.id,
      memberId,
      requestedBy: memberId,
      amountOre,
      message: '',
      status: 'reserved',
      signedOn: todayInSweden(signedAt),
      signedAt,
    })
    .returning({ id: withdrawals.id });
  return {
    id: row!.id,
    accountNumber: account!.accountNumber,
    remove: () => db.delete(withdrawals).where(eq(withdrawals.id, row!.id)),
  };
}
