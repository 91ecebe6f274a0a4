import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  splitPhone,
  type Proxy,
  type ProxyRightCode,
  type ProxyStatus,
} from '../../shared/contracts/proxies.ts';
import type { Db } from '../db/client.ts';
import { members, proxies } from '../db/schema.ts';
import { proxyTickets } from './schema.ts';

export type ProxyRow = typeof proxies.$inferSelect;

/** The proxy if the member gave or received it; null otherwise (the caller answers 404). */
export async function findMembersProxy(
  db: Db,
  memberId: string,
  proxyId: string,
): Promise<ProxyRow | null> {
  const [row] = await db
    .select()
    .from(proxies)
    .where(
      and(
        eq(proxies.id, proxyId),
        or(eq(proxies.giverMemberId, memberId), eq(proxies.receiverMemberId, memberId)),
      ),
    );
  return row ?? null;
}

/** Every proxy the member gave or received, newest first. */
export async function membersProxies(db: Db, memberId: string): Promise<ProxyRow[]> {
  return db
    .select()
    .from(proxies)
    .where(or(eq(proxies.giverMemberId, memberId), eq(proxies.receiverMemberId, memberId)))
    .orderBy(desc(proxies.createdAt), desc(proxies.id));
}

/** The answers for the member: names of the parties and, for the giver, open registration links. */
export async function toProxies(db: Db, memberId: string, rows: ProxyRow[]): Promise<Proxy[]> {
  if (rows.length === 0) return [];
  const memberIds = [
    ...new Set(rows.flatMap((r) => [r.giverMemberId, r.receiverMemberId ?? r.giverMemberId])),
  ];
  const names = new Map(
    (
      await db
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(inArray(members.id, memberIds))
    ).map((m) => [m.id, m.name]),
  );
  const pendingIds = rows
    .filter((r) => r.status === 'pendingCreationOfParty' && r.giverMemberId === memberId)
    .map((r) => r.id);
  const tickets = new Map<string, string>();
  if (pendingIds.length > 0) {
    const open = await db
      .select({ id: proxyTickets.id, proxyId: proxyTickets.proxyId })
      .from(proxyTickets)
      .where(and(inArray(proxyTickets.proxyId, pendingIds), isNull(proxyTickets.usedAt)))
      .orderBy(desc(proxyTickets.createdAt));
    for (const ticket of open)
      if (!tickets.has(ticket.proxyId)) tickets.set(ticket.proxyId, ticket.id);
  }
  return rows.map((row) => toProxy(row, memberId, names, tickets));
}

function toProxy(
  row: ProxyRow,
  memberId: string,
  names: Map<string, string>,
  tickets: Map<string, string>,
): Proxy {
  const phone = splitPhone(row.receiverPhone);
  return {
    id: row.id,
    status: row.status as ProxyStatus,
    rights: row.rights as ProxyRightCode[],
    roles: row.roles,
    validTo: row.validTo,
    createdAt: row.createdAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    direction: row.giverMemberId === memberId ? 'given' : 'received',
    giver: { memberId: row.giverMemberId, name: names.get(row.giverMemberId) ?? '' },
    receiver: {
      memberId: row.receiverMemberId,
      nationalId: row.receiverNationalId,
      name: (row.receiverMemberId && names.get(row.receiverMemberId)) || row.receiverName,
      email: row.receiverEmail,
      phoneCountryCode: phone.countryCode,
      phone: phone.phone,
    },
    replacesProxyId: row.replacesProxyId,
    registrationTicketId: tickets.get(row.id) ?? null,
  };
}
