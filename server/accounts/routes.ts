import type { FastifyInstance } from 'fastify';
import { accountsRoutes as routes } from '../../shared/contracts/accounts/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Caller } from '../api/auth.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { renderPdf, sendPdf } from '../pdf/index.ts';
import { sha256Hex } from '../signing/service.ts';
import { accountFigures, membersAccount } from './ledger.ts';
import {
  createOpening,
  fixedInterestOffer,
  newAccountSignKind,
  openingSignData,
  openingSignText,
  openSignedAccount,
} from './openings.ts';
import { accountHolder } from './people.ts';
import { statementDocument, statementFileName } from './statement.ts';
import { transactionPage } from './transactions.ts';
import { accountsOverview, accountView } from './views.ts';
import {
  createWithdrawal,
  reserveSignedWithdrawal,
  withdrawalSignData,
  withdrawalSignKind,
  withdrawalSignText,
} from './withdrawals.ts';
import { accountsProblems } from '../../shared/contracts/accounts/problems.ts';

/** Defaults when the app passes no settings (an area's own tests). */
const defaults = { bankgiro: '5050-1055', bookingDelayMs: 60_000 };

/**
 * Accounts (economy-membership §2 Accounts; shared/contracts/accounts/README.md): the ledger
 * of the effective member (never a proxy giver's: no proxy right gives a finance role), withdrawals and new
 * fixed-interest accounts signed with e-ID, statements as PDF. The kit has checked the
 * token, roles, proxy use, impersonation (never for money) and the idempotency key.
 */
export async function accountsRoutes(
  app: FastifyInstance,
  { db, signing, productName, config, content }: Omit<AreaDeps, 'content'> & FlagsContent,
) {
  if (!signing) throw new Error('The accounts area needs the signing service');
  const settings = config?.accounts ?? defaults;
  const holderOf = (caller: Caller) =>
    accountHolder(db, { signerId: caller.memberId, ownerId: caller.effectiveMemberId });

  signing.register(withdrawalSignKind, async (tx, order) => {
    const who = await accountHolder(tx, {
      signerId: order.signerMemberId,
      ownerId: order.actingForMemberId,
    });
    return reserveSignedWithdrawal(tx, order, who, {
      bookingDelayMs: settings.bookingDelayMs,
      sha256: sha256Hex,
    });
  });
  signing.register(newAccountSignKind, async (tx, order) => {
    const who = await accountHolder(tx, {
      signerId: order.signerMemberId,
      ownerId: order.actingForMemberId,
    });
    return openSignedAccount(tx, order, who, sha256Hex);
  });

  const ownAccount = async (caller: Caller, accountId: string) => {
    const row = await membersAccount(db, caller.effectiveMemberId, accountId);
    if (!row) throw notFound();
    return row;
  };

  registerRoutes(
    app,
    routes,
    {
      getAccounts: async ({ caller }) =>
        accountsOverview(db, caller.effectiveMemberId, await holderOf(caller), settings.bankgiro),

      getTransactions: async ({ caller, query }) => {
        if (query.accountId) await ownAccount(caller, query.accountId);
        return transactionPage(db, caller.effectiveMemberId, {
          ...(query.accountId ? { accountId: query.accountId } : {}),
          ...(query.after ? { after: query.after } : {}),
        });
      },

      getFixedInterestOffer: async ({ caller }) =>
        fixedInterestOffer(db, caller, await holderOf(caller)),

      getStatement: async ({ caller, query, reply }) => {
        if (query.accountId) await ownAccount(caller, query.accountId);
        const holder = await holderOf(caller);
        const today = todayInSweden();
        const document = await statementDocument(
          db,
          productName,
          { id: caller.effectiveMemberId, name: holder.name, customerNo: holder.customerNo },
          query,
          today,
        );
        if (!document) throw problemOf(accountsProblems, 'statementEmpty');
        let pdf: Buffer;
        try {
          pdf = await renderPdf(document);
        } catch (error) {
          app.log.error({ err: error }, 'account statement could not be rendered');
          throw problemOf(accountsProblems, 'statementUnavailable');
        }
        return sendPdf(reply, pdf, statementFileName(query));
      },

      getAccount: async ({ caller, params }) => {
        const row = await ownAccount(caller, params.accountId);
        const today = todayInSweden();
        const figures = (await accountFigures(db, [row.id], today)).get(row.id)!;
        return accountView(row, figures, await holderOf(caller), today);
      },

      // The withdrawal waits for the signature; the sign order's completion reserves it.
      startWithdrawal: async ({ caller, params, request }) => {
        const { withdrawal, account } = await createWithdrawal(
          db,
          caller,
          await holderOf(caller),
          params.accountId,
          request.body,
        );
        const order = await signing.start(
          caller,
          {
            kind: withdrawalSignKind,
            subjectId: withdrawal.id,
            userVisibleData: withdrawalSignText(account, withdrawal),
            data: withdrawalSignData(withdrawal),
          },
          request.ip,
        );
        return {
          withdrawalId: withdrawal.id,
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },

      startNewAccount: async ({ caller, request }) => {
        const opening = await createOpening(db, caller, await holderOf(caller), request.body);
        const order = await signing.start(
          caller,
          {
            kind: newAccountSignKind,
            subjectId: opening.id,
            userVisibleData: openingSignText(opening),
            data: openingSignData(opening),
          },
          request.ip,
        );
        return {
          openingId: opening.id,
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },
    },
    { db, flags: () => content().featureFlags },
  );
}
