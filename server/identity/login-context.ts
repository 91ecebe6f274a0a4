import type { Db } from '../db/client.ts';
import { DrizzleAdapter, loginContextKind } from './adapter.ts';
import { identityMethods, sessionTtlSeconds, type IdentityMethod } from './constants.ts';

/**
 * What we know about one sign-in, kept per grant (oidc_models kind 'LoginContext', id =
 * grant id) because oidc-provider requires accountId === sub (the member id) and has no
 * room for our own facts. Tokens of that grant (codes, refresh tokens, silent sign-ins)
 * read it back to add idp, auth_time and, when staff impersonate, imp and imp_by.
 * It expires with the sign-in (8 h), which ends the grant's use for new tokens.
 */
export interface LoginContext {
  /** The account: a member id, or `staff:<id>` for a sign-in to the content system. */
  memberId: string;
  idp: IdentityMethod;
  /** Seconds since the epoch. */
  authTime: number;
  impersonationId?: string;
  staffUserId?: string;
}

export async function saveLoginContext(
  db: Db,
  grantId: string,
  login: LoginContext,
): Promise<void> {
  const remaining = login.authTime + sessionTtlSeconds - Math.floor(Date.now() / 1000);
  await new DrizzleAdapter(db, loginContextKind).upsert(
    grantId,
    { ...login, grantId },
    Math.max(1, remaining),
  );
}

export async function findLoginContext(db: Db, grantId: string): Promise<LoginContext | undefined> {
  const stored = await new DrizzleAdapter(db, loginContextKind).find(grantId);
  if (!stored) return undefined;
  const { memberId, idp, authTime, impersonationId, staffUserId } = stored;
  if (typeof memberId !== 'string' || typeof authTime !== 'number') return undefined;
  if (!identityMethods.includes(idp as IdentityMethod)) return undefined;
  if (authTime + sessionTtlSeconds <= Math.floor(Date.now() / 1000)) return undefined;
  return {
    memberId,
    idp: idp as IdentityMethod,
    authTime,
    ...(typeof impersonationId === 'string' ? { impersonationId } : {}),
    ...(typeof staffUserId === 'string' ? { staffUserId } : {}),
  };
}
