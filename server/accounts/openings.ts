import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  accountLimits,
  fixedInterestTerms,
  fixedInterestTypeOf,
  newAccountRequestSchema,
  type FixedInterestOffer,
  type FixedInterestTerm,
  type NewAccountBlockReason,
} from '../../shared/contracts/accounts.ts';
import {
  newAccountProblemType,
  accountsProblems,
} from '../../shared/contracts/accounts/problems.ts';
import { formatAmount } from '../../shared/validation/amount.ts';
import { addYears, todayInSweden } from '../../shared/time/index.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { parseInput } from '../kit/parseInput.ts';
import type { SignOrderRow, Tx } from '../signing/service.ts';
import { accountFigures, lockMemberAccount, type AccountRow } from './ledger.ts';
import type { Withdrawer } from './rules.ts';
import {
  accountNumberSequence,
  accountOpenings,
  accounts,
  accountTransactions,
  fixedInterestRates,
} from './schema.ts';
import { problemOf } from '../kit/problem.ts';

type Queryable = Db | Tx;
export const newAccountSignKind = 'accounts.newAccount';
export type OpeningRow = typeof accountOpenings.$inferSelect;

/** The rate of each term on `day`: the latest rate valid from that day or before. */
export async function ratesOn(db: Queryable, day: string): Promise<Map<FixedInterestTerm, number>> {
  const rows = await db
    .selectDistinctOn([fixedInterestRates.termYears], {
      termYears: fixedInterestRates.termYears,
      rateBp: fixedInterestRates.rateBp,
    })
    .from(fixedInterestRates)
    .where(lte(fixedInterestRates.validFrom, day))
    .orderBy(fixedInterestRates.termYears, desc(fixedInterestRates.validFrom));
  return new Map(rows.map((row) => [row.termYears as FixedInterestTerm, row.rateBp]));
}

/** Why the member cannot open a fixed-interest account, or null; with the available deposit. */
export function newAccountBlock(
  who: Withdrawer,
  memberAccount: AccountRow | undefined,
  availableOre: number,
): NewAccountBlockReason | null {
  if (who.isOrganizationUser) return 'organizationUser';
  if (!memberAccount) return 'noMemberAccount';
  if (availableOre < accountLimits.fixedInterestMinimumOre) return 'insufficientBalance';
  return null;
}

/** Today's offer (rates, smallest and largest deposit), read under the member account's lock. */
async function offerIn(tx: Tx, memberId: string, who: Withdrawer, today: string) {
  const memberAccount = await lockMemberAccount(tx, memberId);
  const available = memberAccount
    ? (await accountFigures(tx, [memberAccount.id], today)).get(memberAccount.id)!.availableOre
    : 0;
  const block = newAccountBlock(who, memberAccount, available);
  if (block) throw problemOf(accountsProblems, newAccountProblemType(block));
  const rates = await ratesOn(tx, today);
  const offer: FixedInterestOffer = {
    terms: fixedInterestTerms
      .filter((term) => rates.has(term))
      .map((term) => ({ term, interestRateBp: rates.get(term)! })),
    minimumOre: accountLimits.fixedInterestMinimumOre,
    maximumOre: available,
  };
  return { offer, memberAccount: memberAccount! };
}

export async function fixedInterestOffer(db: Db, caller: Caller, who: Withdrawer) {
  return db.transaction(
    async (tx) => (await offerIn(tx, caller.effectiveMemberId, who, todayInSweden())).offer,
  );
}

/**
 * A new fixed-interest account waiting for the signature: the rules against the member
 * account as it is (locked), today's rate kept with it, the member's earlier unsigned
 * opening cancelled.
 */
export async function createOpening(db: Db, caller: Caller, who: Withdrawer, body: unknown) {
  return db.transaction(async (tx) => {
    const today = todayInSweden();
    const { offer } = await offerIn(tx, caller.effectiveMemberId, who, today);
    const request = parseInput(newAccountRequestSchema(offer), body);
    const rate = offer.terms.find((term) => term.term === request.term);
    if (!rate) throw problemOf(accountsProblems, 'newAccountRateChanged');
    await tx
      .update(accountOpenings)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(accountOpenings.memberId, caller.effectiveMemberId),
          eq(accountOpenings.status, 'unsigned'),
        ),
      );
    const [opening] = await tx
      .insert(accountOpenings)
      .values({
        memberId: caller.effectiveMemberId,
        requestedBy: caller.memberId,
        termYears: request.term,
        amountOre: request.amountOre,
        interestRateBp: rate.interestRateBp,
        status: 'unsigned',
      })
      .returning();
    return opening!;
  });
}

export const openingSignData = (o: OpeningRow) => ({
  openingId: o.id,
  termYears: o.termYears,
  amountOre: o.amountOre,
  interestRateBp: o.interestRateBp,
});

const percent = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')} %`;

export const openingSignText = (o: OpeningRow) =>
  `Jag öppnar en fastränteplacering på ${o.termYears} år med ${formatAmount(o.amountOre)} från mitt medlemskonto till räntan ${percent(o.interestRateBp)}. Jag godkänner villkoren: en insättning, fast ränta, avgift ${accountLimits.earlyPayoutFeePercent} % vid uttag före löptidens slut.`;

/**
 * The sign order completed: open the account in the signing's transaction. The member
 * account is locked first, the opening then; the rate must still be today's and the
 * member account must still cover the deposit. The deposit moves as two transactions.
 */
export async function openSignedAccount(
  tx: Tx,
  order: Pick<SignOrderRow, 'subjectId' | 'actingForMemberId' | 'dataSha256'>,
  who: Withdrawer,
  sha256: (data: unknown) => string,
  now = new Date(),
) {
  const today = todayInSweden(now);
  const memberId = order.actingForMemberId;
  const memberAccount = await lockMemberAccount(tx, memberId);
  const [opening] = await tx
    .select()
    .from(accountOpenings)
    .where(and(eq(accountOpenings.id, order.subjectId), eq(accountOpenings.memberId, memberId)))
    .for('update');
  if (opening?.status !== 'unsigned' || sha256(openingSignData(opening)) !== order.dataSha256) {
    throw problemOf(accountsProblems, 'newAccountNotSignable');
  }
  const available = memberAccount
    ? (await accountFigures(tx, [memberAccount.id], today)).get(memberAccount.id)!.availableOre
    : 0;
  const block = newAccountBlock(who, memberAccount, available);
  if (block) throw problemOf(accountsProblems, newAccountProblemType(block));
  const term = opening.termYears as FixedInterestTerm;
  if ((await ratesOn(tx, today)).get(term) !== opening.interestRateBp) {
    throw problemOf(accountsProblems, 'newAccountRateChanged');
  }
  if (opening.amountOre > available)
    throw problemOf(accountsProblems, 'newAccountExceedsAvailable');

  const [account] = await tx
    .insert(accounts)
    .values({
      memberId,
      type: fixedInterestTypeOf[term],
      accountNumber: sql`'8480-' || nextval('${sql.raw(accountNumberSequence.seqName!)}')`,
      interestRateBp: opening.interestRateBp,
      openedOn: today,
      endsOn: addYears(today, term),
    })
    .returning();
  await tx.insert(accountTransactions).values([
    {
      accountId: memberAccount!.id,
      activity: 'transfer',
      text: `Till fastränteplacering ${account!.accountNumber}`,
      bookedOn: today,
      amountOre: -opening.amountOre,
      openingId: opening.id,
    },
    {
      accountId: account!.id,
      activity: 'deposit',
      text: `Insättning från medlemskonto ${memberAccount!.accountNumber}`,
      bookedOn: today,
      amountOre: opening.amountOre,
      openingId: opening.id,
    },
  ]);
  await tx
    .update(accountOpenings)
    .set({ status: 'opened', accountId: account!.id, openedAt: now })
    .where(eq(accountOpenings.id, opening.id));
  return { accountId: account!.id, accountNumber: account!.accountNumber };
}
