import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformProblem } from './problem.ts';
import { idempotencyKeys } from './schema.ts';

/** A key as clients send it: 1-200 visible ASCII characters (a UUID in practice). */
const keyPattern = /^[\x21-\x7E]{1,200}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `effect` at most once per (signed-in person, key): the first request inserts the key
 * (the primary key decides between racing processes), runs, and stores its answer; a later
 * request with the same key and body gets that answer again, one still running gets 409
 * idempotencyKeyInProgress, and the same key with another call or body 422. A failed effect
 * (an error answer) releases the key, so the member can correct the form and try again.
 */
export async function once(
  db: Db,
  scope: { memberId: string; key: string | undefined; route: string; body: unknown },
  effect: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { memberId, key, route } = scope;
  if (!key || !keyPattern.test(key)) throw platformProblem('idempotencyKeyRequired');
  const requestHash = createHash('sha256')
    .update(JSON.stringify(scope.body ?? null))
    .digest('hex');
  const whereKey = and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ memberId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await db.select().from(idempotencyKeys).where(whereKey);
    if (!earlier) throw platformProblem('idempotencyKeyInProgress');
    if (earlier.route !== route || earlier.requestHash !== requestHash) {
      throw platformProblem('idempotencyKeyReused');
    }
    if (earlier.status === null) throw platformProblem('idempotencyKeyInProgress');
    return { status: earlier.status, body: earlier.response, replayed: true };
  }

  let answer: StoredAnswer;
  try {
    answer = await effect();
  } catch (error) {
    await db.delete(idempotencyKeys).where(whereKey);
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, response: answer.body ?? null, completedAt: new Date() })
    .where(whereKey);
  return { ...answer, replayed: false };
}
