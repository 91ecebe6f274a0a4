import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cookieHeader } from '../http/cookies.ts';
import { impersonations, members, staffUsers } from '../db/schema.ts';
import type { StaffUser } from './kinds.ts';
import { staffSessions } from './schema.ts';

/** A desk session lasts this long from sign-in (absolute, like the identity's session). */
export const staffSessionTtlSeconds = 8 * 60 * 60;

/**
 * The desk's cookies for a public URL: `HttpOnly`, `SameSite=Strict`, `Path=/personal`;
 * over https `Secure` with the `__Secure-` prefix, so a plain-http cookie cannot overwrite
 * ours. Shared by the desk's routes and the identity provider's staff sign-in, which opens
 * a desk session too (one staff sign-in for both).
 */
export function deskCookies(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  return {
    session: secure ? '__Secure-desk_session' : 'desk_session',
    login: secure ? '__Secure-desk_login' : 'desk_login',
    header: (name: string, value: string, maxAgeSeconds: number) =>
      cookieHeader(name, value, { path: '/personal', maxAgeSeconds, sameSite: 'Strict', secure }),
  };
}

export interface StaffSession {
  staff: StaffUser;
  csrfToken: string;
  expiresAt: Date;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session; returns the cookie's token (only its hash is stored). */
export async function startStaffSession(
  db: Db,
  input: { staffUserId: string; ipAddress: string | null; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  // Sign-in is also when old rows of this staff user are cleared away.
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffUserId, input.staffUserId),
        or(lt(staffSessions.expiresAt, now), lt(staffSessions.endedAt, now)),
      ),
    );
  await db.insert(staffSessions).values({
    tokenHash: sha256(token),
    staffUserId: input.staffUserId,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + staffSessionTtlSeconds * 1000),
    ipAddress: input.ipAddress,
    userAgent: input.userAgent ? input.userAgent.slice(0, 500) : null,
  });
  return token;
}

/** The live session of a cookie token (not ended, not expired), or undefined. */
export async function findStaffSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      csrfToken: staffSessions.csrfToken,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  return {
    staff: { id: row.id, name: row.name, email: row.email },
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
  };
}

export async function endStaffSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.endedAt)));
}

/** The staff user's impersonations still running at `now` (not ended, not expired). */
const running = (staffUserId: string, now: Date) =>
  and(
    eq(impersonations.staffUserId, staffUserId),
    isNull(impersonations.endedAt),
    gt(impersonations.expiresAt, now),
  );

/** The staff user's impersonations still running (not ended, not expired). */
export async function activeImpersonations(db: Db, staffUserId: string, now = new Date()) {
  return db
    .select({
      id: impersonations.id,
      memberName: members.name,
      expiresAt: impersonations.expiresAt,
    })
    .from(impersonations)
    .innerJoin(members, eq(members.id, impersonations.memberId))
    .where(running(staffUserId, now));
}

/** Ends the staff user's running impersonations: the member API refuses their tokens. */
export async function endImpersonations(db: Db, staffUserId: string): Promise<number> {
  const ended = await db
    .update(impersonations)
    .set({ endedAt: new Date() })
    .where(running(staffUserId, new Date()))
    .returning({ id: impersonations.id });
  return ended.length;
}
