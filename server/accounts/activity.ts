import { and, eq, gte, lte } from 'drizzle-orm';
import { accountTypeLabels, type AccountType } from '../../shared/contracts/accounts.ts';
import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { requires } from '../../shared/access/requirements.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { formatOre } from '../../shared/format/format.ts';
import { dateInSweden } from '../../shared/time/sweden.ts';
import { noonInSweden, type AreaActivity } from '../kit/activity.ts';
import { accounts, withdrawals } from './schema.ts';
import { transactionsBetween } from './transactions.ts';

/**
 * Konton in Händelser: every booking on the member's accounts (the statement's own query)
 * and each withdrawal the moment it was signed (before the ledger books it). A booking is a
 * money notice by e-mail or SMS (issue 33); the member's own signing is not.
 */
export const accountsActivity: AreaActivity = {
  area: 'accounts',
  requirement: requires.single('Service_Finance_Read'),
  flags: requires.single('Accounts'),
  noticeOf: (event) => (event.id.startsWith('accounts:booking:') ? 'money' : null),
  events: async ({ db, caller, slug }, { from, to }) => {
    const href = areaPath(accountsElement.routes.accountsHome, slug);
    const [bookings, signed] = await Promise.all([
      transactionsBetween(db, caller.effectiveMemberId, {
        from: dateInSweden(from),
        to: dateInSweden(to),
      }),
      db
        .select({
          id: withdrawals.id,
          amountOre: withdrawals.amountOre,
          signedAt: withdrawals.signedAt,
          type: accounts.type,
          accountNumber: accounts.accountNumber,
        })
        .from(withdrawals)
        .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
        .where(
          and(
            eq(withdrawals.memberId, caller.effectiveMemberId),
            gte(withdrawals.signedAt, from),
            lte(withdrawals.signedAt, to),
          ),
        ),
    ]);
    return [
      ...bookings.map((b) => ({
        id: `accounts:booking:${b.id}`,
        // A booking has a day, not a time.
        at: noonInSweden(b.bookedOn)!.toISOString(),
        title: b.text,
        detail: `${formatOre(b.amountOre)} på konto ${b.accountNumber}`,
        href,
      })),
      ...signed.map((w) => ({
        id: `accounts:withdrawal:${w.id}`,
        at: w.signedAt!.toISOString(),
        title: 'Uttag signerat',
        detail: `${formatOre(w.amountOre)} från ${accountTypeLabels[w.type as AccountType].toLowerCase()} ${w.accountNumber}`,
        href,
      })),
    ];
  },
};
