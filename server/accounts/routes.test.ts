import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Account, AccountsOverview } from '../../shared/contracts/accounts.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { addDays, todayInSweden } from '../../shared/time/index.ts';
import { members, proxies } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { rolesForRights } from '../../shared/contracts/proxies.ts';
import { demoIds } from '../db/seed.ts';
import { runDueJobs } from '../jobs/index.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import {
  accountOpenings,
  accounts,
  accountTransactions,
  fixedInterestRates,
  withdrawals,
} from './schema.ts';
import { demoAccountIds, seedAccounts } from './seed.ts';
import { accountCalls, personalNumbers, registerAccounts } from './testing.ts';
import { bookWithdrawal } from './withdrawals.ts';

const ids = demoAccountIds;
const kr = (kronor: number) => kronor * 100;
const withdrawal = (kronor: number, extra: object = {}) => ({
  amountOre: kr(kronor),
  message: '',
  acceptedTerms: false,
  ...extra,
});

describe('accounts', () => {
  let t: ApiTestApp;
  let api: ReturnType<typeof accountCalls>;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    t = await apiTestApp((app, database) => registerAccounts(app, database, () => off));
    api = accountCalls(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** Every test starts from the demo ledger as seeded. */
  beforeEach(async () => {
    await db().delete(accountTransactions);
    await db().delete(withdrawals);
    await db().delete(accountOpenings);
    await db().delete(accounts);
    await seedAccounts(db());
  });

  const accountOf = async (person: 'anna' | 'bertil', id: string, actingFor?: string) => {
    const res = await api.account(person, id, actingFor);
    expect(res.statusCode).toBe(200);
    return res.json<Account>();
  };
  /** Bertil's proxy to Anna with only the liquidity right (the demo's gives signing). */
  const withLiquidityRight = async (run: () => Promise<void>) => {
    const [before] = await db()
      .select()
      .from(proxies)
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    const rights = ['chooseLiquidityRecipient'] as const;
    await db()
      .update(proxies)
      .set({ rights: [...rights], roles: rolesForRights([...rights]) })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    try {
      await run();
    } finally {
      await db()
        .update(proxies)
        .set({ rights: before!.rights, roles: before!.roles })
        .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    }
  };
  const sign = async (started: Awaited<ReturnType<typeof api.withdraw>>, person: 'anna' = 'anna') =>
    api.signing.signWith(person, started, personalNumbers[person]);

  it('refuses every call, reads and money alike, while the Accounts flag is off (§2)', async () => {
    const stored = async () => [
      (await db().select().from(withdrawals)).length,
      (await db().select().from(accountOpenings)).length,
    ];
    const before = await stored();
    off = ['Accounts'];
    try {
      const calls = [
        await api.overview('anna'),
        await api.account('anna', ids.annaMember),
        await api.withdraw('anna', ids.annaMember, withdrawal(1_000)),
        await api.open('anna', { term: 1, amountOre: kr(5_000), acceptedTerms: true }),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
      expect(await stored()).toEqual(before);
    } finally {
      off = [];
    }
    expect((await api.overview('anna')).statusCode).toBe(200);
  });

  describe('reading', () => {
    it('shows Anna one account of each type, balances summed from the ledger, in öre', async () => {
      const res = await api.overview('anna');
      expect(res.statusCode).toBe(200);
      const overview = res.json<AccountsOverview>();
      expect(overview.accounts.map((a) => a.type).sort()).toEqual(
        [
          'fixedInterest1',
          'fixedInterest3',
          'fixedInterest5',
          'issuedCapital',
          'memberAccount',
          'paidCapital',
          'paymentPlan',
          'settlement',
        ].sort(),
      );
      const member = overview.accounts.find((a) => a.id === ids.annaMember)!;
      const [sum] = await db()
        .select({ total: accountTransactions.amountOre })
        .from(accountTransactions)
        .where(eq(accountTransactions.accountId, ids.annaMember));
      expect(sum).toBeDefined();
      expect(member).toMatchObject({
        accountNumber: '8480-0100001',
        interestRateBp: 125,
        balanceOre: 23_485_975,
        reservedOre: 0,
        availableOre: 23_485_975,
        active: true,
        withdrawal: { possible: true, limits: { maximumOre: 23_385_975, allowEverything: true } },
      });
      expect(overview.accounts.find((a) => a.id === ids.annaFixed5)).toMatchObject({
        active: false,
        balanceOre: 0,
        withdrawal: { possible: false, reason: 'invalidAccountType' },
      });
      expect(overview.payment).toEqual({ bankgiro: '5050-1055', reference: '100001' });
      expect(overview.newAccount).toEqual({ possible: true });
    });

    it('gives the payment plan its agreement, receiver and the withdrawals left this year', async () => {
      const plan = await accountOf('anna', ids.annaPaymentPlan);
      expect(plan.paymentPlan).toEqual({
        agreement: 'Avtal 4711-0002, Norrskogen 1:4',
        receiver: 'Anna Skog, bankkonto 8327-9 ****4521',
        remainingWithdrawalsThisYear: 1,
        endsOn: '2034-02-28',
      });
      expect(plan.withdrawal).toMatchObject({ possible: true, limits: { requiresTerms: true } });
    });

    it("answers 404 for another member's account, as for one that does not exist", async () => {
      for (const id of [ids.annaMember, randomUUID(), 'not-an-id']) {
        const res = await api.account('bertil', id);
        expect(res.statusCode).toBe(404);
      }
      const res = await api.transactions('bertil', `?accountId=${ids.annaMember}`);
      expect(res.statusCode).toBe(404);
      const statement = await api.statement(
        'bertil',
        `?from=2026-01-01&to=2026-06-30&accountId=${ids.annaMember}`,
      );
      expect(statement.statusCode).toBe(404);
    });

    it('refuses Anna acting for Bertil with the signing right', async () => {
      expect((await api.overview('anna', demoIds.bertil)).statusCode).toBe(403);
      const res = await api.withdraw('anna', ids.bertilMember, withdrawal(1_000), {
        actingFor: demoIds.bertil,
      });
      expect(res.statusCode).toBe(403);
    });

    it("never shows Anna, acting for Bertil with the liquidity right, Bertil's accounts (issue 28)", async () => {
      await withLiquidityRight(async () => {
        expect((await api.overview('anna', demoIds.bertil)).statusCode).toBe(403);
        expect((await api.account('anna', ids.bertilMember, demoIds.bertil)).statusCode).toBe(403);
        expect((await api.transactions('anna', '', demoIds.bertil)).statusCode).toBe(403);
      });
    });

    it('refuses a member without Service_Finance_Read (David) with 403', async () => {
      const res = await api.overview('david');
      expect(res.statusCode).toBe(403);
    });

    it('pages the transactions newest first, 10 at a time, from 2024 (capital and plans from 2019)', async () => {
      const first = await api.transactions('anna');
      const page = first.json<{ items: { bookedOn: string }[]; next: string | null }>();
      expect(page.items).toHaveLength(10);
      const dates = page.items.map((i) => i.bookedOn);
      expect([...dates].sort().reverse()).toEqual(dates);
      const seen = [...page.items];
      let next = page.next;
      while (next) {
        const more = (await api.transactions('anna', `?after=${encodeURIComponent(next)}`)).json<
          typeof page
        >();
        seen.push(...more.items);
        next = more.next;
      }
      const fixed5 = await api.transactions('anna', `?accountId=${ids.annaFixed5}`);
      expect(fixed5.json<typeof page>().items.map((i) => i.bookedOn)).toEqual([
        '2024-05-03',
        '2024-05-02',
      ]);
      const capital = await api.transactions('anna', `?accountId=${ids.annaPaidCapital}`);
      expect(capital.json<typeof page>().items.at(-1)!.bookedOn.slice(0, 4) >= '2019').toBe(true);
      expect(new Set(seen.map((i) => JSON.stringify(i))).size).toBe(seen.length);
      expect(seen.every((i) => i.bookedOn >= '2019-01-01')).toBe(true);
      const broken = await api.transactions('anna', '?after=garbage');
      expect(broken.statusCode).toBe(400);
    });
  });

  describe('withdrawing', () => {
    it(
      'reserves a signed withdrawal, then books it: balance is the ledger, available balance minus reserved',
      { tags: ['engine'] },
      async () => {
        const before = await accountOf('anna', ids.annaMember);
        const started = await api.withdraw(
          'anna',
          ids.annaMember,
          withdrawal(5_000, { message: 'Ny motorsåg' }),
        );
        expect(started.statusCode).toBe(201);
        expect(started.json()).toMatchObject({
          withdrawalId: expect.any(String),
          orderRef: expect.any(String),
        });
        const signed = await sign(started);
        expect(signed.json()).toMatchObject({
          status: 'complete',
          result: { accountId: ids.annaMember, amountOre: kr(5_000) },
          userVisibleData: 'Jag tar ut 5 000 kr från konto 8480-0100001.',
        });

        const reserved = await accountOf('anna', ids.annaMember);
        expect(reserved).toMatchObject({
          balanceOre: before.balanceOre,
          reservedOre: kr(5_000),
          availableOre: before.balanceOre - kr(5_000),
        });

        expect(await runDueJobs(db(), [bookWithdrawal])).toBe(1);
        const booked = await accountOf('anna', ids.annaMember);
        expect(booked).toMatchObject({
          balanceOre: before.balanceOre - kr(5_000),
          reservedOre: 0,
          availableOre: before.balanceOre - kr(5_000),
        });
        const latest = (await api.transactions('anna', `?accountId=${ids.annaMember}`)).json<{
          items: { activity: string; amountOre: number; text: string; bookedOn: string }[];
        }>();
        expect(latest.items[0]).toMatchObject({
          activity: 'withdrawal',
          amountOre: -kr(5_000),
          text: 'Uttag: Ny motorsåg',
          bookedOn: todayInSweden(),
        });
        // The job again (a crash after booking): nothing is booked twice.
        const { bookReservedWithdrawal } = await import('./withdrawals.ts');
        const id = started.json<{ withdrawalId: string }>().withdrawalId;
        expect(await bookReservedWithdrawal(db(), id)).toEqual({ booked: false });
      },
    );

    it('refuses amounts the rules refuse with the field’s Swedish message, storing nothing', async () => {
      const cases: [unknown, Record<string, string>][] = [
        [withdrawal(50), { amountOre: 'Det minsta belopp du kan ta ut är 100 kr.' }],
        [
          withdrawal(234_000),
          {
            amountOre:
              'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst 233 859,75 kr, eller hela saldot 234 859,75 kr.',
          },
        ],
        [
          withdrawal(300_000),
          { amountOre: 'Beloppet är större än det tillgängliga saldot, 234 859,75 kr.' },
        ],
        [
          withdrawal(1_000, { message: 'x'.repeat(201) }),
          { message: 'Meddelandet får vara högst 200 tecken.' },
        ],
        [
          { amountOre: '5000', message: '', acceptedTerms: false },
          { amountOre: 'Du måste ange ett giltigt belopp.' },
        ],
        [withdrawal(1_000, { message: 'a\u0000b' }), { message: expect.any(String) }],
      ];
      for (const [body, errors] of cases) {
        const res = await api.withdraw('anna', ids.annaMember, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().errors).toEqual(errors);
      }
      expect(
        await db().select().from(withdrawals).where(eq(withdrawals.accountId, ids.annaMember)),
      ).toEqual([]);
    });

    it('lets the member account be emptied: everything is allowed, leaving less than 1 000 kr is not', async () => {
      const all = (await accountOf('anna', ids.annaMember)).availableOre;
      const started = await api.withdraw('anna', ids.annaMember, {
        amountOre: all,
        message: '',
        acceptedTerms: false,
      });
      expect(started.statusCode).toBe(201);
      expect((await sign(started)).json().status).toBe('complete');
      expect((await accountOf('anna', ids.annaMember)).withdrawal).toEqual({
        possible: false,
        reason: 'insufficientBalance',
      });
    });

    it('holds the payment plan to its terms, one withdrawal a day and two a year', async () => {
      const noTerms = await api.withdraw('anna', ids.annaPaymentPlan, withdrawal(1_000));
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().errors).toEqual({
        acceptedTerms: 'Du behöver godkänna villkoren för uttag från betalningsplanen.',
      });
      const started = await api.withdraw(
        'anna',
        ids.annaPaymentPlan,
        withdrawal(1_000, { acceptedTerms: true }),
      );
      expect((await sign(started)).json().status).toBe('complete');
      const plan = await accountOf('anna', ids.annaPaymentPlan);
      // The seed's withdrawal this year and today's: the year's two are used (today's counts first).
      expect(plan.withdrawal).toEqual({ possible: false, reason: 'sameDayLimit' });
      expect(plan.paymentPlan?.remainingWithdrawalsThisYear).toBe(0);
      const again = await api.withdraw(
        'anna',
        ids.annaPaymentPlan,
        withdrawal(1_000, { acceptedTerms: true }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ type: 'withdrawalSameDayLimit' });
      // Tomorrow: the year's limit.
      await db()
        .update(withdrawals)
        .set({ signedOn: addDays(todayInSweden(), -1) })
        .where(
          and(eq(withdrawals.accountId, ids.annaPaymentPlan), eq(withdrawals.status, 'reserved')),
        );
      const nextDay = await api.withdraw(
        'anna',
        ids.annaPaymentPlan,
        withdrawal(1_000, { acceptedTerms: true }),
      );
      const sameYear = todayInSweden().slice(5) !== '01-01';
      if (sameYear) expect(nextDay.json()).toMatchObject({ type: 'withdrawalSameYearLimit' });
    });

    it('answers each block reason with its own code', async () => {
      /** The problem type of Anna's 1 000 kr withdrawal from the account. */
      const refusal = async (accountId: string, extra: object = {}) =>
        (await api.withdraw('anna', accountId, withdrawal(1_000, extra))).json().type;
      const fixed = await api.withdraw('anna', ids.annaFixed3, withdrawal(1_000));
      expect(fixed.statusCode).toBe(409);
      expect(fixed.json()).toMatchObject({
        type: 'withdrawalInvalidAccountType',
        title:
          'Det går inte att ta ut pengar från den här kontotypen. Kontakta Skogsägarsupporten om du har frågor.',
      });
      await db()
        .update(accounts)
        .set({ withdrawalLocked: true })
        .where(eq(accounts.id, ids.annaMember));
      expect(await refusal(ids.annaMember)).toBe('withdrawalLockedViaEService');
      await db().update(accounts).set({ active: false }).where(eq(accounts.id, ids.annaMember));
      expect(await refusal(ids.annaMember)).toBe('withdrawalNotActive');
      await db()
        .update(accounts)
        .set({ planAgreedOn: '2023-06-01' })
        .where(eq(accounts.id, ids.annaPaymentPlan));
      expect(await refusal(ids.annaPaymentPlan, { acceptedTerms: true })).toBe(
        'withdrawalLockedPlanBefore2024',
      );
      await db()
        .update(accounts)
        .set({ planAgreedOn: '2024-03-01', endsOn: addDays(todayInSweden(), -1) })
        .where(eq(accounts.id, ids.annaPaymentPlan));
      expect(await refusal(ids.annaPaymentPlan, { acceptedTerms: true })).toBe(
        'withdrawalAfterAccountEnd',
      );
    });

    it('sends Cecilia, an organisation user, to support', async () => {
      const overview = (await api.overview('cecilia')).json<AccountsOverview>();
      expect(overview.accounts[0]!.withdrawal).toEqual({
        possible: false,
        reason: 'organizationUser',
      });
      expect(overview.newAccount).toEqual({ possible: false, reason: 'organizationUser' });
      const res = await api.withdraw('cecilia', ids.ceciliaMember, withdrawal(1_000));
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('withdrawalOrganizationUser');
      const open = await api.open('cecilia', {
        term: 1,
        amountOre: kr(10_000),
        acceptedTerms: true,
      });
      expect(open.json().type).toBe('newAccountOrganizationUser');
    });

    it('never lets Anna withdraw Bertil’s money or open his accounts with the liquidity right (issue 28)', async () => {
      await withLiquidityRight(async () => {
        const started = await api.withdraw('anna', ids.bertilMember, withdrawal(2_000), {
          actingFor: demoIds.bertil,
        });
        expect(started.statusCode).toBe(403);
        const opened = await api.open(
          'anna',
          { term: 3, amountOre: kr(10_000), acceptedTerms: true },
          randomUUID(),
          demoIds.bertil,
        );
        expect(opened.statusCode).toBe(403);
        expect(
          await db().select().from(withdrawals).where(eq(withdrawals.memberId, demoIds.bertil)),
        ).toEqual([]);
        expect(
          await db()
            .select()
            .from(accountOpenings)
            .where(eq(accountOpenings.memberId, demoIds.bertil)),
        ).toEqual([]);
      });
    });

    it('never lets staff impersonating a member withdraw', async () => {
      const imp = await startImpersonation(db());
      const token = await t.tokenFor(demoIds.anna, { idp: 'staff', imp: imp.id });
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers });
      expect(read.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${ids.annaMember}/withdrawals`,
        headers,
        payload: withdrawal(1_000),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('impersonationNotAllowed');
    });
  });

  describe('idempotency and races', { tags: ['engine'] }, () => {
    it('requires an Idempotency-Key; the same key gives the same answer and one withdrawal', async () => {
      const none = await api.withdraw('anna', ids.annaMember, withdrawal(1_000), { key: null });
      expect(none.statusCode).toBe(400);
      expect(none.json().type).toBe('idempotencyKeyRequired');
      const key = randomUUID();
      const first = await api.withdraw('anna', ids.annaMember, withdrawal(1_000), { key });
      const second = await api.withdraw('anna', ids.annaMember, withdrawal(1_000), { key });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(
        await db().select().from(withdrawals).where(eq(withdrawals.accountId, ids.annaMember)),
      ).toHaveLength(1);
    });

    it('the same key sent at once: one effect, the other answer the same or "in progress"', async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3].map(() => api.withdraw('anna', ids.annaMember, withdrawal(1_000), { key })),
      );
      expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
      expect(
        answers.every((a) => a.statusCode === 201 || a.json().type === 'idempotencyKeyInProgress'),
      ).toBe(true);
      expect(
        await db().select().from(withdrawals).where(eq(withdrawals.accountId, ids.annaMember)),
      ).toHaveLength(1);
    });

    it('two withdrawals racing against one balance: one is reserved, the other refused, never overdrawn', async () => {
      const available = (await accountOf('anna', ids.annaMember)).availableOre;
      const amount = Math.floor((available * 0.6) / 100) * 100;
      const started = await Promise.all(
        [1, 2].map(() =>
          api.withdraw('anna', ids.annaMember, {
            amountOre: amount,
            message: '',
            acceptedTerms: false,
          }),
        ),
      );
      expect(started.map((s) => s.statusCode)).toEqual([201, 201]);
      const signed = await Promise.all(started.map((s) => sign(s)));
      const statuses = signed.map((s) => s.json().status).sort();
      expect(statuses).toEqual(['complete', 'failed']);
      const refused = signed.find((s) => s.json().status === 'failed')!.json();
      expect(refused).toMatchObject({
        hintCode: 'completionRejected',
        result: { type: 'withdrawalNotSignable' },
      });
      const after = await accountOf('anna', ids.annaMember);
      expect(after.reservedOre).toBe(amount);
      expect(after.availableOre).toBe(available - amount);
    });

    it('refuses at signing a withdrawal the balance no longer covers', async () => {
      const available = (await accountOf('anna', ids.annaMember)).availableOre;
      const big = await api.withdraw('anna', ids.annaMember, {
        amountOre: available - kr(20_000),
        message: '',
        acceptedTerms: false,
      });
      expect(big.statusCode).toBe(201);
      // Meanwhile a fixed-interest deposit takes 100 000 kr from the member account.
      const opened = await api.open('anna', {
        term: 3,
        amountOre: kr(100_000),
        acceptedTerms: true,
      });
      expect((await sign(opened)).json().status).toBe('complete');
      const signed = await sign(big);
      expect(signed.json()).toMatchObject({
        status: 'failed',
        hintCode: 'completionRejected',
        result: { type: 'withdrawalExceedsAvailable' },
      });
      expect((await accountOf('anna', ids.annaMember)).reservedOre).toBe(0);
    });
  });

  describe('new fixed-interest account', () => {
    it("offers today's rates, the minimum and the member account's available balance", async () => {
      const res = await api.offer('anna');
      expect(res.json()).toEqual({
        terms: [
          { term: 1, interestRateBp: 300 },
          { term: 3, interestRateBp: 325 },
          { term: 5, interestRateBp: 350 },
        ],
        minimumOre: kr(10_000),
        maximumOre: kr(234_859.75),
      });
    });

    it(
      'opens the account when signed, moving the deposit from the member account',
      { tags: ['engine'] },
      async () => {
        const started = await api.open('anna', {
          term: 3,
          amountOre: kr(50_000),
          acceptedTerms: true,
        });
        expect(started.statusCode).toBe(201);
        const signed = await sign(started);
        expect(signed.json()).toMatchObject({
          status: 'complete',
          result: { accountNumber: expect.stringMatching(/^8480-\d{7}$/) },
        });
        const { accountId } = signed.json().result as { accountId: string };
        const opened = await accountOf('anna', accountId);
        expect(opened).toMatchObject({
          type: 'fixedInterest3',
          interestRateBp: 325,
          balanceOre: kr(50_000),
          active: true,
        });
        expect(opened.endsOn?.slice(0, 4)).toBe(String(Number(todayInSweden().slice(0, 4)) + 3));
        expect((await accountOf('anna', ids.annaMember)).balanceOre).toBe(kr(234_859.75 - 50_000));
      },
    );

    it('refuses the form’s rules with field messages, and a rate changed before signing', async () => {
      const low = await api.open('anna', { term: 1, amountOre: kr(500), acceptedTerms: true });
      expect(low.json().errors).toEqual({
        amountOre: 'Det minsta beloppet för en fastränteplacering är 10 000 kr.',
      });
      const terms = await api.open('anna', {
        term: 1,
        amountOre: kr(20_000),
        acceptedTerms: false,
      });
      expect(terms.json().errors).toEqual({
        acceptedTerms: 'Du behöver godkänna villkoren för placeringen.',
      });
      const noTerm = await api.open('anna', {
        term: 2,
        amountOre: kr(20_000),
        acceptedTerms: true,
      });
      expect(noTerm.json().errors).toEqual({ term: 'Välj hur länge pengarna ska vara placerade.' });

      const started = await api.open('anna', {
        term: 1,
        amountOre: kr(20_000),
        acceptedTerms: true,
      });
      await db()
        .insert(fixedInterestRates)
        .values({ termYears: 1, validFrom: todayInSweden(), rateBp: 275 });
      const signed = await sign(started);
      expect(signed.json()).toMatchObject({
        status: 'failed',
        result: { type: 'newAccountRateChanged' },
      });
      await db()
        .delete(fixedInterestRates)
        .where(eq(fixedInterestRates.validFrom, todayInSweden()));
    });

    it('tells a member without a member account why', async () => {
      await db().update(accounts).set({ active: false }).where(eq(accounts.id, ids.bertilMember));
      const overview = (await api.overview('bertil')).json<AccountsOverview>();
      expect(overview.newAccount).toEqual({ possible: false, reason: 'noMemberAccount' });
      expect((await api.offer('bertil')).json().type).toBe('newAccountNoMemberAccount');
    });
  });

  describe('statement', () => {
    it('makes a PDF of the last quarter', async () => {
      const to = todayInSweden();
      const from = addDays(to, -91);
      const res = await api.statement('anna', `?from=${from}&to=${to}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-filename']).toBe(`kontoutdrag-${from}-${to}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('refuses an interval over one year, and says when there is nothing in it', async () => {
      const long = await api.statement('anna', '?from=2025-01-01&to=2026-01-01');
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ to: 'Ett kontoutdrag kan omfatta högst ett år.' });
      const empty = await api.statement('anna', '?from=2023-07-01&to=2023-12-31');
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toMatchObject({ type: 'statementEmpty' });
    });
  });

  it('keeps the member rows the tests rely on', async () => {
    const [cecilia] = await db().select().from(members).where(eq(members.id, demoIds.cecilia));
    expect(cecilia?.isOrganizationUser).toBe(true);
  });
});
