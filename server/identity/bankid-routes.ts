import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hintRfa, rfaMessages, type RfaKey } from '../../shared/signing/bankidMessages.ts';
import { autoStartLink, isPhone } from '../../shared/signing/sameDevice.ts';
import { testAppPath } from '../bankid-test/app.ts';
import { BankIdError, BankIdUnreachable, type BankIdClient } from '../signing/bankid/client.ts';
import { qrData, qrPath } from '../signing/qr.ts';
import { loginInteractionPath } from './constants.ts';
import type { Credentials } from './credentials.ts';
import {
  clientAddress,
  finishInteraction,
  finishLogin,
  isContentSystemInteraction,
  formText,
  loadInteraction,
  sendPage,
  type InteractionDeps,
} from './interaction-support.ts';
import { bankIdChoicePage, bankIdWaitPage } from './bankid-views.ts';
import { userNotFoundDescription } from './login-routes.ts';
import { bankIdAuthOrders } from './schema.ts';
import type { InteractionLinks } from './views.ts';

/**
 * e-ID sign-in at the local identity provider through BankID (issue 31): a BankID /auth
 * order through the portal's BankID client (the same one that signs), "BankID på den här
 * enheten" (autostart) or "BankID på annan enhet" (the animated QR code), BankID's messages
 * while waiting, cancel; the member is the one with the personal number BankID returns, and
 * a person who is not a member gets user_not_found as with the test e-ID.
 *
 * /idp-interaction/:uid/eid              the choice (GET; login-routes.ts shows it)
 * /idp-interaction/:uid/eid/bankid       POST way=this|other starts; GET waits, and signs in
 *                                        once BankID says complete
 * /idp-interaction/:uid/eid/bankid/status  GET: the state, message and QR code (bankid.js)
 * /idp-interaction/:uid/eid/bankid/cancel  POST orderRef: cancels at BankID
 */

/** BankID is asked about every 2 s, while the page asks each second (for the QR code). */
const collectIntervalMs = 1500;
/** An order not finished in this time is over (BankID: expiredTransaction). */
const orderTtlMs = 180_000;

type Row = typeof bankIdAuthOrders.$inferSelect;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

function linksFor(uid: string): InteractionLinks {
  const base = `${loginInteractionPath}/${encodeURIComponent(uid)}`;
  return { base, abort: `${base}/abort` };
}

export function registerBankIdSignIn(
  scope: FastifyInstance,
  deps: InteractionDeps & { credentials: Credentials; bankId: BankIdClient },
) {
  const { db, config, credentials, bankId } = deps;
  const productName = config.product.name;
  const base = `${loginInteractionPath}/:uid/eid/bankid`;
  const testApp =
    config.signing.provider === 'bankid' && !config.signing.bankid.url
      ? `${config.publicUrl}${testAppPath}/`
      : undefined;
  const phone = (request: FastifyRequest) => isPhone(String(request.headers['user-agent'] ?? ''));

  const find = async (uid: string) =>
    (await db.select().from(bankIdAuthOrders).where(eq(bankIdAuthOrders.uid, uid)))[0];
  const update = async (row: Row, set: Partial<Row>) => {
    const [moved] = await db
      .update(bankIdAuthOrders)
      .set(set)
      .where(and(eq(bankIdAuthOrders.uid, row.uid), eq(bankIdAuthOrders.orderRef, row.orderRef)))
      .returning();
    return moved ?? row;
  };

  /** One step of the order: collect at BankID (at most every 1.5 s) and keep the answer. */
  async function advance(row: Row): Promise<Row> {
    if (row.status !== 'pending') return row;
    const now = new Date();
    if (now.getTime() - row.createdAt.getTime() > orderTtlMs) {
      await bankId.cancel(row.orderRef).catch(() => undefined);
      return update(row, { status: 'failed', hintCode: 'expiredTransaction' });
    }
    const [claimed] = await db
      .update(bankIdAuthOrders)
      .set({ collectedAt: now })
      .where(
        and(
          eq(bankIdAuthOrders.uid, row.uid),
          eq(bankIdAuthOrders.orderRef, row.orderRef),
          eq(bankIdAuthOrders.status, 'pending'),
          or(
            isNull(bankIdAuthOrders.collectedAt),
            lte(bankIdAuthOrders.collectedAt, new Date(now.getTime() - collectIntervalMs)),
          ),
        ),
      )
      .returning();
    if (!claimed) return (await find(row.uid)) ?? row;
    try {
      const answer = await bankId.collect(row.orderRef);
      if (answer.status === 'pending')
        return answer.hintCode === row.hintCode
          ? claimed
          : update(row, { hintCode: answer.hintCode });
      if (answer.status === 'failed')
        return update(row, { status: 'failed', hintCode: answer.hintCode });
      return update(row, {
        status: 'complete',
        hintCode: null,
        personalNumber: answer.completionData.user.personalNumber,
        completionData: answer.completionData,
      });
    } catch (error) {
      // BankID cannot answer now (maintenance, no answer): ask again on the next poll.
      if (error instanceof BankIdUnreachable) return claimed;
      if (error instanceof BankIdError) {
        if (error.errorCode === 'maintenance' || error.errorCode === 'requestTimeout')
          return claimed;
        return update(row, {
          status: 'failed',
          hintCode: error.errorCode === 'invalidParameters' ? 'cancelled' : error.errorCode,
        });
      }
      throw error;
    }
  }

  const messageOf = (row: Row, request: FastifyRequest): RfaKey =>
    hintRfa(row.status as 'pending', row.hintCode, {
      sameDevice: row.way === 'this',
      phone: phone(request),
    }) ?? 'rfa22';
  const qrOf = (row: Row) => {
    if (row.status !== 'pending') return null;
    const data = qrData(
      row.qrStartToken,
      row.qrStartSecret,
      (Date.now() - row.createdAt.getTime()) / 1000,
    );
    return { data, ...qrPath(data) };
  };

  /** Signs in the member BankID named, once; a person who is no member: user_not_found. */
  async function finish(
    request: UidRequest,
    reply: FastifyReply,
    row: Row,
    interaction: Parameters<typeof finishLogin>[3],
  ) {
    const [taken] = await db
      .delete(bankIdAuthOrders)
      .where(and(eq(bankIdAuthOrders.uid, row.uid), eq(bankIdAuthOrders.status, 'complete')))
      .returning();
    if (!taken?.personalNumber) return reply.redirect(`${linksFor(row.uid).base}/eid`, 303);
    const member = await credentials.memberByPersonalNumber(taken.personalNumber);
    if (!member) {
      return finishInteraction(deps, request, reply, {
        error: 'access_denied',
        error_description: userNotFoundDescription,
      });
    }
    return finishLogin(deps, request, reply, interaction, { memberId: member.id, idp: 'eid' });
  }

  scope.post(base, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    // The content system signs in staff only: no BankID order for it.
    if (isContentSystemInteraction(interaction)) return reply.code(404).send();
    const way = formText(request.body, 'way') === 'this' ? 'this' : 'other';
    const links = linksFor(interaction.uid);
    // Starting again cancels the order of this sign-in that still waits.
    const previous = await find(interaction.uid);
    if (previous?.status === 'pending')
      await bankId.cancel(previous.orderRef).catch(() => undefined);
    let order;
    try {
      order = await bankId.auth({ endUserIp: clientAddress(request) });
    } catch (error) {
      if (!(error instanceof BankIdError || error instanceof BankIdUnreachable)) throw error;
      const failure: RfaKey =
        error instanceof BankIdError && error.errorCode === 'alreadyInProgress' ? 'rfa4' : 'rfa5';
      return sendPage(
        reply,
        config,
        503,
        bankIdChoicePage({ productName, links, failure, phone: phone(request) }),
      );
    }
    const row = {
      uid: interaction.uid,
      orderRef: order.orderRef,
      way,
      autoStartToken: order.autoStartToken,
      qrStartToken: order.qrStartToken,
      qrStartSecret: order.qrStartSecret,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      endUserIp: clientAddress(request),
      personalNumber: null,
      completionData: null,
      createdAt: new Date(),
      collectedAt: null,
    };
    await db
      .insert(bankIdAuthOrders)
      .values(row)
      .onConflictDoUpdate({ target: bankIdAuthOrders.uid, set: row });
    return reply.header('Cache-Control', 'no-store').redirect(`${links.base}/eid/bankid`, 303);
  });

  scope.get(base, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    const links = linksFor(interaction.uid);
    const found = await find(interaction.uid);
    if (!found) return reply.redirect(`${links.base}/eid`, 303);
    const row = await advance(found);
    if (row.status === 'complete') return finish(request, reply, row, interaction);
    if (row.status !== 'pending') {
      return sendPage(
        reply,
        config,
        200,
        bankIdChoicePage({
          productName,
          links,
          failure: messageOf(row, request),
          phone: phone(request),
        }),
      );
    }
    return sendPage(
      reply,
      config,
      200,
      bankIdWaitPage({
        productName,
        links,
        way: row.way === 'this' ? 'this' : 'other',
        message: messageOf(row, request),
        qr: qrOf(row),
        autoStartUrl: autoStartLink(row.autoStartToken, { phone: phone(request), testApp }),
        newTab: Boolean(testApp),
        orderRef: row.orderRef,
      }),
    );
  });

  scope.get(`${base}/status`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    const found = await find(interaction.uid);
    reply.header('Cache-Control', 'no-store');
    if (!found)
      return reply.code(404).send({ status: 'failed', message: rfaMessages.rfa22, qr: null });
    const row = await advance(found);
    return {
      status: row.status,
      hintCode: row.hintCode,
      message: rfaMessages[messageOf(row, request)] ?? '',
      qr: qrOf(row),
    };
  });

  scope.post(`${base}/cancel`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    const found = await find(interaction.uid);
    const orderRef = formText(request.body, 'orderRef');
    // Only the order the page showed (a late cancel from a page left behind stops nothing new).
    if (found && found.status === 'pending' && (!orderRef || orderRef === found.orderRef)) {
      await bankId.cancel(found.orderRef).catch(() => undefined);
      await update(found, { status: 'cancelled', hintCode: 'userCancel' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${linksFor(interaction.uid).base}/eid/bankid`, 303);
  });
}
