import { and, asc, eq, gt, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { impersonations, members } from '../db/schema.ts';
import { normalizePersonalNumber } from '../../shared/validation/personalNumber.ts';
import { maxMemberSearchHits } from './constants.ts';

/** Staff impersonation: find a member, then start a time-limited, audited impersonation. */

export interface MemberHit {
  id: string;
  name: string;
  customerNo: string;
  personalNumber: string | null;
}

/** Escapes LIKE wildcards so the search text is matched literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive search by name, customer number or personal number (max 20 hits). */
export async function searchMembers(db: Db, query: string): Promise<MemberHit[]> {
  const text = query.trim();
  if (!text) return [];
  const personalNumber = normalizePersonalNumber(text);
  return db
    .select({
      id: members.id,
      name: members.name,
      customerNo: members.customerNo,
      personalNumber: members.personalNumber,
    })
    .from(members)
    .where(
      or(
        ilike(members.name, likeContains(text)),
        ilike(members.customerNo, likeContains(text)),
        personalNumber ? ilike(members.personalNumber, likeContains(personalNumber)) : undefined,
      ),
    )
    .orderBy(asc(members.name), asc(members.customerNo))
    .limit(maxMemberSearchHits);
}

export interface StartImpersonation {
  staffUserId: string;
  memberId: string;
  ttlSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Inserts the audit row; returns its id, or undefined when the member does not exist. */
export async function startImpersonation(
  db: Db,
  input: StartImpersonation,
): Promise<string | undefined> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!member) return undefined;
  const [row] = await db
    .insert(impersonations)
    .values({
      staffUserId: input.staffUserId,
      memberId: input.memberId,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent ? input.userAgent.slice(0, 500) : null,
    })
    .returning({ id: impersonations.id });
  return row?.id;
}

/** True while the impersonation has neither expired nor been ended. */
export async function impersonationIsActive(db: Db, impersonationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(
      and(
        eq(impersonations.id, impersonationId),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}
