import type { Database } from '../db/client.ts';
import { impersonations } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';

/**
 * Staff Eva impersonating a member (Anna unless another is named), the impersonation ending
 * in `expiresInMs` (a minute by default; past when < 0): its row, for the staff token's `imp`.
 */
export async function startImpersonation(
  db: Database['db'],
  {
    memberId = demoIds.anna,
    expiresInMs = 60_000,
  }: { memberId?: string; expiresInMs?: number } = {},
) {
  const [row] = await db
    .insert(impersonations)
    .values({ staffUserId: demoIds.eva, memberId, expiresAt: new Date(Date.now() + expiresInMs) })
    .returning();
  return row!;
}
