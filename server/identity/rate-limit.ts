import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInAttempts } from '../db/schema.ts';
import {
  maxFailedAttemptsPerAccount,
  maxFailedAttemptsPerAddress,
  rateLimitWindowSeconds,
} from './constants.ts';

/**
 * Sign-in throttling from table sign_in_attempts: every attempt is recorded; an account
 * (or an address) with too many failures in the window is refused before any check.
 * Account keys: the normalised personal number, the lowercased e-mail, 'staff:' + e-mail.
 */

export function memberEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function staffEmailKey(email: string): string {
  return `staff:${memberEmailKey(email)}`;
}

export async function isThrottled(db: Db, accountKey: string, ipAddress: string): Promise<boolean> {
  const since = new Date(Date.now() - rateLimitWindowSeconds * 1000);
  const failedSince = and(
    eq(signInAttempts.succeeded, false),
    gt(signInAttempts.attemptedAt, since),
  );
  const [forAccount] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.accountKey, accountKey), failedSince));
  if ((forAccount?.n ?? 0) >= maxFailedAttemptsPerAccount) return true;
  const [forAddress] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.ipAddress, ipAddress), failedSince));
  return (forAddress?.n ?? 0) >= maxFailedAttemptsPerAddress;
}

export async function recordAttempt(
  db: Db,
  accountKey: string,
  ipAddress: string,
  succeeded: boolean,
): Promise<void> {
  await db
    .insert(signInAttempts)
    .values({ accountKey: accountKey.slice(0, 320), ipAddress, succeeded });
}

export const throttled = Symbol('throttled');

/**
 * One sign-in attempt under the limits: refused (and counted as a failure) when the account
 * or address is throttled; otherwise `verify` runs and its outcome is recorded.
 */
export async function limitedAttempt<T>(
  db: Db,
  accountKey: string,
  ipAddress: string,
  verify: () => Promise<T>,
  succeeded: (outcome: T) => boolean = (outcome) => outcome !== null && outcome !== undefined,
): Promise<T | typeof throttled> {
  if (await isThrottled(db, accountKey, ipAddress)) {
    await recordAttempt(db, accountKey, ipAddress, false);
    return throttled;
  }
  const outcome = await verify();
  await recordAttempt(db, accountKey, ipAddress, succeeded(outcome));
  return outcome;
}
