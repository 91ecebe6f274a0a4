import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { proxyTicketDays, type ProxyStatus } from '../../shared/contracts/proxies.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../signing/service.ts';
import { members, proxies } from '../db/schema.ts';
import { proxyTickets } from './schema.ts';
import { notFound, problemOf } from '../kit/problem.ts';
import { assertNoOpenProxyTo, replaceableStatuses } from './rules.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';

/** A registration link id: 32 random bytes, base64url (43 characters). */
export const newTicketId = () => randomBytes(32).toString('base64url');

/**
 * The giver has signed (a sign order of kind 'proxy' completed, server/signing). In one
 * transaction: a replacement cancels the proxy it replaces; a receiver who is a member gets
 * the proxy at once (active); otherwise it waits for the receiver (pendingCreationOfParty)
 * with a registration link valid for 30 days.
 */
export async function signProxy(
  db: Db,
  giverMemberId: string,
  proxyId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction((tx) => signProxyIn(tx, giverMemberId, proxyId, now));
}

/** signProxy inside the caller's transaction (the sign order's completion). */
export async function signProxyIn(
  tx: Tx,
  giverMemberId: string,
  proxyId: string,
  now: Date = new Date(),
): Promise<void> {
  const [proxy] = await tx
    .select()
    .from(proxies)
    .where(and(eq(proxies.id, proxyId), eq(proxies.giverMemberId, giverMemberId)))
    .for('update');
  if (!proxy) throw notFound();
  if (proxy.status !== 'sentForSigning') throw problemOf(proxyProblems, 'proxyNotSignable');

  if (proxy.replacesProxyId) {
    const [old] = await tx
      .select({ status: proxies.status })
      .from(proxies)
      .where(and(eq(proxies.id, proxy.replacesProxyId), eq(proxies.giverMemberId, giverMemberId)))
      .for('update');
    if (!old || !replaceableStatuses.includes(old.status as ProxyStatus)) {
      throw problemOf(proxyProblems, 'proxyNotReplaceable');
    }
    await tx
      .update(proxies)
      .set({ status: 'cancelled', endedAt: now })
      .where(eq(proxies.id, proxy.replacesProxyId));
  }
  await assertNoOpenProxyTo(tx, giverMemberId, proxy.receiverNationalId, proxy.replacesProxyId);

  const [receiver] = await tx
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(eq(members.personalNumber, proxy.receiverNationalId));
  if (receiver) {
    await tx
      .update(proxies)
      .set({
        status: 'active',
        receiverMemberId: receiver.id,
        receiverName: receiver.name,
        signedAt: now,
      })
      .where(eq(proxies.id, proxy.id));
    return;
  }
  await tx
    .update(proxies)
    .set({ status: 'pendingCreationOfParty', signedAt: now })
    .where(eq(proxies.id, proxy.id));
  await tx.insert(proxyTickets).values({
    id: newTicketId(),
    proxyId: proxy.id,
    expiresAt: new Date(now.getTime() + proxyTicketDays * 86_400_000),
    createdAt: now,
  });
}
