import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  createProxyRequestSchema,
  joinPhone,
  rolesForRights,
  replaceProxyRequestSchema,
  type ProxyRightCode,
  type ProxyStatus,
} from '../../shared/contracts/proxies.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { proxyRoutes as table } from '../../shared/contracts/proxies/routes.ts';
import type { Caller } from '../api/auth.ts';
import { assertMaySign, sha256Hex, type SigningService } from '../signing/service.ts';
import type { Db } from '../db/client.ts';
import { proxies } from '../db/schema.ts';
import { forbidden, notFound, problemOf } from '../kit/problem.ts';
import { parseInput } from '../kit/parseInput.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { findMembersProxy, membersProxies, toProxies, type ProxyRow } from './queries.ts';
import { completeRegistration, readTicket } from './registration.ts';
import {
  assertEmailNotUsedByAnother,
  assertPrivatePerson,
  insertProxyIfNoneOpen,
  loadGiver,
  replaceableStatuses,
  terminableStatuses,
} from './rules.ts';
import { signProxyIn } from './signing.ts';
import { proxySignData, proxySignKind, proxySignText } from './signOrder.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';

/** What a new or replacing proxy is sent for signing with, as the giver filled it in. */
const sentTerms = (body: {
  receiverEmail: string;
  receiverPhoneCountryCode: string;
  receiverPhone: string;
  rights: ProxyRightCode[];
  validTo?: string | null;
}) => ({
  receiverEmail: body.receiverEmail,
  receiverPhone: joinPhone(body.receiverPhoneCountryCode, body.receiverPhone),
  rights: body.rights,
  roles: rolesForRights(body.rights),
  status: 'sentForSigning' satisfies ProxyStatus,
  validTo: body.validTo || null,
});

/**
 * Proxies (fullmakter): platform §2-§6 and docs/api-proxies.md, on the route table
 * shared/contracts/proxies/routes.ts (token, roles, proxy use, impersonation and the
 * parsing are the kit's). Everything is about the caller's effective member (the giver
 * when acting through a proxy, whose roles then rule). Another member's proxy answers 404;
 * the receiver may read a proxy but only its giver may sign, replace or end it (403).
 */
export async function proxyRoutes(
  app: FastifyInstance,
  { db, signing }: { db: Db; signing: SigningService },
) {
  // A signed proxy comes into force; the terms must be the ones the giver saw and signed.
  signing.register(proxySignKind, async (tx, order) => {
    const [proxy] = await tx.select().from(proxies).where(eq(proxies.id, order.subjectId));
    if (!proxy || sha256Hex(proxySignData(proxy)) !== order.dataSha256) {
      throw problemOf(proxyProblems, 'proxyNotSignable');
    }
    await signProxyIn(tx, order.actingForMemberId, proxy.id);
    return { proxyId: proxy.id };
  });

  /** One proxy as the caller sees it. */
  const answer = async (caller: Caller, row: ProxyRow) => {
    const [proxy] = await toProxies(db, caller.effectiveMemberId, [row]);
    return proxy!;
  };
  const reload = async (caller: Caller, proxyId: string) => {
    const row = await findMembersProxy(db, caller.effectiveMemberId, proxyId);
    if (!row) throw notFound();
    return answer(caller, row);
  };
  /** The caller's own given proxy: 404 when it is not theirs at all, 403 when received. */
  const givenProxy = async (caller: Caller, proxyId: string) => {
    const row = await findMembersProxy(db, caller.effectiveMemberId, proxyId);
    if (!row) throw notFound();
    if (row.giverMemberId !== caller.effectiveMemberId) throw forbidden();
    return row;
  };

  registerRoutes(
    app,
    table,
    {
      listProxies: async ({ caller }) => {
        const all = await toProxies(
          db,
          caller.effectiveMemberId,
          await membersProxies(db, caller.effectiveMemberId),
        );
        return {
          given: all.filter((p) => p.direction === 'given'),
          received: all.filter((p) => p.direction === 'received'),
        };
      },

      getProxy: async ({ caller, params }) => reload(caller, params.proxyId),

      createProxy: async ({ caller, request }) => {
        const giver = await loadGiver(db, caller.effectiveMemberId);
        assertPrivatePerson(giver);
        // The table's base schema has run; the full rules need the day and the giver.
        const body = parseInput(
          createProxyRequestSchema({
            today: todayInSweden(),
            ownPersonalNumber: giver.personalNumber,
          }),
          request.body,
        );
        await assertEmailNotUsedByAnother(db, body.receiverEmail, body.receiverNationalId);
        const row = await insertProxyIfNoneOpen(db, {
          giverMemberId: giver.id,
          receiverNationalId: body.receiverNationalId,
          ...sentTerms(body),
        });
        return answer(caller, row);
      },

      replaceProxy: async ({ caller, params, request }) => {
        const giver = await loadGiver(db, caller.effectiveMemberId);
        assertPrivatePerson(giver);
        const old = await givenProxy(caller, params.proxyId);
        if (!replaceableStatuses.includes(old.status as ProxyStatus)) {
          throw problemOf(proxyProblems, 'proxyNotReplaceable');
        }
        const body = parseInput(
          replaceProxyRequestSchema({ today: todayInSweden() }),
          request.body,
        );
        await assertEmailNotUsedByAnother(db, body.receiverEmail, old.receiverNationalId);
        // The old proxy stays in force until the replacement is signed (platform §4).
        const [row] = await db
          .insert(proxies)
          .values({
            giverMemberId: giver.id,
            receiverNationalId: old.receiverNationalId,
            receiverName: old.receiverName,
            ...sentTerms(body),
            replacesProxyId: old.id,
          })
          .returning();
        return answer(caller, row!);
      },

      // The giver signs with e-ID: this starts a sign order of kind 'proxy' (server/signing);
      // the signing view polls it, and its completion runs signProxyIn exactly once. Staff
      // impersonating get the signing view's own refusal here (the table lets them in).
      signProxy: async ({ caller, params, request }) => {
        assertMaySign(caller);
        const giver = await loadGiver(db, caller.effectiveMemberId);
        assertPrivatePerson(giver);
        const proxy = await givenProxy(caller, params.proxyId);
        if (proxy.status !== 'sentForSigning') throw problemOf(proxyProblems, 'proxyNotSignable');
        if (proxy.replacesProxyId) {
          const old = await findMembersProxy(db, giver.id, proxy.replacesProxyId);
          if (!old || !replaceableStatuses.includes(old.status as ProxyStatus)) {
            throw problemOf(proxyProblems, 'proxyNotReplaceable');
          }
        }
        const order = await signing.start(
          caller,
          {
            kind: proxySignKind,
            subjectId: proxy.id,
            userVisibleData: proxySignText(giver.name, proxy),
            data: proxySignData(proxy),
          },
          request.ip,
        );
        return {
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },

      terminateProxy: async ({ caller, params }) => {
        const proxy = await givenProxy(caller, params.proxyId);
        await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ status: proxies.status })
            .from(proxies)
            .where(eq(proxies.id, proxy.id))
            .for('update');
          const status = current?.status as ProxyStatus | undefined;
          if (!status || !terminableStatuses.includes(status)) {
            throw problemOf(proxyProblems, 'proxyAlreadyEnded');
          }
          // An active proxy becomes inactive; one that never came into force is withdrawn.
          const next: ProxyStatus = status === 'active' ? 'inactive' : 'cancelled';
          await tx
            .update(proxies)
            .set({ status: next, endedAt: new Date() })
            .where(and(eq(proxies.id, proxy.id), eq(proxies.status, status)));
        });
        return reload(caller, proxy.id);
      },

      // The receiver's registration (anonymous): the ticket id is the only key.
      readRegistrationTicket: async ({ params }) => readTicket(db, params.ticketId),

      completeRegistration: async ({ params, body }) =>
        completeRegistration(db, params.ticketId, body),
    },
    { db },
  );
}
