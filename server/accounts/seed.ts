import type { AccountType, TransactionActivity } from '../../shared/contracts/accounts.ts';
import { addDays, addYears, todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import { accounts, accountTransactions, fixedInterestRates, withdrawals } from './schema.ts';

/** Anna's accounts, one of each type, by fixed id (tests and links name them). */
export const demoAccountIds = {
  annaMember: '00000000-0000-4000-8000-0000000000c1',
  annaFixed1: '00000000-0000-4000-8000-0000000000c2',
  annaFixed3: '00000000-0000-4000-8000-0000000000c3',
  annaFixed5: '00000000-0000-4000-8000-0000000000c4',
  annaSettlement: '00000000-0000-4000-8000-0000000000c5',
  annaPaidCapital: '00000000-0000-4000-8000-0000000000c6',
  annaIssuedCapital: '00000000-0000-4000-8000-0000000000c7',
  annaPaymentPlan: '00000000-0000-4000-8000-0000000000c8',
  bertilMember: '00000000-0000-4000-8000-0000000000d1',
  ceciliaMember: '00000000-0000-4000-8000-0000000000d2',
} as const;

const kr = (kronor: number) => Math.round(kronor * 100);

interface SeedTransaction {
  on: string;
  activity: TransactionActivity;
  text: string;
  amountOre: number;
}

const booking = (
  on: string,
  activity: TransactionActivity,
  text: string,
  kronor: number,
): SeedTransaction => ({ on, activity, text, amountOre: kr(kronor) });

/**
 * Two years of plausible bookings up to `today`: settlements after Anna's deliveries, the
 * stake deduction to paid capital, year-end interest and dividends, a withdrawal. Dates are
 * relative to the day the demo database is first seeded.
 */
function annaTransactions(today: string) {
  const year = Number(today.slice(0, 4));
  const day = (offsetDays: number) => addDays(today, -offsetDays);
  const yearEnd = (y: number) => `${y}-12-31`;
  const member = (
    [
      booking(day(700), 'deposit', 'Insättning via bankgiro', 40_000),
      booking(
        day(610),
        'settlementPayout',
        'Likvid avtal 4711-0001 Norrskogen 1:4, gallring',
        68_420,
      ),
      booking(day(540), 'withdrawal', 'Uttag till bankkonto', -25_000),
      booking(yearEnd(year - 2), 'interest', `Ränta ${year - 2}`, 1_134.5),
      booking(day(300), 'dividend', 'Utdelning på insatskapital', 3_310),
      booking(
        day(240),
        'settlementPayout',
        'Likvid avtal 4711-0002 Norrskogen 1:4, slutavverkning',
        212_650,
      ),
      booking(day(235), 'stakeDeduction', 'Insatsavdrag 4 % till inbetalt insatskapital', -8_506),
      booking(yearEnd(year - 1), 'interest', `Ränta ${year - 1}`, 2_871.25),
      booking(day(120), 'transfer', 'Till betalningsplan 8480-0100008', -100_000),
      booking(
        day(45),
        'settlementPayout',
        'Likvid avtal 4711-0003 Björkbacken 2:1, gallring',
        54_980,
      ),
      booking(day(12), 'withdrawal', 'Uttag till bankkonto', -15_000),
    ] satisfies SeedTransaction[]
  ).filter((t) => t.on <= today);
  const capitalYears = [year - 7, year - 6, year - 5, year - 4, year - 3, year - 2, year - 1];
  return {
    [demoAccountIds.annaMember]: member,
    [demoAccountIds.annaFixed1]: [
      booking(day(300), 'deposit', 'Insättning från medlemskonto 8480-0100001', 100_000),
    ],
    [demoAccountIds.annaFixed3]: [
      booking(day(600), 'deposit', 'Insättning från medlemskonto 8480-0100001', 250_000),
      booking(yearEnd(year - 1), 'interest', `Ränta ${year - 1}`, 8_125),
    ],
    [demoAccountIds.annaFixed5]: [
      booking('2019-05-02', 'deposit', 'Insättning från medlemskonto 8480-0100001', 50_000),
      booking('2024-05-02', 'interest', 'Ränta vid förfall', 6_640),
      booking(
        '2024-05-03',
        'transfer',
        'Förfallen placering till medlemskonto 8480-0100001',
        -56_640,
      ),
    ],
    [demoAccountIds.annaSettlement]: [
      booking(
        day(46),
        'settlementPayout',
        'Likvid avtal 4711-0003 Björkbacken 2:1, gallring',
        67_320,
      ),
      booking(day(45), 'transfer', 'Till medlemskonto 8480-0100001', -54_980),
    ],
    [demoAccountIds.annaPaidCapital]: capitalYears.map((y, i) =>
      booking(`${y}-03-31`, 'stakeDeduction', `Insatsavdrag ${y}`, 9_000 + i * 1_250),
    ),
    [demoAccountIds.annaIssuedCapital]: capitalYears.map((y, i) =>
      booking(`${y}-06-15`, 'capitalTrade', `Insatsemission ${y}`, 4_000 + i * 500),
    ),
    [demoAccountIds.annaPaymentPlan]: [
      booking('2024-03-01', 'deposit', 'Likvid avtal 4711-0002 till betalningsplan', 400_000),
      booking('2024-09-02', 'planPayout', 'Utbetalning enligt betalningsplan', -40_000),
      booking('2025-03-03', 'planPayout', 'Utbetalning enligt betalningsplan', -40_000),
      booking(day(120), 'deposit', 'Från medlemskonto 8480-0100001', 100_000),
      booking(yearEnd(year - 1), 'interest', `Ränta ${year - 1}`, 7_450),
    ],
  } satisfies Record<string, SeedTransaction[]>;
}

/** Rates of the fixed-interest terms; the latest valid one is today's. */
const rates = [
  { termYears: 1, validFrom: '2024-01-01', rateBp: 350 },
  { termYears: 3, validFrom: '2024-01-01', rateBp: 375 },
  { termYears: 5, validFrom: '2024-01-01', rateBp: 400 },
  { termYears: 1, validFrom: '2026-01-01', rateBp: 300 },
  { termYears: 3, validFrom: '2026-01-01', rateBp: 325 },
  { termYears: 5, validFrom: '2026-01-01', rateBp: 350 },
];

/** Anna has one account of each type; Bertil and Cecilia's company a member account; David none. */
export async function seedAccounts(db: Db, today = todayInSweden()): Promise<void> {
  const row = (
    id: string,
    memberId: string,
    type: AccountType,
    accountNumber: string,
    extra: Partial<typeof accounts.$inferInsert> = {},
  ): typeof accounts.$inferInsert => ({
    id,
    memberId,
    type,
    accountNumber,
    openedOn: '2019-01-02',
    ...extra,
  });
  await db
    .insert(accounts)
    .values([
      row(demoAccountIds.annaMember, demoIds.anna, 'memberAccount', '8480-0100001', {
        interestRateBp: 125,
        openedOn: '2008-04-14',
      }),
      row(demoAccountIds.annaFixed1, demoIds.anna, 'fixedInterest1', '8480-0100002', {
        interestRateBp: 300,
        openedOn: addDays(today, -300),
        endsOn: addYears(addDays(today, -300), 1),
      }),
      row(demoAccountIds.annaFixed3, demoIds.anna, 'fixedInterest3', '8480-0100003', {
        interestRateBp: 325,
        openedOn: addDays(today, -600),
        endsOn: addYears(addDays(today, -600), 3),
      }),
      row(demoAccountIds.annaFixed5, demoIds.anna, 'fixedInterest5', '8480-0100004', {
        interestRateBp: 280,
        openedOn: '2019-05-02',
        endsOn: '2024-05-02',
        active: false,
      }),
      row(demoAccountIds.annaSettlement, demoIds.anna, 'settlement', '8480-0100005'),
      row(demoAccountIds.annaPaidCapital, demoIds.anna, 'paidCapital', '8480-0100006'),
      row(demoAccountIds.annaIssuedCapital, demoIds.anna, 'issuedCapital', '8480-0100007'),
      row(demoAccountIds.annaPaymentPlan, demoIds.anna, 'paymentPlan', '8480-0100008', {
        interestRateBp: 200,
        openedOn: '2024-03-01',
        endsOn: '2034-02-28',
        planAgreement: 'Avtal 4711-0002, Norrskogen 1:4',
        planReceiver: 'Anna Skog, bankkonto 8327-9 ****4521',
        planAgreedOn: '2024-03-01',
      }),
      row(demoAccountIds.bertilMember, demoIds.bertil, 'memberAccount', '8480-0200001', {
        interestRateBp: 125,
        openedOn: '1996-09-01',
      }),
      row(demoAccountIds.ceciliaMember, demoIds.cecilia, 'memberAccount', '8480-0300001', {
        interestRateBp: 125,
        openedOn: '2011-02-01',
      }),
    ])
    .onConflictDoNothing();

  const booked = Object.entries(annaTransactions(today)).flatMap(([accountId, list]) =>
    list.map((t, i) => ({
      id: seedId('accounts-seed', `${accountId}:${i}`),
      accountId,
      ...seedRow(t),
    })),
  );
  booked.push(
    {
      id: seedId('accounts-seed', 'bertil:0'),
      accountId: demoAccountIds.bertilMember,
      ...seedRow(
        booking(
          addDays(today, -400),
          'settlementPayout',
          'Likvid avtal 5120-0001 Granlunden 3:7',
          45_200,
        ),
      ),
    },
    {
      id: seedId('accounts-seed', 'cecilia:0'),
      accountId: demoAccountIds.ceciliaMember,
      ...seedRow(
        booking(
          addDays(today, -90),
          'settlementPayout',
          'Likvid avtal 6001-0004 Tallbacken 1:2',
          250_000,
        ),
      ),
    },
  );
  await db.insert(accountTransactions).values(booked).onConflictDoNothing();
  await db.insert(fixedInterestRates).values(rates).onConflictDoNothing();

  // The payment plan's withdrawal this year (one of two; the plan shows one left).
  const planWithdrawal = seedId('accounts-seed', 'plan-withdrawal');
  const onDay = `${today.slice(0, 4)}-01-10` <= today ? `${today.slice(0, 4)}-01-10` : today;
  const inserted = await db
    .insert(withdrawals)
    .values({
      id: planWithdrawal,
      accountId: demoAccountIds.annaPaymentPlan,
      memberId: demoIds.anna,
      requestedBy: demoIds.anna,
      amountOre: kr(30_000),
      message: 'Vinterns utgifter',
      status: 'booked',
      signedOn: onDay,
      signedAt: new Date(`${onDay}T09:00:00Z`),
      bookedAt: new Date(`${onDay}T09:05:00Z`),
    })
    .onConflictDoNothing()
    .returning({ id: withdrawals.id });
  if (inserted.length > 0) {
    await db
      .insert(accountTransactions)
      .values({
        id: seedId('accounts-seed', 'plan-withdrawal-booking'),
        accountId: demoAccountIds.annaPaymentPlan,
        ...seedRow(booking(onDay, 'withdrawal', 'Uttag: Vinterns utgifter', -30_000)),
        withdrawalId: planWithdrawal,
      })
      .onConflictDoNothing();
  }
}

function seedRow(t: SeedTransaction) {
  return { activity: t.activity, text: t.text, bookedOn: t.on, amountOre: t.amountOre };
}
