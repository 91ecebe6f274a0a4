import { eq, sql } from 'drizzle-orm';
import {
  proxyMessages,
  splitPhone,
  type CompleteRegistrationRequest,
  type ExternalProxy,
  type ProxyRightCode,
} from '../../shared/contracts/proxies.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { members, proxies } from '../db/schema.ts';
import { proxyTickets } from './schema.ts';
import { validationProblem, problemOf } from '../kit/problem.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';

const ticketPattern = /^[A-Za-z0-9_-]{20,100}$/;

type TicketRow = typeof proxyTickets.$inferSelect;
type ProxyRow = typeof proxies.$inferSelect;

/**
 * The ticket and its proxy, or the problem the receiver is told: unknown, used, expired, or
 * withdrawn (the giver ended or replaced the proxy before the receiver registered).
 */
async function openTicket(
  db: Db,
  ticketId: string,
  now: Date,
  lock: boolean,
): Promise<{ ticket: TicketRow; proxy: ProxyRow }> {
  if (!ticketPattern.test(ticketId)) throw problemOf(proxyProblems, 'proxyTicketNotFound');
  const query = db.select().from(proxyTickets).where(eq(proxyTickets.id, ticketId));
  const [ticket] = lock ? await query.for('update') : await query;
  if (!ticket) throw problemOf(proxyProblems, 'proxyTicketNotFound');
  if (ticket.usedAt) throw problemOf(proxyProblems, 'proxyTicketUsed');
  if (ticket.expiresAt.getTime() <= now.getTime())
    throw problemOf(proxyProblems, 'proxyTicketExpired');
  const [proxy] = await db.select().from(proxies).where(eq(proxies.id, ticket.proxyId));
  if (!proxy || proxy.status !== 'pendingCreationOfParty')
    throw problemOf(proxyProblems, 'proxyTicketWithdrawn');
  return { ticket, proxy };
}

async function externalView(db: Db, proxy: ProxyRow): Promise<ExternalProxy> {
  const [giver] = await db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, proxy.giverMemberId));
  return {
    giverName: giver?.name ?? '',
    rights: proxy.rights as ProxyRightCode[],
    validTo: proxy.validTo,
  };
}

/** GET external/{ticketId}: who gives the proxy, its rights and valid-to; nothing else. */
export async function readTicket(db: Db, ticketId: string, now = new Date()) {
  const { proxy } = await openTicket(db, ticketId, now, false);
  return externalView(db, proxy);
}

/**
 * POST external/{ticketId}/complete: the receiver, identified by test e-ID, must be the
 * person the giver named. In one transaction the ticket is used, the receiver becomes a
 * member party if they are not one (a proxy user: no roles of their own, not a member of the
 * cooperative), and the proxy becomes active.
 */
export async function completeRegistration(
  db: Db,
  ticketId: string,
  identity: CompleteRegistrationRequest,
  now = new Date(),
): Promise<ExternalProxy> {
  // Two registrations at once may pick the same customer number; the loser tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const { ticket, proxy } = await openTicket(tx, ticketId, now, true);
        if (identity.personalNumber !== proxy.receiverNationalId) {
          throw validationProblem({
            personalNumber: proxyMessages.registrationPersonalNumberMismatch,
          });
        }
        const receiver =
          (await memberByPersonalNumber(tx, identity.personalNumber)) ??
          (await createProxyUser(tx, proxy, identity.name));
        await tx.update(proxyTickets).set({ usedAt: now }).where(eq(proxyTickets.id, ticket.id));
        await tx
          .update(proxies)
          .set({ status: 'active', receiverMemberId: receiver.id, receiverName: receiver.name })
          .where(eq(proxies.id, proxy.id));
        return externalView(tx, proxy);
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function memberByPersonalNumber(db: Db, personalNumber: string) {
  const [member] = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(eq(members.personalNumber, personalNumber));
  return member ?? null;
}

/** The next member number: one above the highest numeric one. */
async function nextCustomerNo(db: Db): Promise<string> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${members.customerNo}::bigint)` })
    .from(members)
    .where(sql`${members.customerNo} ~ '^[0-9]+$'`);
  return String(BigInt(row?.max ?? '100000') + 1n);
}

async function createProxyUser(db: Db, proxy: ProxyRow, name: string) {
  const [emailTaken] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, proxy.receiverEmail.toLowerCase()))
    .limit(1);
  const phone = splitPhone(proxy.receiverPhone);
  const [created] = await db
    .insert(members)
    .values({
      customerNo: await nextCustomerNo(db),
      personalNumber: proxy.receiverNationalId,
      name,
      email: emailTaken ? null : proxy.receiverEmail,
      mobileCountryCode: phone.countryCode,
      mobilePhone: phone.phone,
      roles: [],
      isExplicitMember: false,
    })
    .returning({ id: members.id, name: members.name });
  if (!created) throw new Error('The proxy user was not created');
  return created;
}
