import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { proxyMessages, type ProxyStatus } from '../../shared/contracts/proxies.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../signing/service.ts';
import { members, proxies } from '../db/schema.ts';
import { validationProblem, problemOf } from '../kit/problem.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';

/** Statuses in which a proxy is in force or on its way to the receiver. */
export const openStatuses: readonly ProxyStatus[] = ['active', 'pendingCreationOfParty'];
/** A replacement is made for a proxy in force or waiting for its receiver. */
export const replaceableStatuses = openStatuses;
/** The giver may end anything not already ended (a draft or a pending one is withdrawn). */
export const terminableStatuses: readonly ProxyStatus[] = [...openStatuses, 'sentForSigning'];

export interface Giver {
  id: string;
  name: string;
  personalNumber: string | null;
  isOrganizationUser: boolean;
}

export async function loadGiver(db: Db, memberId: string): Promise<Giver> {
  const [giver] = await db
    .select({
      id: members.id,
      name: members.name,
      personalNumber: members.personalNumber,
      isOrganizationUser: members.isOrganizationUser,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!giver) throw new Error(`No member ${memberId}`);
  return giver;
}

/** Only private persons create proxies through the e-service (platform §2). */
export function assertPrivatePerson(giver: Giver): void {
  if (giver.isOrganizationUser) throw problemOf(proxyProblems, 'organizationCannotCreateProxy');
}

/**
 * Platform §5: "an e-mail already used by another party is rejected". Another party is any
 * member other than the receiver (the member with the receiver's national id, if any), so
 * the giver's own address is refused too. Compared without case.
 */
export async function assertEmailNotUsedByAnother(
  db: Db,
  email: string,
  receiverNationalId: string,
): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.email})`, email.toLowerCase()),
        or(isNull(members.personalNumber), ne(members.personalNumber, receiverNationalId)),
      ),
    )
    .limit(1);
  if (other) throw validationProblem({ receiverEmail: proxyMessages.emailUsedByOther });
}

/** The giver's proxies to the receiver (by national id). */
const fromTo = (giverMemberId: string, receiverNationalId: string) => [
  eq(proxies.giverMemberId, giverMemberId),
  eq(proxies.receiverNationalId, receiverNationalId),
];

/** One proxy in force (or waiting for its receiver) per giver and receiver; replace changes it. */
export async function assertNoOpenProxyTo(
  db: Db | Tx,
  giverMemberId: string,
  receiverNationalId: string,
  except?: string | null,
): Promise<void> {
  const open = await db
    .select({ id: proxies.id })
    .from(proxies)
    .where(
      and(...fromTo(giverMemberId, receiverNationalId), inArray(proxies.status, [...openStatuses])),
    );
  if (open.some((row) => row.id !== except)) throw problemOf(proxyProblems, 'proxyAlreadyExists');
}

/**
 * A new proxy is refused while the giver has one to the same receiver in force, waiting
 * for its receiver, or created and not yet signed (a replacement waiting for its signature
 * does not count: its original is in force, or it can never be signed). The giver signs
 * or ends that one instead of making a second; before, drafts were not counted and the
 * same proxy sent twice was stored twice (issue 10).
 */
async function assertNoProxyTo(tx: Tx, giverMemberId: string, receiverNationalId: string) {
  const [existing] = await tx
    .select({ id: proxies.id })
    .from(proxies)
    .where(
      and(
        ...fromTo(giverMemberId, receiverNationalId),
        or(
          inArray(proxies.status, [...openStatuses]),
          and(eq(proxies.status, 'sentForSigning'), isNull(proxies.replacesProxyId)),
        ),
      ),
    )
    .limit(1);
  if (existing) throw problemOf(proxyProblems, 'proxyAlreadyExists');
}

/**
 * Stores a new proxy unless the giver already has one to the same receiver (above): the
 * check and the insert run in one transaction that first locks the giver's member row, so
 * simultaneous creations for one giver queue behind each other and every one after the
 * first sees the first's row and answers 409 proxyAlreadyExists.
 */
export async function insertProxyIfNoneOpen(db: Db, values: typeof proxies.$inferInsert) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, values.giverMemberId))
      .for('update');
    await assertNoProxyTo(tx, values.giverMemberId, values.receiverNationalId);
    const [row] = await tx.insert(proxies).values(values).returning();
    return row!;
  });
}
